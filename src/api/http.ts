/** Base URL of the API: VITE_API_URL for a real server, same origin for the simulated one. */
export const apiBaseUrl: string = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '')

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

export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  await requestGate
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (request.body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(`${apiBaseUrl}${path}${toQueryString(request.query)}`, {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: request.signal,
  })
  const text = await response.text()
  const body: unknown = text ? JSON.parse(text) : undefined
  if (!response.ok) throw new ApiError(response.status, body, errorMessage(response.status, body))
  return body as T
}
