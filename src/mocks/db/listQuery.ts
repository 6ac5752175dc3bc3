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

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0
  if (a === undefined || a === null) return 1
  if (b === undefined || b === null) return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
  return collator.compare(String(a), String(b))
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
      (needle === '' || searchFields.some((field) => searchText(field(row)).toLowerCase().includes(needle))),
  )
  const { sortColumn } = query
  if (sortColumn) {
    const direction = query.sort === 'desc' ? -1 : 1
    matching.sort((a, b) => direction * compareValues(a[sortColumn], b[sortColumn]))
  }
  if (!query.perPage) return { total: matching.length, rows: matching }
  const page = Math.max(1, Math.floor(query.page ?? 1))
  const start = (page - 1) * query.perPage
  return { total: matching.length, rows: matching.slice(start, start + query.perPage) }
}

/** A filter on one field that passes everything when no value was asked for. */
export function whenGiven<Row, Value>(
  value: Value | undefined | null | '',
  test: (row: Row, value: Value) => boolean,
): (row: Row) => boolean {
  if (value === undefined || value === null || value === '') return () => true
  return (row) => test(row, value)
}
