// The SQL schema of the server's repository: one generic table of rows, so an area's new
// table needs no migration. A row is kept whole as `json` (its fields in the order they were
// written, as the in-browser store answers them), keyed by its table and key.
import type { Kysely, Transaction } from 'kysely'

export interface RowsTable {
  /** The repository table's name (`users`, `ecommerce.cart`). */
  table_name: string
  /** The row's key as JSON (`3`, `"#0"`), so numbers and strings stay distinct. */
  key: string
  /** The row's place in its table: seeds in fixture order, each new row after the last. */
  seq: number
  /** The row itself. */
  row: unknown
}

export interface SeededTable {
  table_name: string
}

export interface MetaValue {
  name: string
  value: string
}

export interface Database {
  cea_rows: RowsTable
  cea_seeded: SeededTable
  cea_meta: MetaValue
}

/** The database, or one transaction of it. */
export type Executor = Kysely<Database> | Transaction<Database>
