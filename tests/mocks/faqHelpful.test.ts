import { describe, expect, it } from 'vitest'
import type { RegisterResponse } from '../../src/api/types/auth'
import type { HelpfulVoteResponse, HelpfulVotesResponse } from '../../src/api/types/faq'
import { authHandlers } from '../../src/mocks/handlers/auth'
import { faqHandlers } from '../../src/mocks/handlers/faq'
import { call, startContractServer } from '../support/contract'

startContractServer(...faqHandlers, ...authHandlers)

const vote = (body: unknown, token?: string) =>
  call<HelpfulVoteResponse>('/faq/data/helpful', { method: 'POST', body, token })
const votesOf = async (token?: string) =>
  (await call<HelpfulVotesResponse>('/faq/data/helpful', { token })).body.votes

async function anotherAdmin(): Promise<string> {
  const registered = await call<RegisterResponse>('/jwt/register', {
    method: 'POST',
    as: 'signed-out',
    body: { email: 'reader@demo.com', password: 'secret-pass', username: 'reader' },
  })
  if (!('accessToken' in registered.body)) throw new Error('expected a new account')
  return registered.body.accessToken
}

describe('GET and POST /faq/data/helpful', () => {
  it('keeps one answer per account and topic; a later answer replaces it', async () => {
    expect(await votesOf()).toEqual([])
    const first = await vote({ topic: 'faq/how-do-i-track-my-parcel', helpful: true })
    expect(first).toEqual({
      status: 200,
      body: { vote: { topic: 'faq/how-do-i-track-my-parcel', helpful: true } },
    })
    await vote({ topic: 'kb/integrations/use-webhooks', helpful: true })
    await vote({ topic: 'faq/how-do-i-track-my-parcel', helpful: false })
    expect(await votesOf()).toEqual([
      { topic: 'faq/how-do-i-track-my-parcel', helpful: false },
      { topic: 'kb/integrations/use-webhooks', helpful: true },
    ])
  })

  it("never shows one account another's answers", async () => {
    await vote({ topic: 'faq/how-do-i-track-my-parcel', helpful: true })
    const other = await anotherAdmin()
    expect(await votesOf(other)).toEqual([])
    await vote({ topic: 'faq/how-do-i-track-my-parcel', helpful: false }, other)
    expect(await votesOf()).toEqual([{ topic: 'faq/how-do-i-track-my-parcel', helpful: true }])
  })

  it('answers 404 for a question or an article that does not exist, and keeps nothing', async () => {
    const faq = await vote({ topic: 'faq/how-do-i-fly-a-zeppelin', helpful: true })
    expect(faq).toEqual({
      status: 404,
      body: { message: 'Nothing to vote on at "faq/how-do-i-fly-a-zeppelin".' },
    })
    // An article of another category is not this category's.
    const kb = await vote({ topic: 'kb/troubleshooting/use-webhooks', helpful: true })
    expect(kb.status).toBe(404)
    expect(await votesOf()).toEqual([])
  })

  it('answers 400 with a message for a malformed topic or body', async () => {
    const malformed = await vote({ topic: 'faq/Not A Slug', helpful: true })
    expect(malformed.status).toBe(400)
    expect(malformed.body).toEqual({ message: expect.stringContaining('topic') })
    expect((await vote({ topic: 'faq/how-do-i-track-my-parcel' })).status).toBe(400)
    expect((await vote({ topic: 'faq/a', helpful: 'yes' })).status).toBe(400)
    const extra = await vote({ topic: 'faq/a', helpful: true, userId: 1 })
    expect(extra.status).toBe(400)
  })

  it('answers 401 signed out and 403 to a client', async () => {
    expect((await call('/faq/data/helpful', { as: 'signed-out' })).status).toBe(401)
    const client = await call('/faq/data/helpful', {
      method: 'POST',
      as: 'client',
      body: { topic: 'faq/how-do-i-track-my-parcel', helpful: true },
    })
    expect(client.status).toBe(403)
  })
})
