// The repository port's declarative list query as SQL over the generic rows table: `where` as
// JSON comparisons, the search as a case-insensitive substring of each searched field's text,
// the sort as the in-browser list query sorts (numbers as numbers, text case- and
// accent-folded, missing values last, ties in table order), then one page.
import { type RawBuilder, sql } from 'kysely'
import type { FieldCondition, RowQuery, Where } from '../../mocks/db/repository'
import { conditionKind } from '../../mocks/db/rowQuery'
import { pageWindow } from '../../mocks/db/listQuery'

/** A field of the row (`'status'`), or of one of its object fields (`'from.name'`), as jsonb. */
export function fieldJson(path: string): RawBuilder<unknown> {
  const [field = '', inner] = path.split('.', 2)
  return inner === undefined
    ? sql`doc -> ${sql.lit(field)}`
    : sql`doc -> ${sql.lit(field)} -> ${sql.lit(inner)}`
}

/** A JSON value as a jsonb parameter. */
export const jsonb = (value: unknown): RawBuilder<unknown> => sql`${JSON.stringify(value)}::jsonb`

function conditionSql(field: string, condition: FieldCondition<unknown>): RawBuilder<unknown> {
  const value = fieldJson(field)
  const spelled = conditionKind(condition)
  switch (spelled.kind) {
    case 'equals':
      return sql`${value} = ${jsonb(spelled.value)}`
    case 'not':
      return sql`${value} IS DISTINCT FROM ${jsonb(spelled.value)}`
    case 'has':
      return sql`(jsonb_typeof(${value}) = 'array' AND ${value} @> ${jsonb([spelled.value])})`
    case 'in':
      if (spelled.values.length === 0) return sql`false`
      return sql`${value} IN (${sql.join(spelled.values.map(jsonb))})`
  }
}

/** The conditions of `where` (undefined ones left out), all of which must hold. */
export function whereSql<Row>(where: Where<Row> | undefined): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = []
  for (const [field, condition] of Object.entries(where ?? {})) {
    if (condition === undefined) continue
    conditions.push(conditionSql(field, condition as FieldCondition<unknown>))
  }
  return conditions
}

/** A searched field's text: an array's items joined by spaces, an object as JSON, else its text. */
function searchText(path: string): RawBuilder<unknown> {
  const value = fieldJson(path)
  return sql`CASE jsonb_typeof(${value})
    WHEN 'array' THEN (SELECT string_agg(item, ' ') FROM jsonb_array_elements_text(${value}) AS item)
    WHEN 'object' THEN (${value})::text
    ELSE ${value} #>> '{}' END`
}

function searchSql(q: string | undefined, fields: readonly string[]): RawBuilder<unknown> | null {
  const needle = (q ?? '').trim().toLowerCase()
  if (needle === '') return null
  if (fields.length === 0) return sql`false`
  return sql`(${sql.join(
    fields.map((field) => sql`strpos(lower(${searchText(field)}), ${needle}) > 0`),
    sql` OR `,
  )})`
}

/** Whether the query keeps every row of its table (no condition, no search). */
export function isUnfiltered<Row>(query: RowQuery<Row>): boolean {
  return whereSql(query.where).length === 0 && (query.q ?? '').trim() === ''
}

/** Every condition a row of `table` must meet for the query. */
export function matchSql<Row>(table: string, query: RowQuery<Row>): RawBuilder<unknown> {
  const conditions = [sql`table_name = ${table}`, ...whereSql(query.where)]
  const search = searchSql(query.q, query.searchFields ?? [])
  if (search) conditions.push(search)
  return sql.join(conditions, sql` AND `)
}

/** The sort keys of a column, each with its direction: missing last, numbers, folded text. */
function sortKeys(column: string, descending: boolean): RawBuilder<unknown>[] {
  const value = fieldJson(column)
  const direction = descending ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`
  return [
    sql`(coalesce(jsonb_typeof(${value}), 'null') = 'null')`,
    sql`(CASE jsonb_typeof(${value})
      WHEN 'number' THEN (${value} #>> '{}')::float8
      WHEN 'boolean' THEN CASE WHEN ${value} #>> '{}' = 'true' THEN 1 ELSE 0 END
    END) ${direction}`,
    sql`(cea_fold(${value} #>> '{}') COLLATE "C") ${direction}`,
    sql`seq`,
  ]
}

/** ORDER BY of the list query: by one column, missing values last, ties in table order. */
export function orderSql(column: string | undefined, descending: boolean): RawBuilder<unknown> {
  if (!column) return sql`seq`
  return sql.join(sortKeys(column, descending))
}

/**
 * One page of the keys of `table`'s rows sorted by a declared column (sortedColumns.ts), in the
 * order of `orderSql`, from the sort keys the triggers keep: an index-only scan of
 * cea_sort_keys_asc or cea_sort_keys_desc that stops after the page.
 */
export function sortedPageSql(
  table: string,
  column: string,
  descending: boolean,
  page: { limit: number; offset: number },
): RawBuilder<{ key: unknown }> {
  const direction = descending ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`
  return sql<{ key: unknown }>`
    SELECT key FROM cea_sort_keys WHERE table_name = ${table} AND column_name = ${column}
    ORDER BY missing, num ${direction}, txt ${direction}, seq
    LIMIT ${page.limit} OFFSET ${page.offset}`
}

/**
 * An index of one table's rows in the order a sorted list asks (the same keys as `orderSql`, so
 * a page is read from it rather than sorted from every row): created the first time a list of
 * that table is sorted by that column that way. The name is short and safe, whatever the names.
 */
export function sortIndexSql(
  table: string,
  column: string,
  descending: boolean,
): { name: string; create: RawBuilder<unknown> } {
  let hash = 0x811c9dc5
  for (const char of `${table}\u0000${column}\u0000${descending}`) {
    hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0
  }
  const name = `cea_sort_${hash.toString(16).padStart(8, '0')}`
  const create = sql`CREATE INDEX IF NOT EXISTS ${sql.id(name)} ON cea_rows (${sql.join(
    sortKeys(column, descending),
  )}) WHERE table_name = ${sql.lit(table)}`
  return { name, create }
}

/** The asked page: LIMIT (none: every match) and OFFSET, or `slice` for bounds no window has. */
export function pageOf(page: number | undefined, perPage: number | undefined) {
  const window = pageWindow(page, perPage)
  if (window.slice) return { limit: undefined, offset: 0, slice: window.slice }
  const limit = Number.isFinite(window.to) ? window.to - window.from : undefined
  return { limit, offset: window.from, slice: undefined }
}
