import { getApiBaseUrl } from './http'
import { onServerAnnouncement } from './serverChanges'
import type { BackendAnnouncement, StoreChange } from './types/backend'

/** Names of the back end's tables that the app's listeners follow (checked against the back end in tests). */
export const backendTables = {
  emails: 'emails',
  cart: 'ecommerce.cartItems',
  wishlist: 'ecommerce.wishlistItems',
  notifications: 'notifications',
  users: 'users',
  userAccounts: 'users.accounts',
  permissions: 'permissions',
  roles: 'roles',
  tasks: 'tasks',
  chats: 'chats',
  chatProfile: 'chatProfileUser',
  calendarEvents: 'calendarEvents',
  invoices: 'invoiceDocuments',
} as const

function isAnnouncement(data: unknown): data is BackendAnnouncement {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    (data.type === 'cea.backend.changed' || data.type === 'cea.backend.reset')
  )
}

/**
 * Hears what the back end tells every open tab: the tables and ids a write changed, or that
 * the demo data was reset. The service worker posts it; a real server (VITE_API_URL) streams
 * it (`GET /api/changes`). Where neither runs (Node tests, Storybook) nothing is ever heard.
 */
export function onBackendAnnouncement(
  listener: (announcement: BackendAnnouncement) => void,
): () => void {
  if (getApiBaseUrl() && typeof window !== 'undefined') {
    return onServerAnnouncement((data) => {
      if (isAnnouncement(data)) listener(data)
    })
  }
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined
  const container = navigator.serviceWorker
  const handle = (event: MessageEvent) => {
    if (isAnnouncement(event.data)) listener(event.data)
  }
  container.addEventListener('message', handle)
  return () => container.removeEventListener('message', handle)
}

export interface TableChangeOptions {
  /** The tables to hear of. */
  tables: readonly string[]
  /** Also hear of this tab's own writes (a machine that writes optimistically usually does not). */
  includeOwnWrites: boolean
}

/** Calls `listener` when a write changed one of `tables`, with those tables' changes. */
export function onTablesChanged(
  { tables, includeOwnWrites }: TableChangeOptions,
  listener: (changes: StoreChange[]) => void,
): () => void {
  return onBackendAnnouncement((announcement) => {
    if (announcement.type !== 'cea.backend.changed') return
    if (announcement.isFromThisTab && !includeOwnWrites) return
    const changes = announcement.changes.filter((change) => tables.includes(change.table))
    if (changes.length > 0) listener(changes)
  })
}
