import type { ListPage, SortDirection } from '../../api/types/common'

export interface ListQuery<Row> {
  /** Search text, matched case-insensitively against `searchFields`. */
  q?: string
  searchFields?: ReadonlyArray<(row: Row) => unknown>
  /** Filters on field values; an undefined or empty value does not filter. */
  filters?: ReadonlyArray<(row: Row) => boolean>
  sortColumn?: keyof Row & string
  sort?: SortDirection
  /** 1-based page; with perPage, pages the sorted rows. Without perPage every row is returned. */
  page?: number
  perPage?: number
}

type SortKey = number | string | null

/** Numbers and booleans sort as numbers; everything else as case- and accent-folded text. */
function sortKey(value: unknown): SortKey {
  if (value === undefined || value === null) return null
  if (typeof value === 'number') return value
  if (typeof value === 'boolean') return Number(value)
  return String(value)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

function compareKeys(a: SortKey, b: SortKey): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  const left = String(a)
  const right = String(b)
  return left < right ? -1 : left > right ? 1 : 0
}

function searchText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * The one list query of the simulated back end: search, filter, sort, then page.
 * Sorting is stable (ties keep store order), so pages never overlap.
 */
export function queryList<Row>(rows: readonly Row[], query: ListQuery<Row>): ListPage<Row> {
  const needle = (query.q ?? '').trim().toLowerCase()
  const searchFields = query.searchFields ?? []
  const filters = query.filters ?? []
  const matching = rows.filter(
    (row) =>
      filters.every((filter) => filter(row)) &&
      (needle === '' ||
        searchFields.some((field) => searchText(field(row)).toLowerCase().includes(needle))),
  )
  const sorted = sortRows(matching, query.sortColumn, query.sort)
  if (!query.perPage) return { total: sorted.length, rows: sorted }
  const page = Math.max(1, Math.floor(query.page ?? 1))
  const start = (page - 1) * query.perPage
  return { total: sorted.length, rows: sorted.slice(start, start + query.perPage) }
}

function sortRows<Row>(
  rows: Row[],
  sortColumn: (keyof Row & string) | undefined,
  sort: SortDirection | undefined,
): Row[] {
  if (sortColumn) {
    // Keys are computed once per row, not once per comparison: 100k rows sort in tens of ms.
    const direction = sort === 'desc' ? -1 : 1
    const keyed = rows.map((row, index) => ({ row, index, key: sortKey(row[sortColumn]) }))
    keyed.sort((a, b) => {
      // Missing values go last in either direction.
      if (a.key === null || b.key === null)
        return (a.key === null ? 1 : 0) - (b.key === null ? 1 : 0) || a.index - b.index
      return direction * compareKeys(a.key, b.key) || a.index - b.index
    })
    return keyed.map((entry) => entry.row)
  }
  return rows
}

/** A filter on one field that passes everything when no value was asked for. */
export function whenGiven<Row, Value>(
  value: Value | undefined | null | '',
  test: (row: Row, value: Value) => boolean,
): (row: Row) => boolean {
  if (value === undefined || value === null || value === '') return () => true
  return (row) => test(row, value)
}
