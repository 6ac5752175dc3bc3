// The store in IndexedDB, one record per row: a write saves the rows it
// changed, not its tables. Version 1 (idb-keyval, one record per table holding
// every row) is migrated in place when a browser that has it opens version 2.
import type { RowRecord, SaveBatch, StoragePort, StoredData } from './storage'
import { rowKeyOf, tableNamed } from './table'

const version = 2
const rowsStore = 'rows'
const metaStore = 'meta'
const referenceDayKey = 'referenceDay'
const tableMarker = 'table:'
/** Version 1's only store: table name → every row, and `meta:referenceDay`. */
const legacyStore = 'tables'
const legacyReferenceDayKey = 'meta:referenceDay'

function requested<Value>(request: IDBRequest<Value>): Promise<Value> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

/** Resolves when the transaction has committed; rejects when it fails or is aborted. */
function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    const fail = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
    transaction.onerror = fail
    transaction.onabort = fail
  })
}

/** Copies version 1's whole-table records into rows by key, then drops its store. */
function migrateLegacy(database: IDBDatabase, upgrade: IDBTransaction): void {
  const rows = upgrade.objectStore(rowsStore)
  const meta = upgrade.objectStore(metaStore)
  const cursorRequest = upgrade.objectStore(legacyStore).openCursor()
  cursorRequest.onsuccess = () => {
    const cursor = cursorRequest.result
    if (!cursor) {
      database.deleteObjectStore(legacyStore)
      return
    }
    const name = String(cursor.key)
    const value: unknown = cursor.value
    if (name === legacyReferenceDayKey) meta.put(value, referenceDayKey)
    else if (Array.isArray(value)) {
      const { key } = tableNamed(name)
      meta.put(true, tableMarker + name)
      value.forEach((row: unknown, seq) => {
        rows.put({ table: name, key: rowKeyOf(row, key, seq), seq, row } satisfies RowRecord)
      })
    }
    cursor.continue()
  }
}

function openDatabase(name: string): Promise<IDBDatabase> {
  const request = indexedDB.open(name, version)
  request.onupgradeneeded = () => {
    const database = request.result
    const upgrade = request.transaction
    if (!database.objectStoreNames.contains(rowsStore))
      database.createObjectStore(rowsStore, { keyPath: ['table', 'key'] })
    if (!database.objectStoreNames.contains(metaStore)) database.createObjectStore(metaStore)
    if (upgrade && database.objectStoreNames.contains(legacyStore)) migrateLegacy(database, upgrade)
  }
  return requested(request)
}

/** Opens (creating or migrating) the row database; rejects where IndexedDB cannot open it. */
export async function openRowDatabase(name: string): Promise<StoragePort> {
  const database = await openDatabase(name)
  // A newer build asks to upgrade: let it. Later saves here fail, and are answered as failed.
  database.onversionchange = () => database.close()

  async function load(): Promise<StoredData> {
    const transaction = database.transaction([rowsStore, metaStore], 'readonly')
    const [records, metaKeys, metaValues] = await Promise.all([
      requested(transaction.objectStore(rowsStore).getAll()),
      requested(transaction.objectStore(metaStore).getAllKeys()),
      requested(transaction.objectStore(metaStore).getAll()),
    ])
    const tables = new Map<string, RowRecord[]>()
    let referenceDay: string | undefined
    metaKeys.forEach((key, at) => {
      const value: unknown = metaValues[at]
      if (key === referenceDayKey && typeof value === 'string') referenceDay = value
      if (typeof key === 'string' && key.startsWith(tableMarker))
        tables.set(key.slice(tableMarker.length), [])
    })
    for (const record of records as RowRecord[]) tables.get(record.table)?.push(record)
    for (const rows of tables.values()) rows.sort((a, b) => a.seq - b.seq)
    return { referenceDay, tables }
  }

  /** Runs `work` in one read-write transaction: all of it is kept, or (it throws) none. */
  async function write(work: (rows: IDBObjectStore, meta: IDBObjectStore) => void) {
    const transaction = database.transaction([rowsStore, metaStore], 'readwrite')
    const done = committed(transaction)
    try {
      work(transaction.objectStore(rowsStore), transaction.objectStore(metaStore))
    } catch (error) {
      done.catch(() => undefined)
      transaction.abort()
      throw error
    }
    await done
  }

  return {
    kind: 'indexeddb',
    load,
    save: (batch: SaveBatch) =>
      write((rows, meta) => {
        for (const table of batch.tables) meta.put(true, tableMarker + table)
        for (const { table, key } of batch.delete) rows.delete([table, key])
        for (const record of batch.put) rows.put(record)
      }),
    saveReferenceDay: (day) => write((_, meta) => meta.put(day, referenceDayKey)),
    clear: () =>
      write((rows, meta) => {
        rows.clear()
        meta.clear()
      }),
  }
}
