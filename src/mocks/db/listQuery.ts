import type { ListPage, SortDirection } from '../../api/types/common'
import { buildSortIndex, cachedSortIndex, type SortIndex, walkSortIndex } from './sortIndex'

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
  /** A window instead of a page: `limit` matches from the `offset`-th (0-based). */
  offset?: number
  limit?: number
}

const passAll = (): boolean => true

function searchText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** Whether a row passes the filters and the search; null when nothing filters. */
function matcher<Row>(query: ListQuery<Row>): ((row: Row) => boolean) | null {
  const needle = (query.q ?? '').trim().toLowerCase()
  const searchFields = query.searchFields ?? []
  // "All" filters (whenGiven without a value) are skipped: one call less per row.
  const filters = (query.filters ?? []).filter((filter) => filter !== passAll)
  if (needle === '' && filters.length === 0) return null
  const [only] = filters
  if (needle === '' && only && filters.length === 1) return only
  return (row) => {
    for (const filter of filters) if (!filter(row)) return false
    if (needle === '') return true
    for (const field of searchFields)
      if (searchText(field(row)).toLowerCase().includes(needle)) return true
    return false
  }
}

export interface PageWindow {
  /** The matches the page takes, [from, to) in sorted order. */
  from: number
  to: number
  /** Bounds that are not a plain window (negative, NaN): slice every match with them instead. */
  slice?: [number, number]
}

/** The matches a page takes (shared with the SQL adapter, so both page alike). */
export function pageWindow(page: number | undefined, perPage: number | undefined): PageWindow {
  if (!perPage) return { from: 0, to: Infinity }
  const start = (Math.max(1, Math.floor(page ?? 1)) - 1) * perPage
  const end = start + perPage
  // For bounds >= 0, Array#slice truncates them: the same as Math.floor.
  if (start >= 0 && end >= 0) return { from: Math.floor(start), to: Math.floor(end) }
  return { from: 0, to: Infinity, slice: [start, end] }
}

// Indexed loops: forEach and for-of are several times slower on frozen arrays (the store's).
function matchingPositions<Row>(rows: readonly Row[], matches: (row: Row) => boolean): Uint32Array {
  const positions = new Uint32Array(rows.length)
  let count = 0
  for (let position = 0; position < rows.length; position += 1)
    if (matches(rows[position] as Row)) positions[count++] = position
  return positions.subarray(0, count)
}

/** Which rows match, by position; the rows are read once, in store order. */
function matchingMask<Row>(rows: readonly Row[], matches: (row: Row) => boolean) {
  const mask = new Uint8Array(rows.length)
  let count = 0
  for (let position = 0; position < rows.length; position += 1) {
    if (matches(rows[position] as Row)) {
      mask[position] = 1
      count += 1
    }
  }
  return { mask, count }
}

/**
 * The one list query of the simulated back end: search, filter, sort, then page.
 * Sorting is stable (ties keep store order), so pages never overlap.
 *
 * The store keeps each table's sorted column orders up to date and passes
 * them as `indexOf`; a frozen array of frozen rows gets its own, built once and
 * cached. A query then tests filters and search once per row in store order,
 * and walks the sorted order only as far as the asked page.
 */
export function queryList<Row>(
  rows: readonly Row[],
  query: ListQuery<Row>,
  indexOf?: (column: keyof Row & string) => SortIndex,
): ListPage<Row> {
  const matches = matcher(query)
  const column = query.sortColumn
  const direction = query.sort === 'desc' ? 'desc' : 'asc'
  let index = column ? (indexOf?.(column) ?? cachedSortIndex(rows, column)) : null
  let mask: Uint8Array | null = null
  let total = rows.length
  if (column && !index) {
    // Not a stored table: filter first, then sort only the matches.
    const positions = matches ? matchingPositions(rows, matches) : undefined
    if (positions) total = positions.length
    index = buildSortIndex(rows, column, positions)
  } else if (matches) {
    const matching = matchingMask(rows, matches)
    mask = matching.mask
    total = matching.count
  }
  const window =
    query.limit === undefined
      ? pageWindow(query.page, query.perPage)
      : { from: query.offset ?? 0, to: (query.offset ?? 0) + query.limit }
  const picked: Row[] = []
  let seen = 0
  const visit = (position: number): boolean => {
    if (mask && mask[position] !== 1) return true
    if (seen >= window.from) picked.push(rows[position] as Row)
    seen += 1
    return seen < window.to
  }
  if (index) walkSortIndex(index, direction, visit)
  else {
    let position = 0
    while (position < rows.length && visit(position)) position += 1
  }
  return { total, rows: window.slice ? picked.slice(...window.slice) : picked }
}

/** A filter on one field that passes everything when no value was asked for. */
export function whenGiven<Row, Value>(
  value: Value | undefined | null | '',
  test: (row: Row, value: Value) => boolean,
): (row: Row) => boolean {
  if (value === undefined || value === null || value === '') return passAll
  return (row) => test(row, value)
}
