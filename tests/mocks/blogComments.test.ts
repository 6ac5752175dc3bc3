import { describe, expect, it } from 'vitest'
import type { RegisterResponse } from '../../src/api/types/auth'
import type {
  BlogBookmarkResponse,
  BlogCommentResponse,
  BlogListResponse,
  BlogPostDetail,
} from '../../src/api/types/blog'
import { authHandlers } from '../../src/mocks/handlers/auth'
import { blogHandlers } from '../../src/mocks/handlers/blog'
import { call, startContractServer } from '../support/contract'

startContractServer(...blogHandlers, ...authHandlers)

const detail = async (id: number, token?: string) =>
  (await call<BlogPostDetail>('/blog/list/data/detail', { query: { id }, token })).body
const comment = (body: unknown) =>
  call<BlogCommentResponse>('/blog/list/data/comments', { method: 'POST', body })
const bookmark = (body: unknown, token?: string) =>
  call<BlogBookmarkResponse>('/blog/list/data/bookmark', { method: 'POST', body, token })

describe('GET /blog/list/data with category', () => {
  it('answers only the posts tagged with the category, and 400 for an unknown one', async () => {
    const { body } = await call<BlogListResponse>('/blog/list/data', {
      query: { category: 'food' },
    })
    expect(body.total).toBeGreaterThan(0)
    for (const post of body.posts) expect(post.tags).toContain('Food')
    expect((await call('/blog/list/data', { query: { category: 'gardening' } })).status).toBe(400)
  })
})

describe('POST /blog/list/data/comments', () => {
  it('adds a comment and a reply by the caller, kept in the post and counted in the list', async () => {
    const before = await detail(6)
    const added = await comment({ postId: 6, commentText: '  Which train was it?  ' })
    expect(added.status).toBe(201)
    expect(added.body.comment).toMatchObject({
      parentId: null,
      userFullName: expect.any(String),
      commentText: 'Which train was it?',
    })
    const reply = await comment({
      postId: 6,
      parentId: added.body.comment.id,
      commentText: 'The night train from Paris.',
    })
    expect(reply.body.comment.parentId).toBe(added.body.comment.id)
    // A reply to a reply joins its comment's thread.
    const nested = await comment({ postId: 6, parentId: reply.body.comment.id, commentText: 'Ok' })
    expect(nested.body.comment.parentId).toBe(added.body.comment.id)
    const after = await detail(6)
    expect(after.comments).toHaveLength(before.comments.length + 3)
    expect(after.comment).toBe(before.comment + 3)
  })

  it('keeps a script payload as plain text', async () => {
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>'
    const { body } = await comment({ postId: 6, commentText: payload })
    expect(body.comment.commentText).toBe(payload)
  })

  it('answers 404 for an unknown post or comment, 400 for an empty text, and keeps nothing', async () => {
    const before = await detail(6)
    expect((await comment({ postId: 999, commentText: 'Hi' })).status).toBe(404)
    const unknownParent = await comment({ postId: 6, parentId: 99, commentText: 'Hi' })
    expect(unknownParent).toEqual({ status: 404, body: { message: 'Post 6 has no comment 99.' } })
    const blank = await comment({ postId: 6, commentText: '   ' })
    expect(blank.status).toBe(400)
    expect(blank.body).toEqual({ message: expect.stringContaining('commentText') })
    expect((await detail(6)).comments).toEqual(before.comments)
  })

  it('answers 403 to a client', async () => {
    const client = await call('/blog/list/data/comments', {
      method: 'POST',
      as: 'client',
      body: { postId: 6, commentText: 'Hi' },
    })
    expect(client.status).toBe(403)
  })
})

describe('POST /blog/list/data/bookmark', () => {
  it("keeps each account's bookmarks apart", async () => {
    expect((await detail(1)).bookmarked).toBe(true)
    expect((await detail(6)).bookmarked).toBe(false)
    expect((await bookmark({ postId: 6, bookmarked: true })).body).toEqual({
      postId: 6,
      bookmarked: true,
    })
    await bookmark({ postId: 1, bookmarked: false })
    expect((await detail(6)).bookmarked).toBe(true)
    expect((await detail(1)).bookmarked).toBe(false)

    const registered = await call<RegisterResponse>('/jwt/register', {
      method: 'POST',
      as: 'signed-out',
      body: { email: 'writer@demo.com', password: 'secret-pass', username: 'writer' },
    })
    if (!('accessToken' in registered.body)) throw new Error('expected a new account')
    expect((await detail(6, registered.body.accessToken)).bookmarked).toBe(false)
  })

  it('answers 404 for an unknown post and 400 for a malformed body', async () => {
    expect((await bookmark({ postId: 999, bookmarked: true })).status).toBe(404)
    expect((await bookmark({ postId: 6 })).status).toBe(400)
    expect((await bookmark({ postId: 6, bookmarked: true, userId: 2 })).status).toBe(400)
  })
})
