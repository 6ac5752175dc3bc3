// Contract-test support: an msw/node server over the given handlers, a fresh
// memory store (pinned day) per test, and signed-in calls as admin or client.
import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { setApiBaseUrl } from '../../src/api/http'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { demoAccounts } from '../../src/fixtures/auth'
import { signToken } from '../../src/mocks/auth/tokens'
import { resetMemoryStore, type StoreWatcher, watchStore } from '../../src/mocks/db/instance'
import type { Repository } from '../../src/mocks/db/repository'
import { unboundRepository } from '../../src/mocks/http/hostRepository'
import { setLatency } from '../../src/mocks/http/route'
import { isOnSql, resetSqlRepository, watchSqlRepository } from './sqlContract'

export const origin = 'http://localhost'

export function startContractServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers)
  beforeAll(() => {
    setLatency(0)
    setApiBaseUrl(origin)
    server.listen({ onUnhandledRequest: 'error' })
  })
  beforeEach(async () => {
    resetMemoryStore()
    if (isOnSql) await resetSqlRepository()
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}

/** The repository the handlers answer from: the memory store's, or the SQL one on PGlite. */
export function contractRepository(): Repository {
  return unboundRepository()
}

/** The sample data again, dated around `day` (the memory store, or the SQL repository). */
export async function resetContractData(day?: Date): Promise<void> {
  resetMemoryStore(day)
  if (isOnSql) await resetSqlRepository(day)
}

/** Hears every write and reset of the repository the handlers answer from. */
export function watchContractData(watcher: StoreWatcher): () => void {
  return isOnSql ? watchSqlRepository(watcher) : watchStore(watcher)
}

export type CallerRole = 'admin' | 'client' | 'signed-out'

export async function accessTokenFor(role: Exclude<CallerRole, 'signed-out'>): Promise<string> {
  const account = demoAccounts.find((candidate) => candidate.role === role)
  if (!account) throw new Error(`no demo account with role ${role}`)
  return (await signToken(account.id, 'access')).token
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>
  body?: unknown
  /** Raw body text, for malformed-input tests. */
  rawBody?: string
  as?: CallerRole
  token?: string
}

export interface CallResult<Body = unknown> {
  status: number
  body: Body
}

/** Calls the simulated back end the way the client does: JSON in, JSON out, bearer token. */
export async function call<Body = unknown>(
  path: string,
  options: CallOptions = {},
): Promise<CallResult<Body>> {
  const url = new URL(path, origin)
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, String(item))
    else url.searchParams.append(key, String(value))
  }
  const headers: Record<string, string> = {}
  const role = options.as ?? 'admin'
  const token = options.token ?? (role === 'signed-out' ? undefined : await accessTokenFor(role))
  if (token) headers.Authorization = `Bearer ${token}`
  let body: string | undefined = options.rawBody
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['Content-Type'] = 'application/json'
  }
  const response = await fetch(url, { method: options.method ?? 'GET', headers, body })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as Body }
}
