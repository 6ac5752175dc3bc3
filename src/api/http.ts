import { requestTurn } from './requestTurns'
import { clearStoredSession, readAccessToken, readRefreshToken, storeSession } from './session'
import type { RefreshResponse, UserData } from './types/auth'

let apiBaseUrl: string = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '')

/** Base URL of the API: VITE_API_URL for a real server, '' (same origin) for the simulated one. */
export function getApiBaseUrl(): string {
  return apiBaseUrl
}

/** Node tests have no origin: they point the client at one. */
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url.replace(/\/$/, '')
}

let clientId: string | undefined

/**
 * This page's id, sent to a real server with every call (`X-Client-Id`) and with its change
 * stream, so the server can tell the page which announced writes were its own.
 */
export function pageClientId(): string {
  clientId ??= crypto.randomUUID()
  return clientId
}

let requestGate: Promise<unknown> = Promise.resolve()

/**
 * API calls wait for this before they go out: the app passes the start of the
 * in-browser back end, so the first paint does not wait for it but requests do.
 */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  requestGate = ready.catch(() => undefined)
}

export class ApiError extends Error {
  readonly status: number
  readonly body: unknown

  constructor(status: number, body: unknown, message: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
}

/** The refresh token was refused: the user has to sign in again. */
export class SessionExpiredError extends ApiError {
  constructor(body: unknown) {
    super(401, body, 'Your session has expired. Please sign in again.')
    this.name = 'SessionExpiredError'
  }
}

export type SessionEvent =
  | { type: 'refreshed'; session: RefreshResponse }
  | { type: 'expired' }
  | { type: 'userChanged'; userData: UserData }
const sessionListeners = new Set<(event: SessionEvent) => void>()

/** The signed-in account's own details changed (its settings were saved): the navbar follows. */
export function announceUserData(userData: UserData): void {
  for (const listener of sessionListeners) listener({ type: 'userChanged', userData })
}

/** Tells the auth machine when the client refreshed the session or lost it. */
export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  sessionListeners.add(listener)
  return () => sessionListeners.delete(listener)
}

export type QueryValue = string | number | boolean | undefined | readonly (string | number)[]

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue>
  body?: unknown
  signal?: AbortSignal
}

/** Query string with list values as repeated parameters (`calendars=a&calendars=b`). */
export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else params.append(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

function errorMessage(status: number, body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message
  }
  return `Request failed with status ${status}`
}

// A page starts its requests one per task (requestTurns.ts); elsewhere (Node's tests) there is no
// input to keep answering, and requests start at once.
const startsInTurns = typeof document !== 'undefined'

let urgentDepth = 0

/**
 * Calls made inside `start` (synchronously) go out at once and outlive the page: the writes a page
 * still owes when it is hidden (`pagehide`: a reload, a closed tab), which a later task would
 * never send.
 */
export function urgently<Result>(start: () => Result): Result {
  urgentDepth += 1
  try {
    return start()
  } finally {
    urgentDepth -= 1
  }
}

