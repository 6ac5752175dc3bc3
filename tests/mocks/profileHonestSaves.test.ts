// The profile's writes are whole or nothing: a like or a vote whose save fails answers 503 and
// leaves the post, the like, the poll and the vote as they were; a saved one survives a reload.
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { ProfilePage, ProfilePostsPage } from '../../src/api/types/profile'
import { openPersistentStore } from '../../src/mocks/db/instance'
import { profileHandlers } from '../../src/mocks/handlers/profile'
import { call, startContractServer } from '../support/contract'
import { failPuts, resetSavesAfterEach } from '../support/failingSaves'

startContractServer(...profileHandlers)

const firstVisit = new Date('2026-05-01T10:00:00Z')
resetSavesAfterEach(firstVisit)

const secondPost = async () => (await call<ProfilePostsPage>('/api/profile/posts')).body.posts[1]
const poll = async () => (await call<ProfilePage>('/api/profile')).body.poll
const like = () =>
  call('/api/profile/posts/like', { method: 'POST', body: { postId: 2, liked: true } })
const vote = () =>
  call('/api/profile/poll/vote', {
    method: 'POST',
    body: { pollId: 'team-call-day', optionId: 'friday' },
  })

describe('profile writes on IndexedDB', () => {
  it('a like and a vote whose save fails answer 503 and change nothing', async () => {
    await openPersistentStore(firstVisit)
    const [postBefore, pollBefore] = [await secondPost(), await poll()]
    failPuts()
    expect((await like()).status).toBe(503)
    expect((await vote()).status).toBe(503)
    expect(await secondPost()).toEqual(postBefore)
    expect(await poll()).toEqual(pollBefore)
  })

  it('a saved like and vote are kept after a reload', async () => {
    await openPersistentStore(firstVisit)
    expect((await like()).status).toBe(200)
    expect((await vote()).status).toBe(200)
    await openPersistentStore(firstVisit)
    expect(await secondPost()).toMatchObject({ youLiked: true, likes: 313 })
    expect((await poll()).votedOptionId).toBe('friday')
  })
})
