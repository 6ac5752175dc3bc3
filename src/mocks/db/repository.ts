// The repository port: what every handler knows of storage. Async and
// declarative (field names, not functions), so that besides the in-browser
// store (storeRepository.ts) a SQL adapter can answer the same calls with
// WHERE / ORDER BY / LIMIT.
import type { ListPage, SortDirection } from '../../api/types/common'
import type { BackendStoreKind } from '../../api/types/backend'
import type { RowKey, Table } from './table'

type Element<Value> = Value extends ReadonlyArray<infer Item> ? Item : never

/** A condition on one field: equal to a value, one of several, not equal, or (arrays) holding an element. */
export type FieldCondition<Value> =
  | Value
  | { readonly in: ReadonlyArray<Value> }
  | { readonly not: Value }
  | { readonly has: Element<Value> }

/** Conditions on fields, all of which must hold; an undefined condition does not filter. */
export type Where<Row> = { readonly [Field in keyof Row]?: FieldCondition<Row[Field]> | undefined }

/** A field, or one field of an object-valued field (`'from.name'`). */
export type FieldPath<Row> = {
  [Field in keyof Row & string]: NonNullable<Row[Field]> extends ReadonlyArray<unknown>
    ? Field
    : NonNullable<Row[Field]> extends object
      ? Field | `${Field}.${keyof NonNullable<Row[Field]> & string}`
      : Field
}[keyof Row & string]

/**
 * The list query: filter (`where`), search (`q`, case-insensitive, in any of
 * `searchFields`; an array field is searched as its items joined by spaces),
 * sort by one column (case- and accent-folded text, numbers as numbers, missing
 * values last, ties in table order), then one page. Without `perPage`, every match.
 */
export interface RowQuery<Row> {
  where?: Where<Row>
  q?: string | undefined
  searchFields?: ReadonlyArray<FieldPath<Row>>
  sortColumn?: (keyof Row & string) | undefined
  sort?: SortDirection
  page?: number
  perPage?: number | undefined
}

/** Reads, outside a transaction or inside one (where they see its own writes). */
export interface RepositoryReader {
  get<Row>(table: Table<Row>, key: RowKey): Promise<Row | undefined>
  list<Row>(table: Table<Row>, query?: RowQuery<Row>): Promise<ListPage<Row>>
  count<Row>(table: Table<Row>, where?: Where<Row>): Promise<number>
}

/** Reads and writes of one transaction; nothing is written unless the whole transaction is. */
export interface RepositoryTransaction extends RepositoryReader {
  /** Adds a row; its key must be new. Answers the row as stored. */
  insert<Row>(table: Table<Row>, row: Row): Promise<Row>
  /** Replaces the row with the same key, which must exist. Answers the row as stored. */
  update<Row>(table: Table<Row>, row: Row): Promise<Row>
  /** Removes the row with this key; answers whether there was one. */
  remove<Row>(table: Table<Row>, key: RowKey): Promise<boolean>
  /** The id of a new row: the highest numeric id plus one (SPEC §7), 1 for an empty table. */
  nextId<Row extends { id: number }>(table: Table<Row>): Promise<number>
}

export interface Repository extends RepositoryReader {
  /** The day the sample data is dated around. */
  readonly referenceDay: Date
  /** Where the data is kept (`GET /api/health`). */
  readonly storageKind: BackendStoreKind
  /**
   * Runs `work` with its own reads and writes; every write lands when `work`
   * resolves and has been saved, none when it throws or the save fails
   * (`SaveFailedError`). Transactions run one at a time.
   */
  transaction<Result>(work: (tx: RepositoryTransaction) => Promise<Result>): Promise<Result>
  /** "Reset demo data": every write and stored table dropped, the sample data back. */
  resetDemoData(): Promise<void>
}

/** The storage refused a write: nothing of it was kept (the back end answers 503). */
export class SaveFailedError extends Error {
  constructor(cause: unknown) {
    super(`The change could not be saved: ${cause instanceof Error ? cause.message : 'unknown'}`, {
      cause,
    })
    this.name = 'SaveFailedError'
  }
}
