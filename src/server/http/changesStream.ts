// GET /api/changes: the back end's announcements as server-sent events, as the service worker
// posts them to its tabs (`cea.backend.changed` with isFromThisTab, `cea.backend.reset`).
// EventSource sends no headers: the tab's access token and its client id come in the query.
// The stream lives as long as that token: when it expires, an `expired` event ends the stream,
// and the page opens a new one with a fresh token (or, signed out, none).
import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { BackendAnnouncement } from '../../api/types/backend'
import { tokenClockNow, verifyToken } from '../../mocks/auth/tokens'
import type { FeedMessage } from '../db/changeFeed'

/** A comment line this often keeps proxies from closing a quiet stream. */
const keepAliveMs = 25_000

export function announcementFor(message: FeedMessage, client: string): BackendAnnouncement {
  if (message.type === 'reset') return { type: 'cea.backend.reset' }
  return {
    type: 'cea.backend.changed',
    changes: message.changes,
    isFromThisTab: client !== '' && message.writer === client,
  }
}

export async function changesStream(
  c: Context,
  subscribe: (listener: (message: FeedMessage) => void) => () => void,
): Promise<Response> {
  const claims = await verifyToken(c.req.query('token') ?? '', 'access')
  if (!claims) return c.json({ message: 'The access token is invalid or has expired.' }, 401)
  const client = c.req.query('client') ?? ''
  return streamSSE(c, async (stream) => {
    const pending: FeedMessage[] = []
    let wake: (() => void) | undefined
    const stop = subscribe((message) => {
      pending.push(message)
      wake?.()
    })
    stream.onAbort(() => {
      stop()
      wake?.()
    })
    await stream.writeSSE({ event: 'ready', data: '{}' })
    while (!stream.aborted) {
      const message = pending.shift()
      if (message) {
        await stream.writeSSE({ data: JSON.stringify(announcementFor(message, client)) })
        continue
      }
      const untilExpiry = claims.expiresAt - tokenClockNow()
      if (untilExpiry <= 0) {
        await stream.writeSSE({ event: 'expired', data: '{}' })
        break
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(keepAliveMs, untilExpiry))
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      wake = undefined
      const isQuiet = pending.length === 0 && !stream.aborted
      if (isQuiet && claims.expiresAt > tokenClockNow()) await stream.write(': keep-alive\n\n')
    }
    stop()
  })
}
