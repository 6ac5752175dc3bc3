import { describe, expect, it } from 'vitest'
import type {
  ProfileCommentResponse,
  ProfileLikeResponse,
  ProfilePage,
  ProfilePostsPage,
  ProfileVoteResponse,
} from '../../src/api/types/profile'
import { profileHandlers } from '../../src/mocks/handlers/profile'
import { call, type CallerRole, startContractServer } from '../support/contract'

startContractServer(...profileHandlers)

const page = async (as: CallerRole = 'admin') =>
  (await call<ProfilePage>('/api/profile', { as })).body
const posts = (cursor?: string, as: CallerRole = 'admin') =>
  call<ProfilePostsPage>('/api/profile/posts', { query: { cursor }, as })
const post = <Body>(path: string, body: unknown, as: CallerRole = 'admin') =>
  call<Body>(`/api/profile/${path}`, { method: 'POST', body, as })
const like = (postId: number, liked: boolean, as: CallerRole = 'admin') =>
  post<ProfileLikeResponse>('posts/like', { postId, liked }, as)
const vote = (optionId: string, as: CallerRole = 'admin') =>
  post<ProfileVoteResponse>('poll/vote', { pollId: 'team-call-day', optionId }, as)

describe('GET /api/profile', () => {
  it("answers the caller's own header and about, and the page's sections", async () => {
    const admin = await page('admin')
    expect(admin.owner).toMatchObject({
      fullName: 'Amara Okafor',
      designation: 'Head of Operations',
      location: 'Lagos, Nigeria',
      joined: '2022-12-15',
      email: 'admin@demo.com',
    })
    expect(admin.suggestedPages).toHaveLength(5)
    expect(admin.twitterFeeds).toHaveLength(3)
    expect(admin.latestPhotos[0]).toEqual({
      img: '/assets/images/covers/team-offsite.svg',
      alt: 'team offsite',
    })
    expect(admin.suggestions.map((person) => person.connected)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
    const client = await page('client')
    expect(client.owner).toMatchObject({ fullName: 'Jonas Lindqvist', location: 'Malmö, Sweden' })
  })

  it('keeps the poll results back until the caller has voted', async () => {
    const { poll } = await page()
    expect(poll).toMatchObject({ id: 'team-call-day', votedOptionId: null, results: null })
    expect(poll.options.map((option) => option.name)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Friday',
    ])
  })

  it('answers 401 when signed out', async () => {
    expect((await call('/api/profile', { as: 'signed-out' })).status).toBe(401)
    expect((await posts(undefined, 'signed-out')).status).toBe(401)
  })
})

describe('GET /api/profile/posts', () => {
  it('pages the feed newest first by cursor, to a last page without one', async () => {
    const first = await posts()
    expect(first.body.posts.map((each) => each.id)).toEqual([1, 2, 3])
    expect(first.body.posts[0]).toMatchObject({ youLiked: true, likes: 1240 })
    expect(first.body.posts[0]?.comments[0]).toMatchObject({ id: 1, fullName: 'Léon Dubois' })
    const second = await posts(first.body.nextCursor ?? '')
    expect(second.body.posts.map((each) => each.id)).toEqual([4, 5, 6])
    const last = await posts(second.body.nextCursor ?? '')
    expect(last.body).toMatchObject({ nextCursor: null })
    expect(last.body.posts.map((each) => each.id)).toEqual([7, 8])
  })

  it('refuses a cursor it never gave and a limit over 20', async () => {
    expect((await posts('999')).status).toBe(400)
    expect((await posts('abc')).status).toBe(400)
    const tooMany = await call('/api/profile/posts', { query: { limit: 21 } })
    expect(tooMany.status).toBe(400)
  })
})

