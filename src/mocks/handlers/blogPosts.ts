// The blog editor's calls: a post's form, create, update and delete, and the slug check. Who
// manages the blog changes any post, who may write to it only their own (403 otherwise).
import { HttpResponse } from 'msw'
import { z } from 'zod'
import { type AppAbility, canEditBlogPost } from '../../api/access'
import type { LoginUser } from '../../api/types/auth'
import type {
  BlogPostAnswer,
  BlogPostInput,
  BlogPostRecord,
  BlogSlugCheck,
} from '../../api/types/blog'
import { blogPostInputSchema, blogPostUpdateSchema } from '../../api/schemas/blogPosts'
import { type BlogPostRow, blogCategoryCatalogue } from '../../fixtures/blog'
import type { RepositoryReader } from '../db/repository'
import { forbidden, HttpError, invalidFields, notFound, unauthorized } from '../http/errors'
import { idParam, readFormJson, readIds, readQuery } from '../http/input'
import { route } from '../http/route'
import { hasText, sanitizePostHtml } from './blogHtml'
import { blogBookmarksTable, blogPostsTable } from './blogTables'

const labelOf = (value: string) =>
  blogCategoryCatalogue.find((option) => option.value === value)?.label
const valueOf = (label: string) =>
  blogCategoryCatalogue.find((option) => option.label === label)?.value ?? label.toLowerCase()

function toRecord(row: BlogPostRow): BlogPostRecord {
  const status = row.status === 'Scheduled' || row.status === 'Published' ? row.status : 'Draft'
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    categories: row.tags.map(valueOf),
    status,
    publishAt: status === 'Scheduled' ? (row.publishAt ?? null) : null,
    excerpt: row.excerpt,
    featuredImage: row.img,
    content: row.content,
    authorId: row.authorId ?? null,
    userFullName: row.userFullName,
  }
}

const caller = (user: LoginUser | undefined): LoginUser => {
  if (!user) throw unauthorized('Sign in to write on the blog.')
  return user
}

/** The post of `id` when the caller may change it: 404 when there is none, 403 when not theirs. */
async function editablePost(
  repo: RepositoryReader,
  id: number,
  user: LoginUser | undefined,
  ability: AppAbility | undefined,
): Promise<BlogPostRow> {
  const post = await repo.get(blogPostsTable, id)
  if (!post) throw notFound(`No blog post with id ${id}.`)
  if (!ability || !canEditBlogPost(ability, user?.id, post.authorId ?? null))
    throw forbidden('You may only change the posts you wrote.')
  return post
}

/** Whether no post but `id` (when given) has the slug. */
async function isSlugFree(repo: RepositoryReader, slug: string, id?: number) {
  const where = { slug, ...(id === undefined ? {} : { id: { not: id } }) }
  return (await repo.count(blogPostsTable, where)) === 0
}

/** 409 at the slug when another post has it. */
async function requireFreeSlug(repo: RepositoryReader, slug: string, id?: number) {
  if (!(await isSlugFree(repo, slug, id))) {
    const message = `The slug "${slug}" is already used by another post.`
    throw new HttpError(409, { message, errors: { slug: message } })
  }
}

/** The checked fields as they are stored: known categories, a body with prose tags only. */
function storedFields(input: BlogPostInput, now: string, before: BlogPostRow | undefined) {
  const tags = input.categories.map(labelOf)
  if (tags.some((tag) => tag === undefined))
    throw invalidFields('Invalid request: categories', {
      categories: 'Pick categories of the blog',
    })
  const content = sanitizePostHtml(input.content)
  if (!hasText(content))
    throw invalidFields('Invalid request: content', { content: 'Write the post' })
  // Published now the first time it is published; a scheduled post at its time.
  const blogPosted =
    input.status === 'Scheduled' && input.publishAt
      ? new Date(input.publishAt).toISOString()
      : input.status === 'Published' && before?.status === 'Published'
        ? before.blogPosted
        : input.status === 'Published' || !before
          ? now
          : before.blogPosted
  return {
    title: input.title,
    slug: input.slug,
    tags: tags.filter((tag): tag is string => tag !== undefined),
    status: input.status,
    publishAt: input.status === 'Scheduled' ? blogPosted : null,
    excerpt: input.excerpt,
    img: input.featuredImage,
    content,
    blogPosted,
  }
}

const answer = (row: BlogPostRow): BlogPostAnswer => ({ post: toRecord(row) })
const slugQuery = z.object({ slug: z.string().trim().min(1).max(200), id: idParam.optional() })

export const blogPostHandlers = [
  route('get', '/blog/list/data/post', async ({ url, repo, user, ability }) => {
    const { id } = readQuery(url, z.object({ id: idParam }))
    return answer(await editablePost(repo, id, user, ability))
  }),

  route('post', '/blog/list/data/post', async ({ request, repo, user }) => {
    const author = caller(user)
    const input = await readFormJson(request, blogPostInputSchema)
    const created = await repo.transaction(async (tx) => {
      await requireFreeSlug(tx, input.slug)
      const now = new Date().toISOString()
      const row: BlogPostRow = {
        id: await tx.nextId(blogPostsTable),
        ...storedFields(input, now, undefined),
        avatar: author.avatar,
        userFullName: author.fullName,
        authorId: author.id,
        createdTime: now,
        comments: [],
        bookmarked: false,
      }
      return tx.insert(blogPostsTable, row)
    })
    return HttpResponse.json(answer(created), { status: 201 })
  }),

  route('post', '/blog/list/data/post/update', async ({ request, repo, user, ability }) => {
    const { id, ...input } = await readFormJson(request, blogPostUpdateSchema)
    const updated = await repo.transaction(async (tx) => {
      const current = await editablePost(tx, id, user, ability)
      await requireFreeSlug(tx, input.slug, id)
      const fields = storedFields(input, new Date().toISOString(), current)
      return tx.update(blogPostsTable, { ...current, ...fields })
    })
    return answer(updated)
  }),

  route('delete', '/blog/list/data/post', async ({ url, repo, user, ability }) => {
    const ids = readIds(url)
    await repo.transaction(async (tx) => {
      for (const id of ids) {
        await editablePost(tx, id, user, ability)
        await tx.remove(blogPostsTable, id)
        const { rows } = await tx.list(blogBookmarksTable, { where: { postId: id } })
        for (const bookmark of rows) await tx.remove(blogBookmarksTable, bookmark.id)
      }
    })
    return { ids }
  }),

  route('get', '/blog/list/data/slug', async ({ url, repo }) => {
    const { slug, id } = readQuery(url, slugQuery)
    return { slug, available: await isSlugFree(repo, slug, id) } satisfies BlogSlugCheck
  }),
]
