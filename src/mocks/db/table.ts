/** The key of a row within its table: the value of the table's key field. */
export type RowKey = string | number

/**
 * A named collection of the simulated back end. Each area defines its tables
 * next to its handlers; a table is seeded from fixtures the first time it is
 * read (or restored from storage, when a visit stored it). `key` names the
 * field that identifies a row (a SQL adapter's primary key); rows without it
 * are keyed by their place. A document (`defineDocument`) has one row, keyed
 * `documentKey` whatever its fields.
 */
export interface Table<Row> {
  readonly name: string
  readonly seed: (referenceDay: Date) => Row[]
  readonly key: string
  /** A document's table: its one row's key, fixed (the row has no key field). */
  readonly fixedKey?: RowKey
}

/** The key of a document's one row: its place, as rows without a key field have always been stored. */
export const documentKey: RowKey = '#0'

const definedTables = new Map<string, Table<unknown>>()

export function defineTable<Row>(
  name: string,
  seed: (referenceDay: Date) => Row[],
  options: { key?: keyof Row & string } = {},
): Table<Row> {
  const table: Table<Row> = { name, seed, key: options.key ?? 'id' }
  definedTables.set(name, table as Table<unknown>)
  return table
}

/**
 * A table of one row, a document (the profile, the account settings): read it
 * with `get(table, documentKey)`, write it with `update`, and its answer needs
 * no key field of its own.
 */
export function defineDocument<Row>(name: string, seed: (referenceDay: Date) => Row): Table<Row> {
  const table: Table<Row> = { ...defineTable(name, (day) => [seed(day)]), fixedKey: documentKey }
  definedTables.set(name, table as Table<unknown>)
  return table
}

/** Every table the imported handler modules define (for the sample-image build and inspection). */
export function allDefinedTables(): ReadonlyArray<Table<unknown>> {
  return [...definedTables.values()]
}

/** The definition of a stored table by name; tables no module defines are keyed by `id`. */
export function tableNamed(name: string): Table<unknown> {
  return definedTables.get(name) ?? { name, seed: () => [], key: 'id' }
}

/** The row's key field, when it holds a string or a number. */
export function keyFieldOf(row: unknown, field: string): RowKey | undefined {
  if (!row || typeof row !== 'object' || !(field in row)) return undefined
  const value: unknown = Reflect.get(row, field)
  return typeof value === 'string' || typeof value === 'number' ? value : undefined
}

/** The key of a row: its key field, or `#seq` (its place) when it has none. */
export function rowKeyOf(row: unknown, field: string, seq: number): RowKey {
  return keyFieldOf(row, field) ?? `#${seq}`
}