describe('POST /api/profile/posts/like', () => {
  it('counts a like once, keeps it per account, and takes it back', async () => {
    const liked = await like(2, true)
    expect(liked.body).toEqual({ postId: 2, liked: true, likes: 313 })
    expect((await like(2, true)).body.likes).toBe(313)
    const [, second] = (await posts()).body.posts
    expect(second).toMatchObject({ youLiked: true, likes: 313 })
    expect(second?.likedUsers[0]?.fullName).toBe('Amara Okafor')
    // The client sees the count, not the admin's like.
    expect((await posts(undefined, 'client')).body.posts[1]).toMatchObject({
      youLiked: false,
      likes: 313,
    })
    expect((await like(2, false)).body).toEqual({ postId: 2, liked: false, likes: 312 })
    expect((await posts()).body.posts[1]?.likedUsers.map((p) => p.fullName)).not.toContain(
      'Amara Okafor',
    )
  })

  it('answers 404 for an unknown post and 400 for a body it cannot read', async () => {
    expect((await like(404, true)).status).toBe(404)
    expect((await post('posts/like', { postId: 1 })).status).toBe(400)
    expect((await post('posts/like', { postId: 1, liked: true, extra: 1 })).status).toBe(400)
    expect((await like(1, true, 'signed-out')).status).toBe(401)
  })
})

describe('POST /api/profile/posts/comments', () => {
  it("adds the caller's comment, trimmed, kept as plain text", async () => {
    const text = '<img src=x onerror="alert(1)"> Nice!'
    const added = await post<ProfileCommentResponse>(
      'posts/comments',
      { postId: 3, text: `  ${text} ` },
      'client',
    )
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({
      postId: 3,
      comment: { id: 3, fullName: 'Jonas Lindqvist', text },
    })
    const kept = (await posts()).body.posts[2]
    expect(kept?.comments.at(-1)?.text).toBe(text)
  })

  it('refuses an empty comment (400) and an unknown post (404)', async () => {
    expect((await post('posts/comments', { postId: 3, text: '   ' })).status).toBe(400)
    const unknown = await post<{ message: string }>('posts/comments', { postId: 77, text: 'Hi' })
    expect(unknown).toEqual({ status: 404, body: { message: 'No post with id 77.' } })
  })
})

describe('POST /api/profile/poll/vote', () => {
  it('counts one vote per account, shows the results, and refuses a second with 409', async () => {
    const voted = await vote('wednesday')
    expect(voted.status).toBe(200)
    expect(voted.body.poll.votedOptionId).toBe('wednesday')
    expect(voted.body.poll.results).toEqual([
      { optionId: 'monday', votes: 3 },
      { optionId: 'tuesday', votes: 9 },
      { optionId: 'wednesday', votes: 7 },
      { optionId: 'friday', votes: 2 },
    ])
    const again = await vote('monday')
    expect(again.status).toBe(409)
    expect((await page()).poll.results?.[0]).toEqual({ optionId: 'monday', votes: 3 })
    // Another account still has its own vote.
    expect((await page('client')).poll.results).toBeNull()
    expect((await vote('monday', 'client')).body.poll.results?.[0]?.votes).toBe(4)
  })

  it('answers 404 for an unknown poll or option and 400 for a bad body', async () => {
    expect((await vote('sunday')).status).toBe(404)
    expect((await post('poll/vote', { pollId: 'nope', optionId: 'monday' })).status).toBe(404)
    expect((await post('poll/vote', { optionId: 'monday' })).status).toBe(400)
    expect((await page()).poll.votedOptionId).toBeNull()
  })
})

describe('POST /api/profile/suggestions/connect', () => {
  it('keeps a connection per account; a second is 409 and an unknown person 404', async () => {
    const connected = await post('suggestions/connect', { suggestionId: 2 })
    expect(connected.body).toEqual({ suggestionId: 2, connected: true })
    expect((await page()).suggestions[1]?.connected).toBe(true)
    expect((await page('client')).suggestions[1]?.connected).toBe(false)
    expect((await post('suggestions/connect', { suggestionId: 2 })).status).toBe(409)
    expect((await post('suggestions/connect', { suggestionId: 99 })).status).toBe(404)
  })
})
