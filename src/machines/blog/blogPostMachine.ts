import { assign, setup } from 'xstate'
import { addBlogComment, fetchBlogPost, setBlogBookmark } from '../../api/blog'
import { ApiError } from '../../api/http'
import type { BlogComment, BlogPostDetail } from '../../api/types/blog'
import { type CallFailure, failureOf } from '../shared/callFailure'
import { fromCall } from '../shared/fromCall'

export interface BlogPostContext {
  /** The URL's id; null: the bare route, which opens the newest post. */
  id: number | null
  post: BlogPostDetail | null
  failure: CallFailure | null
  /** Why the last comment could not be added. */
  commentFailure: CallFailure | null
  /** How many comments this page added: the form clears when it grows. */
  commentsSent: number
  bookmarkFailure: CallFailure | null
}

export type BlogPostEvent =
  | { type: 'post.open'; id: number | null }
  | { type: 'post.retry' }
  | { type: 'comment.send'; text: string; parentId: number | null }
  | { type: 'bookmark.toggle' }

interface CommentInput {
  postId: number
  parentId: number | null
  text: string
}

async function loadPost(id: number | null, signal: AbortSignal): Promise<BlogPostDetail | null> {
  try {
    return await fetchBlogPost(id ?? undefined, signal)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

const withComment = (post: BlogPostDetail, comment: BlogComment): BlogPostDetail => ({
  ...post,
  comments: [...post.comments, comment],
  comment: post.comment + 1,
})

/**
 * A blog post: loading → populated | notFound | error; comments and replies added one at a time
 * (`commenting`), the bookmark flipped at once and put back when the back end refuses it.
 */
export const blogPostMachine = setup({
  types: {
    context: {} as BlogPostContext,
    events: {} as BlogPostEvent,
    input: {} as { id: number | null },
  },
  actors: {
    loadPost: fromCall<BlogPostDetail | null, { id: number | null }>(({ input, signal }) =>
      loadPost(input.id, signal),
    ),
    sendComment: fromCall<BlogComment, CommentInput>(
      async ({ input }) =>
        (
          await addBlogComment({
            postId: input.postId,
            parentId: input.parentId,
            commentText: input.text,
          })
        ).comment,
    ),
    saveBookmark: fromCall<boolean, { postId: number; bookmarked: boolean }>(
      async ({ input }) => (await setBlogBookmark(input)).bookmarked,
    ),
  },
  guards: {
    isFound: (_, post: BlogPostDetail | null) => post !== null,
  },
}).createMachine({
  id: 'blogPost',
  context: ({ input }) => ({
    id: input.id,
    post: null,
    failure: null,
    commentFailure: null,
    commentsSent: 0,
    bookmarkFailure: null,
  }),
  initial: 'loading',
  on: {
    'post.open': { target: '.loading', actions: assign(({ event }) => ({ id: event.id })) },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadPost',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            target: 'populated',
            actions: assign({ post: ({ event }) => event.output, failure: null }),
          },
          { target: 'notFound', actions: assign({ post: null }) },
        ],
        onError: {
          target: 'error',
          actions: assign({ failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    notFound: { tags: ['notFound'] },
    error: { tags: ['error'], on: { 'post.retry': 'loading' } },
    populated: {
      tags: ['populated'],
      type: 'parallel',
      states: {
        comment: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'comment.send': {
                  guard: ({ event }) => event.text.trim().length > 0,
                  target: 'sending',
                },
              },
            },
            sending: {
              tags: ['commenting'],
              invoke: {
                src: 'sendComment',
                input: ({ context, event }) => {
                  if (event.type !== 'comment.send' || !context.post)
                    throw new Error('sending without a comment')
                  return { postId: context.post.id, parentId: event.parentId, text: event.text }
                },
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    post: context.post && withComment(context.post, event.output),
                    commentFailure: null,
                    commentsSent: context.commentsSent + 1,
                  })),
                },
                onError: {
                  target: 'idle',
                  actions: assign({ commentFailure: ({ event }) => failureOf(event.error) }),
                },
              },
            },
          },
        },
        bookmark: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'bookmark.toggle': {
                  target: 'saving',
                  actions: assign(({ context }) => ({
                    post: context.post && { ...context.post, bookmarked: !context.post.bookmarked },
                    bookmarkFailure: null,
                  })),
                },
              },
            },
            saving: {
              invoke: {
                src: 'saveBookmark',
                input: ({ context }) => ({
                  postId: context.post?.id ?? 0,
                  bookmarked: context.post?.bookmarked ?? false,
                }),
                onDone: 'idle',
                onError: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    post: context.post && { ...context.post, bookmarked: !context.post.bookmarked },
                    bookmarkFailure: failureOf(event.error),
                  })),
                },
              },
            },
          },
        },
      },
    },
  },
})
