// A real server's announcements (`GET /api/changes`, server-sent events): one stream per page,
// open while something listens. EventSource sends no headers, so the access token and this
// page's client id go in the query. When its token expires the server says `expired` and ends
// the stream: it is opened again at once with a fresh token (refreshed here if no call of the
// page has refreshed it yet; none once signed out). A stream lost otherwise is opened again with
// the current token after a pause.
import { getApiBaseUrl, pageClientId, refreshAccessToken } from './http'
import { readAccessToken } from './session'

const reopenAfterMs = 2000

type Listener = (data: unknown) => void

const listeners = new Set<Listener>()
let source: EventSource | undefined
let reopenTimer: ReturnType<typeof setTimeout> | undefined

function scheduleReopen(): void {
  if (reopenTimer !== undefined || listeners.size === 0) return
  reopenTimer = setTimeout(() => {
    reopenTimer = undefined
    open()
  }, reopenAfterMs)
}

/** After the server ended a stream whose token expired: a fresh token, then a new stream. */
async function reopenWithFreshToken(expiredToken: string): Promise<void> {
  if (readAccessToken() === expiredToken) {
    try {
      await refreshAccessToken()
    } catch {
      return // Signed out: the auth machine heard it from the client; no stream without a session.
    }
  }
  if (listeners.size > 0 && !source) open()
}

function open(): void {
  const token = readAccessToken()
  if (!token) {
    scheduleReopen()
    return
  }
  const query = new URLSearchParams({ token, client: pageClientId() })
  const stream = new EventSource(`${getApiBaseUrl()}/api/changes?${query.toString()}`)
  stream.onmessage = (event: MessageEvent<string>) => {
    let data: unknown
    try {
      data = JSON.parse(event.data)
    } catch {
      return
    }
    for (const listener of listeners) listener(data)
  }
  stream.addEventListener('expired', () => {
    stream.close()
    if (source === stream) source = undefined
    void reopenWithFreshToken(token)
  })
  stream.onerror = () => {
    if (stream.readyState !== EventSource.CLOSED) return
    if (source === stream) source = undefined
    scheduleReopen()
  }
  source = stream
}

/** Hears the server's announcements (unchecked data: the caller checks its shape). */
export function onServerAnnouncement(listener: Listener): () => void {
  listeners.add(listener)
  if (!source && typeof EventSource !== 'undefined') open()
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    source?.close()
    source = undefined
    clearTimeout(reopenTimer)
    reopenTimer = undefined
  }
}
