// A post's comments and replies, and each account's bookmarks.
import { HttpResponse } from 'msw'
import { z } from 'zod'
import type { LoginUser } from '../../api/types/auth'
import type { BlogBookmarkResponse, BlogComment, BlogCommentResponse } from '../../api/types/blog'
import type { RepositoryReader } from '../db/repository'
import { notFound, unauthorized } from '../http/errors'
import { readJson } from '../http/input'
import { route } from '../http/route'
import { blogBookmarksTable, blogPostsTable } from './blogTables'

const accountOf = (user: LoginUser | undefined): LoginUser => {
  if (!user) throw unauthorized('Sign in to comment or bookmark.')
  return user
}

const bookmarkKey = (userId: number, postId: number) => `${userId}:${postId}`

/** Whether the caller bookmarked the post. */
export async function isBookmarkedBy(
  repo: RepositoryReader,
  user: LoginUser | undefined,
  postId: number,
): Promise<boolean> {
  if (!user) return false
  return (await repo.get(blogBookmarksTable, bookmarkKey(user.id, postId))) !== undefined
}

const postId = z.number().int().positive()
const commentBody = z.strictObject({
  postId,
  parentId: z.number().int().positive().nullable().optional(),
  commentText: z.string().trim().min(1, 'is required').max(1000),
})
const bookmarkBody = z.strictObject({ postId, bookmarked: z.boolean() })

export const blogCommentHandlers = [
  route('post', '/blog/list/data/comments', async ({ request, repo, user }) => {
    const author = accountOf(user)
    const { postId: id, parentId = null, commentText } = await readJson(request, commentBody)
    const comment = await repo.transaction(async (tx) => {
      const post = await tx.get(blogPostsTable, id)
      if (!post) throw notFound(`No blog post with id ${id}.`)
      const parent = post.comments.find((candidate) => candidate.id === parentId)
      if (parentId !== null && !parent) throw notFound(`Post ${id} has no comment ${parentId}.`)
      // Replies stay one level deep: a reply to a reply answers its comment.
      const thread = parent ? (parent.parentId ?? parent.id) : null
      const added: BlogComment = {
        id: Math.max(0, ...post.comments.map((existing) => existing.id)) + 1,
        parentId: thread,
        avatar: author.avatar,
        userFullName: author.fullName,
        commentedAt: new Date().toISOString(),
        commentText,
      }
      await tx.update(blogPostsTable, { ...post, comments: [...post.comments, added] })
      return added
    })
    return HttpResponse.json({ comment } satisfies BlogCommentResponse, { status: 201 })
  }),

  route('post', '/blog/list/data/bookmark', async ({ request, repo, user }) => {
    const { id: userId } = accountOf(user)
    const { postId: id, bookmarked } = await readJson(request, bookmarkBody)
    await repo.transaction(async (tx) => {
      if (!(await tx.get(blogPostsTable, id))) throw notFound(`No blog post with id ${id}.`)
      const key = bookmarkKey(userId, id)
      const existing = await tx.get(blogBookmarksTable, key)
      if (bookmarked && !existing)
        await tx.insert(blogBookmarksTable, { id: key, userId, postId: id })
      if (!bookmarked && existing) await tx.remove(blogBookmarksTable, key)
    })
    return { postId: id, bookmarked } satisfies BlogBookmarkResponse
  }),
]
