// Property tests over every handler of the simulated back end: random and
// malformed input gets a 2xx or a 4xx with a message, never a crash, and the
// store's invariants hold (ids unique, totals consistent, nothing half-written).
import fc from 'fast-check'
import { HttpHandler } from 'msw'
import { describe, expect, it } from 'vitest'
import { allHandlers } from '../../src/mocks/allHandlers'
import { getStore } from '../../src/mocks/db/instance'
import { accessTokenFor, origin, startContractServer } from '../support/contract'

startContractServer(...allHandlers)

const endpoints = allHandlers
  .filter((handler): handler is HttpHandler => handler instanceof HttpHandler)
  .map((handler) => ({
    method: String(handler.info.method),
    path: String(handler.info.path).replace(/^\*/, ''),
  }))
  .filter((endpoint) => !endpoint.path.startsWith('/assets/'))

const queryNames = [
  'q',
  'page',
  'perPage',
  'id',
  'role',
  'status',
  'currentPlan',
  'sort',
  'sortColumn',
  'sortBy',
  'folder',
  'label',
  'dir',
  'emailId',
  'calendars',
  'filter',
  'tag',
  'category',
  'question',
  'assignedTo',
  'taskId',
] as const
const bodyKeys = [
  'id',
  'email',
  'password',
  'username',
  'refreshToken',
  'user',
  'task',
  'event',
  'permission',
  'name',
  'productId',
  'emailIds',
  'dataToUpdate',
  'label',
  'obj',
  'message',
  'contact',
  'general',
  'info',
  'social',
  'notification',
  'blogTitle',
  'slug',
] as const

const oddValue = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 60 }),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1e9',
    'NaN',
    'null',
    'true',
    '<script>',
    '../../etc',
    'ÄÖÜ',
    '9007199254740993',
  ),
)
const jsonish = fc.oneof(
  oddValue,
  fc.boolean(),
  fc.constant(null),
  fc.array(oddValue, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...bodyKeys), oddValue, { maxKeys: 3 }),
)
const request = fc.record({
  pathValue: oddValue.map(String),
  query: fc.dictionary(
    fc.constantFrom(...queryNames),
    fc.oneof(oddValue, fc.array(oddValue, { maxLength: 3 })),
    {
      maxKeys: 4,
    },
  ),
  body: fc.oneof(
    fc.constant<undefined>(undefined),
    fc.dictionary(fc.constantFrom(...bodyKeys), jsonish, { maxKeys: 4 }),
    fc.string({ maxLength: 20 }).map((text) => ({ raw: text })),
  ),
})

function snapshotTables(): Map<string, string> {
  return new Map([...getStore().loadedTables()].map(([name, rows]) => [name, JSON.stringify(rows)]))
}

function assertInvariants() {
  for (const [name, rows] of getStore().loadedTables()) {
    const ids = rows.flatMap((row) =>
      row && typeof row === 'object' && 'id' in row ? [row.id] : [],
    )
    expect(new Set(ids).size, `ids of ${name} are unique`).toBe(ids.length)
  }
}

function hasMessage(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false
  if ('message' in body && typeof body.message === 'string' && body.message.length > 0) return true
  return 'error' in body && typeof body.error === 'object' && body.error !== null
}

describe.each(endpoints)('$method $path', ({ method, path }) => {
  it('answers random and malformed input with 2xx or 4xx and a message, and keeps the store whole', async () => {
    const token = await accessTokenFor('admin')
    await fc.assert(
      fc.asyncProperty(request, async ({ pathValue, query, body }) => {
        const url = new URL(
          path.replace(/:(\w+)/g, () => encodeURIComponent(pathValue)),
          origin,
        )
        for (const [key, value] of Object.entries(query)) {
          for (const item of Array.isArray(value) ? value : [value])
            url.searchParams.append(key, String(item))
        }
        const headers: Record<string, string> = { Authorization: `Bearer ${token}` }
        let payload: string | undefined
        if (body && 'raw' in body && typeof body.raw === 'string') payload = body.raw
        else if (body) {
          payload = JSON.stringify(body)
          headers['Content-Type'] = 'application/json'
        }
        const before = snapshotTables()
        const response = await fetch(url, {
          method,
          headers,
          body: method === 'GET' ? undefined : payload,
        })
        const text = await response.text()
        const isCsv = (response.headers.get('Content-Type') ?? '').startsWith('text/csv')
        const answer: unknown = text && !isCsv ? JSON.parse(text) : undefined
        expect(
          response.status,
          `${method} ${url.pathname}${url.search} → ${text.slice(0, 200)}`,
        ).toBeLessThan(500)
        if (response.status >= 400) {
          // SPEC §8: a product lookup with an unknown id is a 404 with no message.
          const isBareNotFound =
            response.status === 404 &&
            answer === undefined &&
            path.startsWith('/apps/ecommerce/products/')
          if (!isBareNotFound)
            expect(hasMessage(answer), `${response.status} carries a message: ${text}`).toBe(true)
          for (const [name, rows] of before) {
            expect(
              JSON.stringify(getStore().loadedTables().get(name)),
              `${name} unchanged after ${response.status}`,
            ).toBe(rows)
          }
        }
        // Counts agree: `allData` is every match before paging, so its length is the total.
        if (answer && typeof answer === 'object' && 'total' in answer && 'allData' in answer) {
          expect(Array.isArray(answer.allData) && answer.allData.length).toBe(answer.total)
        }
        assertInvariants()
      }),
      { numRuns: 25, seed: 20260316 },
    )
  })
})