async function send(
  path: string,
  request: ApiRequest,
  accessToken: string | null,
  isUrgent: boolean,
) {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`
  if (request.body !== undefined) headers['Content-Type'] = 'application/json'
  if (apiBaseUrl) headers['X-Client-Id'] = pageClientId()
  if (startsInTurns && !isUrgent) await requestTurn()
  const response = await fetch(`${apiBaseUrl}${path}${toQueryString(request.query)}`, {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: request.signal,
    keepalive: isUrgent,
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    // not JSON: keep the text for the error
  }
  return { status: response.status, ok: response.ok, body }
}

type Answer = Awaited<ReturnType<typeof send>>

/** How long an answer started early waits to be taken (the page's first render, on a slow phone). */
const earlyAnswerLifetimeMs = 10_000

/** GET answers started before any screen asked (`startEarly`), by path and query. */
const earlyAnswers = new Map<string, { answer: Promise<Answer>; expires: number }>()

let earlyDepth = 0

/**
 * The GETs that `start` makes (synchronously) go out now, and the first identical GET within 10 s
 * takes the answer instead of asking again: a page starts its screen's first data while the
 * screen's code is still loading and rendering (src/app/firstRequests.ts). Any write drops the
 * answers not yet taken, and an answer that is not a success is not kept (the GET then asks as
 * usual, refreshing the session if it must).
 */
export function startEarly(start: () => Promise<unknown>): void {
  earlyDepth += 1
  try {
    start().catch(() => undefined)
  } finally {
    earlyDepth -= 1
  }
}

/** The answer started early for this GET, if one is waiting and still fresh; taken once. */
function takeEarlyAnswer(key: string): Promise<Answer> | undefined {
  const early = earlyAnswers.get(key)
  earlyAnswers.delete(key)
  return early && early.expires > Date.now() ? early.answer : undefined
}

let refreshInFlight: Promise<string> | null = null

/**
 * Exactly one refresh at a time: every request that meets a 401 meanwhile waits for it (and the
 * change stream, when its token expired). Rejects with SessionExpiredError once signed out.
 */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= (async () => {
    const refreshToken = readRefreshToken()
    // Already signed out (an earlier refresh failed): no second sign-out, no loop.
    if (!refreshToken) throw new SessionExpiredError(undefined)
    const answer = await send(
      '/jwt/refresh-token',
      { method: 'POST', body: { refreshToken } },
      null,
      false,
    )
    if (!answer.ok) {
      clearStoredSession()
      for (const listener of sessionListeners) listener({ type: 'expired' })
      throw new SessionExpiredError(answer.body)
    }
    const session = answer.body as RefreshResponse
    storeSession(session)
    for (const listener of sessionListeners) listener({ type: 'refreshed', session })
    return session.accessToken
  })().finally(() => {
    refreshInFlight = null
  })
  return refreshInFlight
}

const isAuthCall = (path: string) => path.startsWith('/jwt/')

/**
 * Every call of the typed client goes through here: bearer token on every
 * request; on a 401 (other than the /jwt/* calls) one shared refresh, then one retry.
 */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  // Read before the first await: `urgently` and `startEarly` mark only the calls their callbacks start.
  const isUrgent = urgentDepth > 0
  const isEarly = earlyDepth > 0
  const key = `${path}${toQueryString(request.query)}`
  if ((request.method ?? 'GET') !== 'GET') earlyAnswers.clear()
  else if (isEarly) {
    const answer = requestGate.then(() => send(path, request, readAccessToken(), false))
    earlyAnswers.set(key, { answer, expires: Date.now() + earlyAnswerLifetimeMs })
    // Kept for the screen only if it succeeded.
    void answer.then(
      (early) => early.ok || earlyAnswers.delete(key),
      () => earlyAnswers.delete(key),
    )
    const early = await answer
    if (!early.ok)
      throw new ApiError(early.status, early.body, errorMessage(early.status, early.body))
    return early.body as T
  } else {
    const waiting = takeEarlyAnswer(key)
    if (waiting) {
      const early = await waiting.catch(() => undefined)
      // Handed over in a task of its own, as a fetch's answer arrives: an answer already in would
      // otherwise come in the task that asked (the screen's first commit), which then also
      // rendered what it shows.
      if (startsInTurns) await requestTurn()
      request.signal?.throwIfAborted()
      if (early?.ok) return early.body as T
    }
  }
  await requestGate
  const sentToken = readAccessToken()
  let answer = await send(path, request, sentToken, isUrgent)
  if (answer.status === 401 && !isAuthCall(path)) {
    const current = readAccessToken()
    // Another request may have refreshed already while this one was out.
    const token =
      refreshInFlight || !current || current === sentToken ? await refreshAccessToken() : current
    answer = await send(path, request, token, isUrgent)
  }
  if (!answer.ok)
    throw new ApiError(answer.status, answer.body, errorMessage(answer.status, answer.body))
  return answer.body as T
}
