import type { RepositoryReader } from './repository'
import type { Table } from './table'

type TextField<Row> = {
  [Field in keyof Row & string]: Row[Field] extends string ? Field : never
}[keyof Row & string]

/**
 * Whether a row other than `self` has `value` in `field`, in any letter case (a taken email,
 * username or name). The search narrows (case-insensitive: ILIKE in SQL); the exact match is
 * decided here.
 */
export async function isTaken<Row extends { id: number }>(
  repo: RepositoryReader,
  table: Table<Row>,
  field: TextField<Row>,
  value: string,
  self?: number,
): Promise<boolean> {
  const { rows } = await repo.list(table, { q: value, searchFields: [field] })
  const wanted = value.toLowerCase()
  return rows.some((row) => row.id !== self && String(row[field]).toLowerCase() === wanted)
}
