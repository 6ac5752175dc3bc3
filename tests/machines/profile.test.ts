import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { ApiError } from '../../src/api/http'
import type {
  ProfileCommentResponse,
  ProfilePage,
  ProfilePollView,
  ProfilePostsPage,
} from '../../src/api/types/profile'
import { buildProfileFeedPost } from '../../src/fixtures/profileFeed'
import { profileMachine } from '../../src/machines/profile/profileMachine'
import type { ProfileWrite, ProfileWriteOutput } from '../../src/machines/profile/profileSteps'
import { fromWrite } from '../../src/machines/shared/writeKit'

const owner = {
  fullName: 'Amara Okafor',
  avatar: '/a.svg',
  coverImg: '/c.svg',
  designation: 'Head of Operations',
  location: 'Lagos',
  joined: '2022-12-15',
  email: 'admin@demo.com',
  about: '',
  website: '',
}
const poll: ProfilePollView = {
  id: 'day',
  question: 'Which day?',
  options: [
    { id: 'monday', name: 'Monday' },
    { id: 'friday', name: 'Friday' },
  ],
  votedOptionId: null,
  results: null,
}
const page: ProfilePage = {
  owner,
  suggestedPages: [],
  twitterFeeds: [],
  latestPhotos: [],
  suggestions: [{ id: 4, fullName: 'Léon Dubois', avatar: '', mutualFriends: 3, connected: false }],
  poll,
}
const post = (id: number, likes = 10) => ({
  ...buildProfileFeedPost({ id, likes }),
  youLiked: false,
})
const pages: Record<string, ProfilePostsPage> = {
  first: { posts: [post(1), post(2)], nextCursor: '2' },
  '2': { posts: [post(2), post(3)], nextCursor: null },
}

const refusal = (status: number, message: string) => new ApiError(status, { message }, message)
const noPosts: ProfilePostsPage = { posts: [], nextCursor: null }

