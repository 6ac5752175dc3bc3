import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest, setApiBaseUrl, startEarly } from '../../src/api/http'
import { server } from '../../src/mocks/node'

// startEarly: a page starts its screen's first GETs as it loads; the screen's identical GET takes
// that answer instead of asking again (src/app/firstRequests.ts).

const asked: string[] = []
let version = 0

beforeAll(() => {
  setApiBaseUrl('http://localhost')
  server.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => {
  server.resetHandlers()
  asked.length = 0
  vi.useRealTimers()
})
afterAll(() => server.close())

function countingHandlers() {
  server.use(
    http.get('*/early/list', ({ request }) => {
      asked.push(new URL(request.url).search)
      version += 1
      return HttpResponse.json({ version })
    }),
    http.get('*/early/refused', () => {
      asked.push('refused')
      return HttpResponse.json({ message: 'Not for you' }, { status: 403 })
    }),
    http.post('*/early/write', () => HttpResponse.json({ ok: true })),
  )
}

describe('startEarly', () => {
  it('gives the started answer to the first identical GET, which asks nothing itself', async () => {
    countingHandlers()
    startEarly(() => apiRequest('/early/list', { query: { page: 1 } }))
    const first = await apiRequest<{ version: number }>('/early/list', { query: { page: 1 } })
    expect(asked).toEqual(['?page=1'])
    // Taken once: the next GET asks again.
    const second = await apiRequest<{ version: number }>('/early/list', { query: { page: 1 } })
    expect(second.version).toBe(first.version + 1)
    expect(asked).toEqual(['?page=1', '?page=1'])
  })

  it('is not taken by a GET of another query', async () => {
    countingHandlers()
    startEarly(() => apiRequest('/early/list', { query: { page: 1 } }))
    await apiRequest('/early/list', { query: { page: 2 } })
    expect(asked.sort()).toEqual(['?page=1', '?page=2'])
  })

  it('is dropped by a write made before it was taken', async () => {
    countingHandlers()
    startEarly(() => apiRequest('/early/list'))
    await apiRequest('/early/write', { method: 'POST', body: {} })
    await apiRequest('/early/list')
    expect(asked).toEqual(['', ''])
  })

  it('keeps no answer that failed: the GET asks again and gets the error itself', async () => {
    countingHandlers()
    startEarly(() => apiRequest('/early/refused'))
    await expect(apiRequest('/early/refused')).rejects.toBeInstanceOf(ApiError)
    expect(asked).toEqual(['refused', 'refused'])
  })

  it('keeps an answer 10 s at most', async () => {
    countingHandlers()
    vi.useFakeTimers({ toFake: ['Date'] })
    startEarly(() => apiRequest('/early/list', { query: { page: 3 } }))
    vi.setSystemTime(Date.now() + 10_001)
    await apiRequest('/early/list', { query: { page: 3 } })
    expect(asked).toEqual(['?page=3', '?page=3'])
  })

  it('lets a GET stopped while it waits for the early answer end as stopped', async () => {
    countingHandlers()
    startEarly(() => apiRequest('/early/list'))
    const stop = new AbortController()
    const waiting = apiRequest('/early/list', { signal: stop.signal })
    stop.abort()
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' })
  })
})
