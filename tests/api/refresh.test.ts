import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  ApiError,
  apiRequest,
  onSessionEvent,
  SessionExpiredError,
  type SessionEvent,
} from '../../src/api/http'
import {
  readAccessToken,
  readStoredSession,
  setSessionStorage,
  storeSession,
} from '../../src/api/session'
import { demoAccounts } from '../../src/fixtures/auth'
import { openSession } from '../../src/mocks/auth/session'
import { setTokenClock, signToken } from '../../src/mocks/auth/tokens'
import { getRepository } from '../../src/mocks/db/instance'
import { authHandlers } from '../../src/mocks/handlers/auth'
import { route } from '../../src/mocks/http/route'
import { startContractServer } from '../support/contract'

// A data call that needs a valid token (any area path works; this one needs read on User).
const probe = route('get', '/api/users/probe', ({ url }) => ({
  n: Number(url.searchParams.get('n')),
}))
const server = startContractServer(...authHandlers, probe)

const admin = demoAccounts[0]!
let refreshCalls = 0
let events: SessionEvent[] = []
let stopListening: () => void = () => undefined

beforeEach(() => {
  setSessionStorage()
  refreshCalls = 0
  events = []
  stopListening = onSessionEvent((event) => events.push(event))
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/jwt/refresh-token')) refreshCalls += 1
  })
})

afterEach(() => {
  stopListening()
  server.events.removeAllListeners()
  setTokenClock(() => Date.now())
})

/** A session whose access token expired a minute ago but whose refresh token is fresh. */
async function signInWithExpiredAccessToken(): Promise<string> {
  const session = await openSession(getRepository(), admin)
  setTokenClock(() => Date.now() - 11 * 60 * 1000)
  const expired = (await signToken(admin.id, 'access')).token
  setTokenClock(() => Date.now())
  storeSession({ ...session, accessToken: expired })
  return expired
}

const probeCall = (n: number) => apiRequest<{ n: number }>('/api/users/probe', { query: { n } })

describe('single-flight token refresh', () => {
  it('20 concurrent requests with an expired token: exactly 1 refresh and 20 successful retries', async () => {
    const expired = await signInWithExpiredAccessToken()
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => probeCall(n)))
    expect(answers).toEqual(Array.from({ length: 20 }, (_, n) => ({ n })))
    expect(refreshCalls).toBe(1)
    expect(readAccessToken()).not.toBe(expired)
    expect(events).toEqual([
      { type: 'refreshed', session: expect.objectContaining({ accessToken: readAccessToken() }) },
    ])
  })

  it('an invalid refresh token: one sign-out, no loop, every request fails as session expired', async () => {
    await signInWithExpiredAccessToken()
    const session = readStoredSession()!
    storeSession({ ...session, refreshToken: 'not-a-token' })
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, n) => probeCall(n)))
    expect(
      outcomes.every(
        (outcome) => outcome.status === 'rejected' && outcome.reason instanceof SessionExpiredError,
      ),
    ).toBe(true)
    expect(refreshCalls).toBe(1)
    expect(events).toEqual([{ type: 'expired' }])
    expect(readStoredSession()).toBeNull()
    // Later calls fail at once without another refresh or sign-out.
    await expect(probeCall(99)).rejects.toBeInstanceOf(SessionExpiredError)
    expect(refreshCalls).toBe(1)
    expect(events).toHaveLength(1)
  })

  it('a valid token needs no refresh; a 403 is not retried', async () => {
    storeSession(await openSession(getRepository(), admin))
    await expect(probeCall(1)).resolves.toEqual({ n: 1 })
    const client = demoAccounts[1]!
    storeSession(await openSession(getRepository(), client))
    const failure = probeCall(2)
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({ status: 403 })
    expect(refreshCalls).toBe(0)
  })

  it('a failed login (a /jwt/ call) is not refreshed', async () => {
    const failure = apiRequest('/jwt/login', {
      method: 'POST',
      body: { email: 'admin@demo.com', password: 'nope' },
    })
    await expect(failure).rejects.toMatchObject({
      status: 400,
      body: { error: { email: 'Email or Password is Invalid' } },
    })
    expect(refreshCalls).toBe(0)
  })
})
