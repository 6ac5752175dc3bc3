import type { StoreChange } from '../../api/types/backend'
import type { ListPage } from '../../api/types/common'
import { type ListQuery, queryList } from './listQuery'
import { SaveFailedError } from './repository'
import { createMemoryStorage, type RowRecord, type SaveBatch, type StoragePort } from './storage'
import { type TableChanges, type TablePlan, TableState } from './tableState'
import { keyFieldOf, type RowKey, rowKeyOf, type Table } from './table'

export { allDefinedTables, defineTable, type Table } from './table'

type ChangeListener = (changes: readonly StoreChange[]) => void

/** Whole-table reads and writes of a synchronous transaction (tests and stories seed with it). */
export interface Transaction {
  read<Row>(table: Table<Row>): readonly Row[]
  write<Row>(table: Table<Row>, rows: Row[]): void
}

/**
 * The in-browser store: tables in memory (`TableState`), saved row by row to a
 * `StoragePort` (IndexedDB in the app, nothing in Storybook and tests).
 * Handlers reach it through the repository port (`storeRepository.ts`), whose
 * transactions commit here: saved first, then applied and announced.
 */
export class Store {
  readonly referenceDay: Date
  private readonly storage: StoragePort
  private readonly tables = new Map<string, TableState>()
  private stored: Map<string, RowRecord[]>
  private pendingSave: Promise<void> = Promise.resolve()
  private readonly changeListeners = new Set<ChangeListener>()

  constructor(options: {
    referenceDay: Date
    storage?: StoragePort
    stored?: Map<string, RowRecord[]>
  }) {
    this.referenceDay = options.referenceDay
    this.storage = options.storage ?? createMemoryStorage()
    this.stored = options.stored ?? new Map()
  }

  get storageKind(): StoragePort['kind'] {
    return this.storage.kind
  }

  /** A table in memory: its stored rows, or its seed the first time (rows deep-frozen). */
  state<Row>(table: Table<Row>): TableState {
    let state = this.tables.get(table.name)
    if (!state) {
      const stored = this.stored.get(table.name)
      const records =
        stored ??
        table.seed(this.referenceDay).map((row, seq) => ({
          table: table.name,
          key: rowKeyOf(row, table.key, seq),
          seq,
          row,
        }))
      for (const record of records) deepFreeze(record.row)
      state = new TableState(table as Table<unknown>, records)
      state.isStored = stored !== undefined
      this.tables.set(table.name, state)
    }
    return state
  }

  /** A table's rows. Frozen: change them only through a transaction. */
  read<Row>(table: Table<Row>): readonly Row[] {
    return this.state(table).frozenRows() as readonly Row[]
  }

  /** The list query over a table's committed rows, with the table's kept sorted indexes. */
  query<Row>(table: Table<Row>, query: ListQuery<Row>): ListPage<Row> {
    const state = this.state(table)
    return queryList(state.liveRows() as readonly Row[], query, (column) => state.index(column))
  }

