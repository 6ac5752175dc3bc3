import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { BlogComment, BlogPostDetail } from '../../src/api/types/blog'
import { buildBlogPost, toBlogPostDetail } from '../../src/fixtures/blog'
import { blogPostMachine } from '../../src/machines/blog/blogPostMachine'

const post: BlogPostDetail = toBlogPostDetail(buildBlogPost({ id: 7, bookmarked: true }))

function startPost(id: number | null, { refuseBookmark = false } = {}) {
  const sent: Array<{ postId: number; parentId: number | null; text: string }> = []
  const machine = blogPostMachine.provide({
    actors: {
      loadPost: fromPromise<BlogPostDetail | null, { id: number | null }>(async ({ input }) =>
        input.id === 404 ? null : post,
      ),
      sendComment: fromPromise<
        BlogComment,
        { postId: number; parentId: number | null; text: string }
      >(async ({ input }) => {
        sent.push(input)
        return {
          id: sent.length,
          parentId: input.parentId,
          avatar: '',
          userFullName: 'Amara Okafor',
          commentedAt: '2026-03-16T10:00:00.000Z',
          commentText: input.text,
        }
      }),
      saveBookmark: fromPromise<boolean, { postId: number; bookmarked: boolean }>(
        async ({ input }) => {
          if (refuseBookmark) throw new Error('offline')
          return input.bookmarked
        },
      ),
    },
  })
  return { actor: createActor(machine, { input: { id } }).start(), sent }
}

describe('blogPostMachine', () => {
  it('adds a comment and counts it; a blank one is not sent', async () => {
    const { actor, sent } = startPost(7)
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    actor.send({ type: 'comment.send', text: '   ', parentId: null })
    expect(actor.getSnapshot().hasTag('commenting')).toBe(false)
    actor.send({ type: 'comment.send', text: 'Lovely', parentId: null })
    await waitFor(actor, (snapshot) => snapshot.context.commentsSent === 1)
    expect(sent).toEqual([{ postId: 7, parentId: null, text: 'Lovely' }])
    expect(actor.getSnapshot().context.post).toMatchObject({ comment: 1 })
  })

  it('flips the bookmark at once and puts it back when it cannot be kept', async () => {
    const { actor } = startPost(7, { refuseBookmark: true })
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    actor.send({ type: 'bookmark.toggle' })
    expect(actor.getSnapshot().context.post?.bookmarked).toBe(false)
    await waitFor(actor, (snapshot) => snapshot.context.bookmarkFailure !== null)
    expect(actor.getSnapshot().context.post?.bookmarked).toBe(true)
  })

  it('is notFound for a post the back end does not have', async () => {
    const { actor } = startPost(404)
    await waitFor(actor, (snapshot) => snapshot.hasTag('notFound'))
  })
})
