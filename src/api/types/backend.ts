/** One table a write changed, and the ids of the rows it added, changed or removed. */
export interface StoreChange {
  table: string
  ids: Array<string | number>
}

/**
 * What the simulated back end's service worker tells every open tab after a
 * write (`changed`) or a reset of the demo data (`reset`).
 */
export type BackendAnnouncement =
  | { type: 'cea.backend.changed'; changes: StoreChange[]; isFromThisTab: boolean }
  | { type: 'cea.backend.reset' }

/** Where the simulated back end keeps its data: IndexedDB, or memory when IndexedDB is unavailable. */
export type BackendStoreKind = 'indexeddb' | 'memory'

/** `GET /api/health`. */
export interface BackendHealth {
  status: 'ok'
  backend: 'simulated'
  store: BackendStoreKind
  version: string
}
