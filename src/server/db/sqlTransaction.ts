// Reads and writes of the SQL repository, on the database or inside one transaction (where
// reads see the transaction's own writes, as SQL does).
import { sql } from 'kysely'
import type { StoreChange } from '../../api/types/backend'
import type { ListPage } from '../../api/types/common'
import type { RepositoryTransaction, RowQuery, Where } from '../../mocks/db/repository'
import { keyFieldOf, type RowKey, type Table } from '../../mocks/db/table'
import type { Executor } from './schema'
import { isSortedColumn } from './sortedColumns'
import {
  isUnfiltered,
  jsonb,
  matchSql,
  orderSql,
  pageOf,
  sortedPageSql,
  sortIndexSql,
  whereSql,
} from './sqlQuery'

/** Makes sure a table holds its seed before it is read or written. */
export type Seeder = (executor: Executor, table: Table<unknown>) => Promise<void>

const asStored = <Row>(row: Row): Row => JSON.parse(JSON.stringify(row)) as Row

/** Per database (or transaction), the sort indexes known to exist. */
const sortIndexesMade = new WeakMap<object, Set<string>>()

/** Postgres's "already exists" (two processes creating the same index at once). */
const isAlreadyThere = (error: unknown) =>
  error instanceof Error && 'code' in error && ['42P07', '23505'].includes(String(error.code))

export class SqlTransaction implements RepositoryTransaction {
  /** Per table written, the keys written, in order. */
  private readonly written = new Map<string, { table: Table<unknown>; keys: RowKey[] }>()

  constructor(
    private readonly executor: Executor,
    private readonly seed: Seeder,
  ) {}

  /** Seeding in progress or done, per table: reads side by side seed a table once. */
  private readonly seeding = new Map<string, Promise<void>>()

  private ready<Row>(table: Table<Row>): Promise<void> {
    let seeding = this.seeding.get(table.name)
    if (!seeding) {
      seeding = this.seed(this.executor, table as Table<unknown>)
      this.seeding.set(table.name, seeding)
    }
    return seeding
  }

  async get<Row>(table: Table<Row>, key: RowKey): Promise<Row | undefined> {
    await this.ready(table)
    const found = await this.executor
      .selectFrom('cea_rows')
      .select('row')
      .where('table_name', '=', table.name)
      .where(sql<boolean>`key = ${jsonb(key)}`)
      .executeTakeFirst()
    return found ? (found.row as Row) : undefined
  }

  /** The index a sorted list of `table` reads its pages from (see `sortIndexSql`). */
  private async sortIndex(table: string, column: string, descending: boolean): Promise<void> {
    const made = sortIndexesMade.get(this.executor) ?? new Set<string>()
    sortIndexesMade.set(this.executor, made)
    const { name, create } = sortIndexSql(table, column, descending)
    if (made.has(name)) return
    try {
      await create.execute(this.executor)
    } catch (error) {
      if (!isAlreadyThere(error)) throw error
    }
    made.add(name)
  }

  async list<Row>(table: Table<Row>, query: RowQuery<Row> = {}): Promise<ListPage<Row>> {
    await this.ready(table)
    const column = query.sortColumn
    const descending = query.sort === 'desc'
    const { limit, offset, slice } = pageOf(query.page, query.perPage)
    const unfiltered = isUnfiltered(query)
    if (limit !== undefined && column && unfiltered && isSortedColumn(table.name, column)) {
      // A page of every row by a declared column: its keys from cea_sort_keys, the total kept.
      const { rows: keys } = await sortedPageSql(table.name, column, descending, {
        limit,
        offset,
      }).execute(this.executor)
      const rows = await this.rowsByKey<Row>(
        table,
        keys.map((found) => found.key),
      )
      return { total: await this.storedCount(table.name), rows }
    }
    if (column) await this.sortIndex(table.name, column, descending)
    const match = matchSql(table.name, query)
    const order = orderSql(column, descending)
    if (limit === undefined) {
      const { rows } = await sql<{ row: Row }>`
        SELECT row FROM cea_rows WHERE ${match} ORDER BY ${order} OFFSET ${offset}`.execute(
        this.executor,
      )
      const all = rows.map((found) => found.row)
      return { total: offset + all.length, rows: slice ? all.slice(...slice) : all }
    }
    // A page: its keys first (a top-N sort of narrow tuples), then their rows, then the count.
    const { rows: keys } = await sql<{ key: unknown }>`
      SELECT key FROM cea_rows WHERE ${match}
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`.execute(this.executor)
    const picked = await this.rowsByKey<Row>(
      table,
      keys.map((found) => found.key),
    )
    const isLastPage = keys.length < limit && (keys.length > 0 || offset === 0)
    if (isLastPage) return { total: offset + keys.length, rows: picked }
    const total = unfiltered ? await this.storedCount(table.name) : await this.countMatching(match)
    return { total, rows: picked }
  }

