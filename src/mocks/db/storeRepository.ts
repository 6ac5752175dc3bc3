// The repository port's in-browser adapter: the store (service worker,
// Storybook, unit tests). A transaction stages rows by key; its reads see its
// own writes; the store saves them, then applies and announces them.
import type { ListPage } from '../../api/types/common'
import { queryList } from './listQuery'
import type { Repository, RepositoryTransaction, RowQuery, Where } from './repository'
import { meetsWhere, toListQuery } from './rowQuery'
import { deepFreeze, type Store } from './store'
import { keyFieldOf, type RowKey, type Table } from './table'

class StoreTransaction implements RepositoryTransaction {
  /** Per table, the new row by key (null: removed), in the order they were written. */
  readonly staged = new Map<string, Map<RowKey, unknown>>()

  constructor(private readonly store: Store) {}

  private stagedFor(table: Table<unknown>): Map<RowKey, unknown> {
    let rows = this.staged.get(table.name)
    if (!rows) {
      rows = new Map()
      this.staged.set(table.name, rows)
    }
    return rows
  }

  /** The table as this transaction sees it: committed rows with its own writes applied. */
  private rowsOf<Row>(table: Table<Row>): readonly Row[] {
    const committed = this.store.state(table).liveRows() as readonly Row[]
    const staged = this.staged.get(table.name)
    if (!staged || staged.size === 0) return committed
    const seen = new Set<RowKey>()
    const rows: Row[] = []
    for (const row of committed) {
      const key = keyFieldOf(row, table.key)
      if (key === undefined || !staged.has(key)) rows.push(row)
      else {
        seen.add(key)
        const replaced = staged.get(key)
        if (replaced !== null) rows.push(replaced as Row)
      }
    }
    for (const [key, row] of staged) if (!seen.has(key) && row !== null) rows.push(row as Row)
    return rows
  }

  private isStaged(table: Table<unknown>): boolean {
    return (this.staged.get(table.name)?.size ?? 0) > 0
  }

  async get<Row>(table: Table<Row>, key: RowKey): Promise<Row | undefined> {
    const staged = this.staged.get(table.name)
    if (staged?.has(key)) return (staged.get(key) ?? undefined) as Row | undefined
    return this.store.state(table).get(key) as Row | undefined
  }

  async list<Row>(table: Table<Row>, query: RowQuery<Row> = {}): Promise<ListPage<Row>> {
    // Without writes of its own to the table, the committed table answers with its kept indexes.
    if (!this.isStaged(table)) return this.store.query(table, toListQuery(query))
    return queryList(this.rowsOf(table), toListQuery(query))
  }

  async count<Row>(table: Table<Row>, where?: Where<Row>): Promise<number> {
    const rows = this.rowsOf(table)
    if (!where) return rows.length
    const meets = meetsWhere(where)
    let count = 0
    for (let position = 0; position < rows.length; position += 1)
      if (meets(rows[position] as Row)) count += 1
    return count
  }

  private keyOf<Row>(table: Table<Row>, row: Row): RowKey {
    const key = table.fixedKey ?? keyFieldOf(row, table.key)
    if (key === undefined) throw new Error(`A row of ${table.name} has no ${table.key}.`)
    return key
  }

  private stage<Row>(table: Table<Row>, key: RowKey, row: Row | null): Row | null {
    const stored = row === null ? null : deepFreeze(structuredClone(row))
    this.stagedFor(table as Table<unknown>).set(key, stored)
    return stored
  }

  async insert<Row>(table: Table<Row>, row: Row): Promise<Row> {
    const key = this.keyOf(table, row)
    if ((await this.get(table, key)) !== undefined)
      throw new Error(`${table.name} already has a row ${String(key)}.`)
    return this.stage(table, key, row) as Row
  }

  async update<Row>(table: Table<Row>, row: Row): Promise<Row> {
    const key = this.keyOf(table, row)
    if ((await this.get(table, key)) === undefined)
      throw new Error(`${table.name} has no row ${String(key)} to update.`)
    return this.stage(table, key, row) as Row
  }

  async remove<Row>(table: Table<Row>, key: RowKey): Promise<boolean> {
    if ((await this.get(table, key)) === undefined) return false
    this.stage(table, key, null)
    return true
  }

  async nextId<Row extends { id: number }>(table: Table<Row>): Promise<number> {
    const staged = this.staged.get(table.name)
    let highest = 0
    if (staged && [...staged.values()].some((row) => row === null)) {
      for (const row of this.rowsOf(table)) highest = Math.max(highest, row.id)
      return highest + 1
    }
    highest = this.store.state(table).highestNumericId()
    for (const row of staged?.values() ?? []) {
      const id = keyFieldOf(row, 'id')
      if (typeof id === 'number') highest = Math.max(highest, id)
    }
    return highest + 1
  }
}

/**
 * The repository over `store`: reads of its committed rows, transactions one at a time.
 * `resetDemoData` is the host's (instance.ts replaces the store); by default the store is cleared.
 */
export function createStoreRepository(
  store: Store,
  resetDemoData: () => Promise<void> = () => store.reset(),
): Repository {
  const committed = new StoreTransaction(store)
  let turn: Promise<unknown> = Promise.resolve()
  return {
    referenceDay: store.referenceDay,
    storageKind: store.storageKind,
    get: (table, key) => committed.get(table, key),
    list: (table, query) => committed.list(table, query),
    count: (table, where) => committed.count(table, where),
    resetDemoData,
    transaction<Result>(work: (tx: RepositoryTransaction) => Promise<Result>) {
      const run = turn.then(async () => {
        const tx = new StoreTransaction(store)
        const result = await work(tx)
        await store.commit(tx.staged)
        return result
      })
      turn = run.catch(() => undefined)
      return run
    },
  }
}
