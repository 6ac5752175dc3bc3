// What the server announces after a write or a reset: the same announcements the service
// worker sends its tabs. In one process they go from the repository to its listeners; on
// Postgres they travel through NOTIFY (sent inside the writing transaction, so only a
// committed write is heard) and every server process on the database hears them by LISTEN.
import { sql } from 'kysely'
import type { StoreChange } from '../../api/types/backend'
import type { Executor } from './schema'

export type FeedMessage =
  { type: 'changed'; changes: StoreChange[]; writer: string } | { type: 'reset' }

export interface ChangeFeed {
  /**
   * Publishes `message` from inside the transaction that made it; answers what to do once the
   * transaction committed (nothing, when the database delivers it on commit).
   */
  publish(tx: Executor, message: FeedMessage): Promise<(() => void) | undefined>
  subscribe(listener: (message: FeedMessage) => void): () => void
  close(): Promise<void>
}

/** Listeners of one process, told after each commit. */
export function createLocalFeed(): ChangeFeed & { deliver(message: FeedMessage): void } {
  const listeners = new Set<(message: FeedMessage) => void>()
  const deliver = (message: FeedMessage) => {
    for (const listener of listeners) listener(message)
  }
  return {
    deliver,
    publish: async (_tx, message) => () => deliver(message),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close: async () => listeners.clear(),
  }
}

export const notifyChannel = 'cea_changes'
// NOTIFY payloads stop short of 8000 bytes: past this, the ids are left out (tables still named).
const maxPayloadBytes = 7000

/** The message as a NOTIFY payload; a write of very many rows names its tables only. */
export function feedPayload(message: FeedMessage): string {
  const text = JSON.stringify(message)
  if (message.type !== 'changed' || Buffer.byteLength(text) <= maxPayloadBytes) return text
  return JSON.stringify({
    ...message,
    changes: message.changes.map((change) => ({ table: change.table, ids: [] })),
  })
}

export function isFeedMessage(value: unknown): value is FeedMessage {
  if (!value || typeof value !== 'object' || !('type' in value)) return false
  if (value.type === 'reset') return true
  return value.type === 'changed' && 'changes' in value && Array.isArray(value.changes)
}

/** Publishing by NOTIFY, inside the transaction; hearing through `listen` (a LISTEN connection). */
export function createNotifyFeed(
  listen: (onPayload: (payload: string) => void) => Promise<() => Promise<void>>,
): Promise<ChangeFeed> {
  const local = createLocalFeed()
  return listen((payload) => {
    try {
      const message: unknown = JSON.parse(payload)
      if (isFeedMessage(message)) local.deliver(message)
    } catch (error) {
      console.error('An unreadable change announcement was ignored', error)
    }
  }).then((stop) => ({
    async publish(tx, message) {
      await sql`SELECT pg_notify(${notifyChannel}, ${feedPayload(message)})`.execute(tx)
      return undefined
    },
    subscribe: (listener) => local.subscribe(listener),
    async close() {
      await stop()
      await local.close()
    },
  }))
}
