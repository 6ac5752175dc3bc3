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

/**
 * Where the back end keeps its data: the simulated one in IndexedDB, or memory when IndexedDB is
 * unavailable; the server (`npm run server`) in PGlite (embedded) or Postgres (`DATABASE_URL`).
 */
export type BackendStoreKind = 'indexeddb' | 'memory' | 'pglite' | 'postgres'

/** `GET /api/health`. */
export interface BackendHealth {
  status: 'ok'
  /** `simulated`: the in-browser back end; `server`: `npm run server`. */
  backend: 'simulated' | 'server'
  store: BackendStoreKind
  version: string
}
