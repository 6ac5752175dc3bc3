import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import { accessTokenLifetimeSeconds, setTokenClock, signToken } from '../../src/mocks/auth/tokens'
import { changesStream } from '../../src/server/http/changesStream'

// GET /api/changes lives as long as the access token it was opened with: at its expiry the server
// says `expired` and ends the stream (the page opens a new one with a fresh token).

const streamApp = new Hono().get('/api/changes', (c) => changesStream(c, () => () => undefined))

/** An access token signed so that it expires about a second from now. */
async function tokenEndingSoon(): Promise<string> {
  setTokenClock(() => Date.now() - accessTokenLifetimeSeconds * 1000 + 1500)
  const { token } = await signToken(1, 'access')
  setTokenClock(() => Date.now())
  return token
}

afterEach(() => setTokenClock(() => Date.now()))

describe('GET /api/changes and the token it was opened with', () => {
  it('ends the stream with an expired event once the token expires, not before', async () => {
    const token = await tokenEndingSoon()
    const opened = Date.now()
    const response = await streamApp.request(`/api/changes?token=${encodeURIComponent(token)}`)
    expect(response.status).toBe(200)
    const events = await response.text()
    expect(events).toMatch(/^event: ready/)
    expect(events).toMatch(/event: expired\ndata: \{\}\n\n$/)
    expect(Date.now() - opened).toBeGreaterThanOrEqual(400)
  })

  it('refuses a token that has already expired', async () => {
    setTokenClock(() => Date.now() - accessTokenLifetimeSeconds * 1000 - 5000)
    const { token } = await signToken(1, 'access')
    setTokenClock(() => Date.now())
    const response = await streamApp.request(`/api/changes?token=${encodeURIComponent(token)}`)
    expect(response.status).toBe(401)
  })
})
