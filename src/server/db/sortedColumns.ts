// The one place that says which columns of which tables lists sort by fast: each declared
// column's sort keys are kept in `cea_sort_keys` (migration 0004's triggers), and a page sorted
// by it is read from that table's covering index. A sort by a column not declared here still
// answers the same, from an expression index of `cea_rows` made on first use (sqlQuery's
// sortIndexSql), at the cost of computing its keys for every row a page passes.
import { type Kysely, sql } from 'kysely'
import { userSortColumns } from '../../api/types/users'
import { usersTable } from '../../mocks/handlers/users/usersTable'
import type { Database } from './schema'
import { writeLockId } from './seeding'
import { sortIndexSql } from './sqlQuery'

export const sortedColumns: Readonly<Record<string, readonly string[]>> = {
  [usersTable.name]: userSortColumns,
}

/** Whether `table`'s lists sorted by `column` read their pages from `cea_sort_keys`. */
export const isSortedColumn = (table: string, column: string): boolean =>
  sortedColumns[table]?.includes(column) ?? false

/** A column's path as the list query reads it (`fieldJson`: a field, or a field of one). */
const pathOf = (column: string): string[] => column.split('.', 2)

/**
 * Brings `cea_sort_columns` to the declaration: a newly declared column's keys are filled from
 * the rows already there, one no longer declared is dropped, and the expression indexes a
 * declared column had before (sortIndexSql) go, since its lists no longer read them.
 */
export async function syncSortedColumns(
  db: Kysely<Database>,
  declared: Readonly<Record<string, readonly string[]>> = sortedColumns,
): Promise<void> {
  const pairs = Object.entries(declared).flatMap(([table, columns]) =>
    columns.map((column) => ({ table, column })),
  )
  const isDeclared = (table: string, column: string) =>
    pairs.some((pair) => pair.table === table && pair.column === column)
  await db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${writeLockId})`.execute(tx)
    const { rows: known } = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM cea_sort_columns`.execute(tx)
    for (const { table_name: table, column_name: column } of known) {
      if (isDeclared(table, column)) continue
      await sql`DELETE FROM cea_sort_keys WHERE table_name = ${table} AND column_name = ${column}`.execute(
        tx,
      )
      await sql`DELETE FROM cea_sort_columns WHERE table_name = ${table} AND column_name = ${column}`.execute(
        tx,
      )
    }
    for (const { table, column } of pairs) {
      if (known.some((pair) => pair.table_name === table && pair.column_name === column)) continue
      const path = pathOf(column)
      await sql`INSERT INTO cea_sort_columns (table_name, column_name, path)
        VALUES (${table}, ${column}, ${path}::text[])`.execute(tx)
      await sql`
        INSERT INTO cea_sort_keys (table_name, column_name, key, seq, missing, num, txt)
        SELECT table_name, ${column}, key, seq, cea_sort_missing(doc #> ${path}::text[]),
          cea_sort_number(doc #> ${path}::text[]), cea_sort_text(doc #> ${path}::text[])
        FROM cea_rows WHERE table_name = ${table}`.execute(tx)
      for (const descending of [false, true]) {
        const { name } = sortIndexSql(table, column, descending)
        await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(tx)
      }
    }
  })
  // The planner's statistics, at every start: of the declared columns (a removal's keys are
  // found through them, by primary key) and of the keys (without them a late page is sorted
  // from every row; PGlite has no autovacuum to gather them, see seeding.ts).
  await sql`ANALYZE cea_sort_columns, cea_sort_keys`.execute(db)
}
