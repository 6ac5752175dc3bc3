import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiError,
  apiRequest,
  holdRequestsUntil,
  setApiBaseUrl,
  toQueryString,
} from '../../src/api/http'
import { server } from '../../src/mocks/node'

beforeAll(() => {
  setApiBaseUrl('http://localhost')
  server.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('toQueryString', () => {
  it('repeats list parameters and skips undefined ones', () => {
    expect(
      toQueryString({ calendars: ['Personal', 'Holiday'], q: 'a b', page: 2, role: undefined }),
    ).toBe('?calendars=Personal&calendars=Holiday&q=a+b&page=2')
    expect(toQueryString({})).toBe('')
  })
})

describe('apiRequest', () => {
  it('reads a JSON answer from the simulated back end', async () => {
    await expect(apiRequest('/api/health')).resolves.toEqual({
      status: 'ok',
      backend: 'simulated',
      store: 'memory',
      version: expect.any(String),
    })
  })

  it('turns an error answer into a typed ApiError with the server message', async () => {
    server.use(
      http.get('*/api/broken', () => HttpResponse.json({ message: 'Nope' }, { status: 403 })),
    )
    const failure = apiRequest('/api/broken')
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({
      status: 403,
      message: 'Nope',
      body: { message: 'Nope' },
    })
  })

  it('waits for the back end to be ready before sending', async () => {
    let release: () => void = () => undefined
    holdRequestsUntil(new Promise<void>((resolve) => (release = resolve)))
    const started: string[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      started.push(url.pathname + url.search)
    })
    let isSettled = false
    const pending = apiRequest('/api/health').then(() => (isSettled = true))
    // A request made after it, around the gate, has gone and come back: the held one has not gone.
    await fetch('http://localhost/api/health?after')
    expect(started).toEqual(['/api/health?after'])
    expect(isSettled).toBe(false)
    server.events.removeAllListeners()
    release()
    await pending
    expect(isSettled).toBe(true)
  })
})