  /**
   * Whole-table writes for tests and stories, applied at once: every write
   * lands together when `work` returns, none when it throws. Saved in the
   * background (`flushed()`); handlers write through the repository instead.
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
    if (staged.size === 0) return result
    const changes: StoreChange[] = []
    const batch: SaveBatch = { put: [], delete: [], tables: [] }
    for (const [name, rows] of staged) {
      const state = this.tables.get(name)
      if (!state) continue
      const before = state.records()
      const wasStored = state.isStored
      state.replaceAll(rows.map(deepFreeze))
      state.isStored = true
      const after = state.records()
      changes.push({ table: name, ids: changedIds(state.table.key, before, after) })
      // A table stored for the first time is stored whole; after that, only what changed.
      const { put, removed } = wasStored
        ? recordChanges(before, after)
        : { put: after, removed: [] }
      if (!wasStored) batch.tables.push(name)
      batch.put.push(...put)
      batch.delete.push(...removed.map((key) => ({ table: name, key })))
    }
    this.pendingSave = this.pendingSave.catch(() => undefined).then(() => this.storage.save(batch))
    this.announce(changes)
    return result
  }

  /**
   * Commits a repository transaction: its rows are saved first, then applied
   * and announced. A failed save applies nothing and announces nothing.
   */
  async commit(staged: ReadonlyMap<string, TableChanges>): Promise<void> {
    const plans: Array<[TableState, TablePlan]> = []
    const batch: SaveBatch = { put: [], delete: [], tables: [] }
    for (const [name, changes] of staged) {
      const state = this.tables.get(name)
      if (!state || changes.size === 0) continue
      const plan = state.plan(changes)
      plans.push([state, plan])
      if (!state.isStored) {
        // Its first write: the seed is stored with it, so a new build's fixtures never mix in.
        batch.tables.push(name)
        batch.put.push(...state.records())
      }
      batch.put.push(...plan.put)
      batch.delete.push(...plan.removed.map((key) => ({ table: name, key })))
    }
    if (plans.length === 0) return
    try {
      await this.pendingSave.catch(() => undefined)
      await this.storage.save(batch)
    } catch (error) {
      throw new SaveFailedError(error)
    }
    const changes: StoreChange[] = []
    for (const [state, plan] of plans) {
      state.apply(plan)
      state.isStored = true
      const named = state.table.key === 'id'
      const ids = [...plan.put.map((record) => record.key), ...plan.removed]
      changes.push({ table: state.table.name, ids: named ? ids.filter(isIdKey) : [] })
    }
    this.announce(changes)
  }

  private announce(changes: StoreChange[]): void {
    for (const listener of this.changeListeners) listener(changes)
  }

  /** Calls `listener` after every transaction that wrote, with the tables and row ids it changed. */
  onChange(listener: ChangeListener): () => void {
    this.changeListeners.add(listener)
    return () => this.changeListeners.delete(listener)
  }

  /** Every table read or written so far, by name (for invariant checks and inspection). */
  loadedTables(): ReadonlyMap<string, readonly unknown[]> {
    return new Map([...this.tables].map(([name, state]) => [name, state.frozenRows()]))
  }

  /** Resolves when every whole-table write so far has reached storage; rejects if one failed. */
  flushed(): Promise<void> {
    return this.pendingSave
  }

  /** "Reset demo data": forget every write and stored table, back to the sample data. */
  async reset(): Promise<void> {
    await this.pendingSave.catch(() => undefined)
    this.tables.clear()
    this.stored = new Map()
    await this.storage.clear()
  }
}

const isIdKey = (key: RowKey): boolean => typeof key === 'number' || !key.startsWith('#')

/**
 * The rows of a new version: rows of the current version are shared (the store
 * deep-froze them, so no one can change them), every other row is cloned.
 */
function copyRows<Row>(rows: readonly Row[], current: readonly Row[]): Row[] {
  const kept = new Set<unknown>(current)
  return rows.map((row) => (kept.has(row) ? row : structuredClone(row)))
}

/** The records to store (new, changed or moved) and the keys to delete. */
function recordChanges(before: RowRecord[], after: RowRecord[]) {
  const previous = new Map(before.map((record) => [record.key, record]))
  const put = after.filter((record) => {
    const old = previous.get(record.key)
    previous.delete(record.key)
    return old?.row !== record.row || old?.seq !== record.seq
  })
  return { put, removed: [...previous.keys()] }
}

/** Ids of rows added, removed or changed (a row is changed when it is another object). */
function changedIds(keyField: string, before: RowRecord[], after: RowRecord[]): RowKey[] {
  if (keyField !== 'id') return []
  const previous = new Map(before.map((record) => [record.key, record.row]))
  const ids: RowKey[] = []
  for (const { key, row } of after) {
    if (previous.get(key) !== row && keyFieldOf(row, 'id') !== undefined) ids.push(key)
    previous.delete(key)
  }
  for (const [key, row] of previous) if (keyFieldOf(row, 'id') !== undefined) ids.push(key)
  return ids
}

export function deepFreeze<Value>(value: Value): Value {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const nested of Object.values(value)) deepFreeze(nested)
  }
  return value
}
