import type { BackendStoreKind } from '../../api/types/backend'
import { openRowDatabase } from './indexedDbStorage'
import type { RowKey } from './table'

/** One stored row: its table, key, place in the table (`seq`, ascending) and value. */
export interface RowRecord {
  table: string
  key: RowKey
  seq: number
  row: unknown
}

/** What one write saves: only the rows it changed (a table stored for the first time: every row). */
export interface SaveBatch {
  put: RowRecord[]
  delete: Array<{ table: string; key: RowKey }>
  /** Tables whose stored rows are the truth from now on (not their seed). */
  tables: string[]
}

/** Every stored table's rows, in table order, and the day the sample data is dated around. */
export interface StoredData {
  referenceDay: string | undefined
  tables: Map<string, RowRecord[]>
}

/** Where the store keeps its rows between visits. A failed save rejects: nothing of it was kept. */
export interface StoragePort {
  readonly kind: BackendStoreKind
  load(): Promise<StoredData>
  save(batch: SaveBatch): Promise<void>
  saveReferenceDay(day: string): Promise<void>
  clear(): Promise<void>
}

export function createMemoryStorage(): StoragePort {
  return {
    kind: 'memory',
    load: async () => ({ referenceDay: undefined, tables: new Map() }),
    save: async () => undefined,
    saveReferenceDay: async () => undefined,
    clear: async () => undefined,
  }
}

let hasWarnedAboutMemory = false

function warnOnceAboutMemory(reason: unknown): void {
  if (hasWarnedAboutMemory) return
  hasWarnedAboutMemory = true
  console.warn(
    'IndexedDB is unavailable: demo data will live in memory and reset on reload.',
    reason,
  )
}

/** IndexedDB, rows by key; falls back to memory (and says so once) where it is unavailable. */
export async function createIndexedDbStorage(databaseName = 'cea-dashboard'): Promise<StoragePort> {
  if (typeof indexedDB === 'undefined') {
    warnOnceAboutMemory('indexedDB is not defined')
    return createMemoryStorage()
  }
  try {
    return await openRowDatabase(databaseName)
  } catch (error) {
    warnOnceAboutMemory(error)
    return createMemoryStorage()
  }
}