  /** How many rows `table` holds, as the triggers keep it (cea_row_counts). */
  private async storedCount(table: string): Promise<number> {
    const { rows } = await sql<{ rows: string | number }>`
      SELECT rows FROM cea_row_counts WHERE table_name = ${table}`.execute(this.executor)
    return Number(rows[0]?.rows ?? 0)
  }

  /** The rows of `keys`, in that order. */
  private async rowsByKey<Row>(table: Table<Row>, keys: readonly unknown[]): Promise<Row[]> {
    if (keys.length === 0) return []
    const { rows } = await sql<{ key: unknown; row: Row }>`
      SELECT key, row FROM cea_rows WHERE table_name = ${table.name}
      AND key IN (${sql.join(keys.map(jsonb))})`.execute(this.executor)
    const byKey = new Map(rows.map((found) => [JSON.stringify(found.key), found.row]))
    return keys.map((key) => byKey.get(JSON.stringify(key)) as Row)
  }

  private async countMatching(match: ReturnType<typeof matchSql>): Promise<number> {
    const { rows } = await sql<{ total: string | number }>`
      SELECT count(*) AS total FROM cea_rows WHERE ${match}`.execute(this.executor)
    return Number(rows[0]?.total ?? 0)
  }

  async count<Row>(table: Table<Row>, where?: Where<Row>): Promise<number> {
    await this.ready(table)
    if (whereSql(where).length === 0) return this.storedCount(table.name)
    return this.countMatching(
      sql.join([sql`table_name = ${table.name}`, ...whereSql(where)], sql` AND `),
    )
  }

  private keyOf<Row>(table: Table<Row>, row: Row): RowKey {
    const key = table.fixedKey ?? keyFieldOf(row, table.key)
    if (key === undefined) throw new Error(`A row of ${table.name} has no ${table.key}.`)
    return key
  }

  private wrote(table: Table<unknown>, key: RowKey): void {
    let entry = this.written.get(table.name)
    if (!entry) {
      entry = { table, keys: [] }
      this.written.set(table.name, entry)
    }
    entry.keys.push(key)
  }

  async insert<Row>(table: Table<Row>, row: Row): Promise<Row> {
    await this.ready(table)
    const key = this.keyOf(table, row)
    if ((await this.get(table, key)) !== undefined)
      throw new Error(`${table.name} already has a row ${String(key)}.`)
    await sql`
      INSERT INTO cea_rows (table_name, key, seq, row)
      SELECT ${table.name}, ${jsonb(key)}, coalesce(max(seq), -1) + 1, ${JSON.stringify(row)}::json
      FROM cea_rows WHERE table_name = ${table.name}`.execute(this.executor)
    this.wrote(table as Table<unknown>, key)
    return asStored(row)
  }

  async update<Row>(table: Table<Row>, row: Row): Promise<Row> {
    await this.ready(table)
    const key = this.keyOf(table, row)
    // RETURNING, not the affected-row count: the PGlite dialect does not report one.
    const updated = await this.executor
      .updateTable('cea_rows')
      .set({ row: JSON.stringify(row) })
      .where('table_name', '=', table.name)
      .where(sql<boolean>`key = ${jsonb(key)}`)
      .returning('seq')
      .executeTakeFirst()
    if (!updated) throw new Error(`${table.name} has no row ${String(key)} to update.`)
    this.wrote(table as Table<unknown>, key)
    return asStored(row)
  }

  async remove<Row>(table: Table<Row>, key: RowKey): Promise<boolean> {
    await this.ready(table)
    const removed = await this.executor
      .deleteFrom('cea_rows')
      .where('table_name', '=', table.name)
      .where(sql<boolean>`key = ${jsonb(key)}`)
      .returning('seq')
      .executeTakeFirst()
    if (!removed) return false
    this.wrote(table as Table<unknown>, key)
    return true
  }

  async nextId<Row extends { id: number }>(table: Table<Row>): Promise<number> {
    await this.ready(table)
    // Keyed by id: the primary key's index, read backwards (numbers sort above strings in jsonb).
    const highest =
      table.key === 'id'
        ? sql<{ id: string | number | null }>`
          SELECT key #>> '{}' AS id FROM cea_rows
          WHERE table_name = ${table.name} AND jsonb_typeof(key) = 'number'
          ORDER BY key DESC LIMIT 1`
        : sql<{ id: string | number | null }>`
          SELECT max((doc ->> 'id')::numeric) AS id FROM cea_rows
          WHERE table_name = ${table.name} AND jsonb_typeof(doc -> 'id') = 'number'`
    const { rows } = await highest.execute(this.executor)
    return Number(rows[0]?.id ?? 0) + 1
  }

  /** The tables and row ids this transaction wrote, as the store announces them. */
  changes(): StoreChange[] {
    return [...this.written.values()].map(({ table, keys }) => ({
      table: table.name,
      ids:
        table.key === 'id'
          ? [...new Set(keys)].filter((key) => typeof key === 'number' || !key.startsWith('#'))
          : [],
    }))
  }
}
