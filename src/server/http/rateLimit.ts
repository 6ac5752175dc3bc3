// Failed sign-in attempts per client address: a fixed window of one minute; past the limit every
// attempt from that address is answered 429 until the minute is over.
import type { MiddlewareHandler } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

export function rateLimitPerMinute(limit: number, now: () => number = Date.now): MiddlewareHandler {
  const windows = new Map<string, { start: number; count: number }>()
  return async (c, next) => {
    const address = getConnInfo(c).remote.address ?? 'unknown'
    const time = now()
    let window = windows.get(address)
    if (!window || time - window.start >= 60_000) {
      // Old windows go as new ones open, so the map holds only the last minute's addresses.
      for (const [key, old] of windows) if (time - old.start >= 60_000) windows.delete(key)
      window = { start: time, count: 0 }
      windows.set(address, window)
    }
    if (window.count >= limit) {
      const retryAfter = Math.ceil((window.start + 60_000 - time) / 1000)
      c.header('Retry-After', String(retryAfter))
      return c.json({ message: 'Too many sign-in attempts. Wait a minute and try again.' }, 429)
    }
    await next()
    if (c.res.status >= 400) window.count += 1
  }
}
