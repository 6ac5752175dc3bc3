import { assign, enqueueActions, setup } from 'xstate'
import {
  commentOnProfilePost,
  connectWithSuggestion,
  fetchProfilePage,
  fetchProfilePosts,
  likeProfilePost,
  voteInProfilePoll,
} from '../../api/profile'
import type {
  ProfileCommentResponse,
  ProfileFeedComment,
  ProfileFeedPost,
  ProfilePage,
  ProfilePollView,
  ProfilePostsPage,
} from '../../api/types/profile'
import { failureOf } from '../shared/callFailure'
import { fromCall } from '../shared/fromCall'
import { noticeRegion } from '../shared/noticeRegion'
import { fromWrite, runStep, writeAnswers } from '../shared/writeKit'
import {
  type ProfileContext,
  type ProfileEvent,
  type ProfileStep,
  profileStepFor,
  type ProfileWrite,
  type ProfileWriteOutput,
} from './profileSteps'

function sendProfileWrite(write: ProfileWrite): Promise<ProfileWriteOutput> {
  return write.kind === 'like'
    ? likeProfilePost(write.postId, write.liked)
    : connectWithSuggestion(write.suggestionId)
}

/** Posts after `more`, each once (a post may have moved a page since). */
const appended = (posts: ProfileFeedPost[], more: ProfileFeedPost[]) => [
  ...posts,
  ...more.filter((post) => !posts.some((known) => known.id === post.id)),
]

const withComment = (posts: ProfileFeedPost[], postId: number, comment: ProfileFeedComment) =>
  posts.map((post) =>
    post.id === postId ? { ...post, comments: [...post.comments, comment] } : post,
  )

/**
 * The signed-in account's profile: loading → populated | error. The feed grows a page at a time
 * ("Load more", by cursor); likes and Connect are optimistic (put back with a notice when
 * refused); comments are sent one at a time; the poll takes one vote and then shows its results.
 */
export const profileMachine = setup({
  types: { context: {} as ProfileContext, events: {} as ProfileEvent },
  actors: {
    loadProfile: fromCall<{ page: ProfilePage; first: ProfilePostsPage }>(async ({ signal }) => {
      const [page, first] = await Promise.all([
        fetchProfilePage(signal),
        fetchProfilePosts(null, signal),
      ])
      return { page, first }
    }),
    loadMore: fromCall<ProfilePostsPage, { cursor: string | null }>(({ input, signal }) =>
      fetchProfilePosts(input.cursor, signal),
    ),
    sendComment: fromCall<ProfileCommentResponse, { postId: number; text: string }>(({ input }) =>
      commentOnProfilePost(input.postId, input.text),
    ),
    sendVote: fromCall<ProfilePollView, { pollId: string; optionId: string }>(
      async ({ input }) => (await voteInProfilePoll(input.pollId, input.optionId)).poll,
    ),
    write: fromWrite(sendProfileWrite),
  },
  delays: { noticeDuration: 6000 },
  actions: {
    run: enqueueActions(({ context, event, enqueue }, given: ProfileStep | undefined) =>
      runStep(enqueue, event, given ?? profileStepFor(context, event)),
    ),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'profile',
  context: {
    page: null,
    posts: [],
    nextCursor: null,
    failure: null,
    moreFailure: null,
    commentFailure: null,
    commentPostId: null,
    commentsSent: 0,
    pollFailure: null,
    pendingWrites: {},
    writeCount: 0,
    notice: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadProfile',
        onDone: {
          target: 'populated',
          actions: assign(({ event }) => ({
            page: event.output.page,
            posts: event.output.first.posts,
            nextCursor: event.output.first.nextCursor,
            failure: null,
          })),
        },
        onError: {
          target: 'error',
          actions: assign({ failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    error: { tags: ['error'], on: { 'profile.retry': 'loading' } },
    populated: {
      tags: ['populated'],
      type: 'parallel',
      on: {
        'post.like': { actions: 'run' },
        'suggestion.connect': { actions: 'run' },
        ...writeAnswers,
      },
      states: {
        more: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'posts.more': {
                  guard: ({ context }) => context.nextCursor !== null,
                  target: 'loading',
                },
              },
            },
            loading: {
              tags: ['loadingMore'],
              invoke: {
                src: 'loadMore',
                input: ({ context }) => ({ cursor: context.nextCursor }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    posts: appended(context.posts, event.output.posts),
                    nextCursor: event.output.nextCursor,
                    moreFailure: null,
                  })),
                },
                onError: {
                  target: 'idle',
                  actions: assign({ moreFailure: ({ event }) => failureOf(event.error) }),
                },
              },
            },
          },
        },
        comment: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'comment.send': {
                  guard: ({ event }) => event.text.trim().length > 0,
                  target: 'sending',
                  actions: assign(({ event }) => ({
                    commentPostId: event.postId,
                    commentFailure: null,
                  })),
                },
              },
            },
            sending: {
              tags: ['commenting'],
              invoke: {
                src: 'sendComment',
                input: ({ event }) => {
                  if (event.type !== 'comment.send') throw new Error('sending without a comment')
                  return { postId: event.postId, text: event.text }
                },
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    posts: withComment(context.posts, event.output.postId, event.output.comment),
                    commentsSent: context.commentsSent + 1,
                  })),
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    commentFailure:
                      context.commentPostId === null
                        ? null
                        : {
                            postId: context.commentPostId,
                            failure: failureOf(event.error),
                          },
                  })),
                },
              },
            },
          },
        },
        poll: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'poll.vote': {
                  guard: ({ context }) => context.page?.poll.votedOptionId === null,
                  target: 'voting',
                },
              },
            },
            voting: {
              tags: ['voting'],
              invoke: {
                src: 'sendVote',
                input: ({ context, event }) => ({
                  pollId: context.page?.poll.id ?? '',
                  optionId: event.type === 'poll.vote' ? event.optionId : '',
                }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    page: context.page && { ...context.page, poll: event.output },
                    pollFailure: null,
                  })),
                },
                onError: {
                  target: 'idle',
                  actions: assign({ pollFailure: ({ event }) => failureOf(event.error) }),
                },
              },
            },
          },
        },
        notice: noticeRegion(),
      },
    },
  },
})