/** A call the test answers by hand. */
function deferred<Value>() {
  let resolve: (value: Value) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<Value>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

function startProfile({ clock }: { clock?: SimulatedClock } = {}) {
  const writes: Array<{ write: ProfileWrite } & ReturnType<typeof deferred<ProfileWriteOutput>>> =
    []
  const votes: string[] = []
  const machine = profileMachine.provide({
    actors: {
      loadProfile: fromPromise(async () => ({ page, first: pages.first ?? noPosts })),
      loadMore: fromPromise<ProfilePostsPage, { cursor: string | null }>(async ({ input }) => {
        const next = pages[input.cursor ?? '']
        if (!next) throw refusal(400, 'Unknown cursor')
        return next
      }),
      sendComment: fromPromise<ProfileCommentResponse, { postId: number; text: string }>(
        async ({ input }) => {
          if (input.postId === 404) throw refusal(404, 'No post with id 404.')
          const comment = {
            id: 9,
            fullName: owner.fullName,
            avatar: '',
            text: input.text,
            commentedAt: '',
          }
          return { postId: input.postId, comment }
        },
      ),
      sendVote: fromPromise<ProfilePollView, { pollId: string; optionId: string }>(
        async ({ input }) => {
          votes.push(input.optionId)
          if (votes.length > 1) throw refusal(409, 'You have already voted in this poll.')
          return {
            ...poll,
            votedOptionId: input.optionId,
            results: [
              { optionId: 'monday', votes: 4 },
              { optionId: 'friday', votes: 1 },
            ],
          }
        },
      ),
      write: fromWrite((write: ProfileWrite) => {
        const call = { write, ...deferred<ProfileWriteOutput>() }
        writes.push(call)
        return call.promise
      }),
    },
  })
  const actor = createActor(machine, clock ? { clock } : {}).start()
  return { actor, writes, votes }
}

const likesOf = (actor: ReturnType<typeof startProfile>['actor'], id: number) =>
  actor.getSnapshot().context.posts.find((each) => each.id === id)

describe('profileMachine', () => {
  it('loads the page and the first posts, then more by cursor, each post once', async () => {
    const { actor } = startProfile()
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    actor.send({ type: 'posts.more' })
    expect(actor.getSnapshot().hasTag('loadingMore')).toBe(true)
    await waitFor(actor, (snapshot) => !snapshot.hasTag('loadingMore'))
    const { posts, nextCursor } = actor.getSnapshot().context
    expect(posts.map((each) => each.id)).toEqual([1, 2, 3])
    expect(nextCursor).toBeNull()
    // Nothing more to load: the event does nothing.
    actor.send({ type: 'posts.more' })
    expect(actor.getSnapshot().hasTag('loadingMore')).toBe(false)
  })

  it('likes at once and keeps the count the back end answers', async () => {
    const { actor, writes } = startProfile()
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    actor.send({ type: 'post.like', postId: 1 })
    expect(likesOf(actor, 1)).toMatchObject({ youLiked: true, likes: 11 })
    expect(likesOf(actor, 1)?.likedUsers[0]?.fullName).toBe('Amara Okafor')
    expect(writes.map((call) => call.write)).toEqual([{ kind: 'like', postId: 1, liked: true }])
    writes[0]?.resolve({ postId: 1, liked: true, likes: 15 })
    await waitFor(actor, (snapshot) => Object.keys(snapshot.context.pendingWrites).length === 0)
    expect(likesOf(actor, 1)).toMatchObject({ youLiked: true, likes: 15 })
  })

  it('puts a refused like back and says so; the notice leaves after its time', () => {
    const clock = new SimulatedClock()
    const { actor, writes } = startProfile({ clock })
    return waitFor(actor, (snapshot) => snapshot.hasTag('populated')).then(async () => {
      actor.send({ type: 'post.like', postId: 2 })
      actor.send({ type: 'post.like', postId: 2 })
      expect(likesOf(actor, 2)).toMatchObject({ youLiked: false, likes: 10 })
      writes[0]?.resolve({ postId: 2, liked: true, likes: 11 })
      writes[1]?.reject(refusal(500, 'down'))
      await waitFor(actor, (snapshot) => snapshot.context.notice !== null)
      // The unlike was refused: back to liked, as the first write left it.
      expect(likesOf(actor, 2)).toMatchObject({ youLiked: true, likes: 11 })
      expect(actor.getSnapshot().context.notice).toEqual({
        kind: 'likeFailed',
        failure: { reason: 'unavailable' },
      })
      clock.increment(6000)
      expect(actor.getSnapshot().context.notice).toBeNull()
    })
  })

  it('connects at once, once, and puts a refused connection back', async () => {
    const { actor, writes } = startProfile()
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    actor.send({ type: 'suggestion.connect', suggestionId: 4 })
    actor.send({ type: 'suggestion.connect', suggestionId: 4 })
    expect(writes).toHaveLength(1)
    expect(actor.getSnapshot().context.page?.suggestions[0]?.connected).toBe(true)
    writes[0]?.reject(refusal(409, 'You are already connected.'))
    await waitFor(actor, (snapshot) => snapshot.context.notice?.kind === 'connectFailed')
    expect(actor.getSnapshot().context.page?.suggestions[0]?.connected).toBe(false)
  })

  it('adds a comment to its post; a blank one is not sent, a refused one is said', async () => {
    const { actor } = startProfile()
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    actor.send({ type: 'comment.send', postId: 2, text: '  ' })
    expect(actor.getSnapshot().hasTag('commenting')).toBe(false)
    actor.send({ type: 'comment.send', postId: 2, text: 'Well done' })
    expect(actor.getSnapshot().hasTag('commenting')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.context.commentsSent === 1)
    expect(likesOf(actor, 2)?.comments.map((each) => each.text)).toEqual(['Well done'])
    actor.send({ type: 'comment.send', postId: 404, text: 'Hello?' })
    await waitFor(actor, (snapshot) => snapshot.context.commentFailure !== null)
    expect(actor.getSnapshot().context.commentFailure).toEqual({
      postId: 404,
      failure: { reason: 'rejected', message: 'No post with id 404.' },
    })
  })

  it('votes once: the results follow, and a second vote is not sent', async () => {
    const { actor, votes } = startProfile()
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    actor.send({ type: 'poll.vote', optionId: 'monday' })
    expect(actor.getSnapshot().hasTag('voting')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.context.page?.poll.results !== null)
    expect(actor.getSnapshot().context.page?.poll.votedOptionId).toBe('monday')
    actor.send({ type: 'poll.vote', optionId: 'friday' })
    expect(votes).toEqual(['monday'])
  })

  it('shows an error and loads again on retry', async () => {
    let attempts = 0
    const machine = profileMachine.provide({
      actors: {
        loadProfile: fromPromise(async () => {
          attempts += 1
          if (attempts === 1) throw refusal(500, 'down')
          return { page, first: noPosts }
        }),
      },
    })
    const actor = createActor(machine).start()
    await waitFor(actor, (snapshot) => snapshot.hasTag('error'))
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'unavailable' })
    actor.send({ type: 'profile.retry' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    expect(actor.getSnapshot().context.posts).toEqual([])
  })
})
