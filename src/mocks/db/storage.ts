import { clear, createStore, entries, setMany } from 'idb-keyval'

/** Where the store keeps its tables between visits. */
export interface StoragePort {
  readonly kind: 'indexeddb' | 'memory'
  loadAll(): Promise<Map<string, unknown>>
  save(tables: ReadonlyArray<readonly [name: string, rows: unknown]>): Promise<void>
  clear(): Promise<void>
}

export function createMemoryStorage(): StoragePort {
  return {
    kind: 'memory',
    loadAll: async () => new Map(),
    save: async () => undefined,
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

/** IndexedDB through idb-keyval; falls back to memory (and says so once) where it is unavailable. */
export async function createIndexedDbStorage(databaseName = 'cea-dashboard'): Promise<StoragePort> {
  if (typeof indexedDB === 'undefined') {
    warnOnceAboutMemory('indexedDB is not defined')
    return createMemoryStorage()
  }
  try {
    const database = createStore(databaseName, 'tables')
    const initial = new Map(await entries<string, unknown>(database))
    let isFirstLoad = true
    return {
      kind: 'indexeddb',
      async loadAll() {
        if (isFirstLoad) {
          isFirstLoad = false
          return initial
        }
        return new Map(await entries<string, unknown>(database))
      },
      save: (tables) =>
        setMany(
          tables.map(([name, rows]) => [name, rows]),
          database,
        ),
      clear: () => clear(database),
    }
  } catch (error) {
    warnOnceAboutMemory(error)
    return createMemoryStorage()
  }
}
