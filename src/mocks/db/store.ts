import type { StoreChange } from '../../api/types/backend'
import { createMemoryStorage, type StoragePort } from './storage'

/**
 * A named collection of the simulated back end. Each area defines its tables
 * next to its handlers; a table is seeded from fixtures the first time it is
 * read (or restored from storage, when a visit stored it).
 */
export interface Table<Row> {
  readonly name: string
  readonly seed: (referenceDay: Date) => Row[]
}

const definedTables = new Map<string, Table<unknown>>()

export function defineTable<Row>(name: string, seed: (referenceDay: Date) => Row[]): Table<Row> {
  const table = { name, seed }
  definedTables.set(name, table as Table<unknown>)
  return table
}

/** Every table the imported handler modules define (for the sample-image build and inspection). */
export function allDefinedTables(): ReadonlyArray<Table<unknown>> {
  return [...definedTables.values()]
}

type ChangeListener = (changes: readonly StoreChange[]) => void

/** Reads and stages writes inside one transaction. */
export interface Transaction {
  read<Row>(table: Table<Row>): readonly Row[]
  write<Row>(table: Table<Row>, rows: Row[]): void
}

export class Store {
  readonly referenceDay: Date
  private readonly storage: StoragePort
  private readonly tables = new Map<string, unknown[]>()
  private stored: Map<string, unknown>
  private pendingSave: Promise<void> = Promise.resolve()
  private readonly changeListeners = new Set<ChangeListener>()

  constructor(options: {
    referenceDay: Date
    storage?: StoragePort
    stored?: Map<string, unknown>
  }) {
    this.referenceDay = options.referenceDay
    this.storage = options.storage ?? createMemoryStorage()
    this.stored = options.stored ?? new Map()
  }

  get storageKind(): StoragePort['kind'] {
    return this.storage.kind
  }

  /** A table's rows. Frozen: change them only through `transaction`. */
  read<Row>(table: Table<Row>): readonly Row[] {
    let rows = this.tables.get(table.name) as Row[] | undefined
    if (!rows) {
      const restored = this.stored.get(table.name)
      rows = Array.isArray(restored) ? (restored as Row[]) : table.seed(this.referenceDay)
      this.tables.set(table.name, deepFreeze(rows))
    }
    return rows
  }

  /**
   * Runs `work` against staged copies: every write lands together when `work`
   * returns, and none of them does when it throws. Nothing is ever half-written.
   */
  transaction<Result>(work: (tx: Transaction) => Result): Result {
    const staged = new Map<string, unknown[]>()
    const tx: Transaction = {
      read: <Row>(table: Table<Row>) =>
        (staged.get(table.name) as Row[] | undefined) ?? this.read(table),
      write: <Row>(table: Table<Row>, rows: Row[]) => {
        staged.set(table.name, copyRows(rows, this.read(table)))
      },
    }
    const result = work(tx)
    const changes: StoreChange[] = []
    const isWatched = this.changeListeners.size > 0
    for (const [name, rows] of staged) {
      if (isWatched)
        changes.push({ table: name, ids: changedIds(this.tables.get(name) ?? [], rows) })
      this.tables.set(name, deepFreeze(rows))
    }
    if (staged.size > 0) {
      this.persist([...staged])
      for (const listener of this.changeListeners) listener(changes)
    }
    return result
  }

  /** Calls `listener` after every transaction that wrote, with the tables and row ids it changed. */
  onChange(listener: ChangeListener): () => void {
    this.changeListeners.add(listener)
    return () => this.changeListeners.delete(listener)
  }

  /** Every table read or written so far, by name (for invariant checks and inspection). */
  loadedTables(): ReadonlyMap<string, readonly unknown[]> {
    return this.tables
  }

  /** Resolves when every write so far has reached storage. */
  flushed(): Promise<void> {
    return this.pendingSave
  }

  /** "Reset demo data": forget every write and stored table, back to the sample data. */
  async reset(): Promise<void> {
    await this.pendingSave
    this.tables.clear()
    this.stored = new Map()
    await this.storage.clear()
  }

  private persist(changes: Array<[string, unknown[]]>): void {
    this.pendingSave = this.pendingSave
      .then(() => this.storage.save(changes))
      .catch((error: unknown) => console.error('Could not save demo data', error))
  }
}

/**
 * The rows of a new version: rows of the current version are shared (the store
 * deep-froze them, so no one can change them), every other row is cloned. A
 * write of one row copies one row, and the rows it keeps stay the objects the
 * seed made, which are quicker to read than clones (every property in the
 * object, shared strings).
 */
function copyRows<Row>(rows: readonly Row[], current: readonly Row[]): Row[] {
  const kept = new Set<unknown>(current)
  return rows.map((row) => (kept.has(row) ? row : structuredClone(row)))
}

type RowId = string | number

function rowId(row: unknown): RowId | undefined {
  if (!row || typeof row !== 'object' || !('id' in row)) return undefined
  const { id } = row
  return typeof id === 'string' || typeof id === 'number' ? id : undefined
}

/** Ids of rows added, removed or changed; rows without an id are not named. */
function changedIds(before: readonly unknown[], after: readonly unknown[]): RowId[] {
  const previous = new Map<RowId, string>()
  for (const row of before) {
    const id = rowId(row)
    if (id !== undefined) previous.set(id, JSON.stringify(row))
  }
  const ids: RowId[] = []
  for (const row of after) {
    const id = rowId(row)
    if (id === undefined) continue
    if (previous.get(id) !== JSON.stringify(row)) ids.push(id)
    previous.delete(id)
  }
  return [...ids, ...previous.keys()]
}

function deepFreeze<Value>(value: Value): Value {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const nested of Object.values(value)) deepFreeze(nested)
  }
  return value
}
