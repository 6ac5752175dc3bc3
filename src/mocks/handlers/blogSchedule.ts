// Scheduled posts go out at their time. The back end has no job runner (in the browser it lives
// only while a tab asks it something), so the blog's reads first publish every post whose time
// has come: whoever reads the blog after that time sees it, as if a job had run on the minute.
import type { Repository } from '../db/repository'
import { blogPostsTable } from './blogTables'

/** Publishes the scheduled posts due at `now`, in one write; nothing when none is due. */
export async function publishDuePosts(repo: Repository, now = Date.now()): Promise<void> {
  const { rows } = await repo.list(blogPostsTable, { where: { status: 'Scheduled' } })
  const due = rows.filter((row) => row.publishAt && Date.parse(row.publishAt) <= now)
  if (due.length === 0) return
  await repo.transaction(async (tx) => {
    for (const { id } of due) {
      const post = await tx.get(blogPostsTable, id)
      // Another tab may have published or changed it since the read above.
      if (post?.status === 'Scheduled' && post.publishAt && Date.parse(post.publishAt) <= now)
        await tx.update(blogPostsTable, { ...post, status: 'Published' })
    }
  })
}
