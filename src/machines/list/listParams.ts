import type { SortDirection } from '../../api/types/common'

/** Rows per page a list offers unless it names its own (the shop's 9, 18, 36). */
export const defaultPerPageChoices: readonly number[] = [10, 25, 50, 100]

/** A range filter (price, issue date): either end may be open (''); values as the URL writes them. */
export interface RangeFilter {
  min: string
  max: string
}

/**
 * A filter's value: one string (a role: '' when not filtered), a set of strings (brands: none
 * when not filtered; combined with OR by the back end), or a range (price from–to).
 */
export type FilterValue = string | readonly string[] | RangeFilter

/** A list's filters by name, each of one kind; the defaults' value says which kind. */
export type ListFilters = Record<string, FilterValue>

/** What a range's ends are: numbers (a price, a salary) or days (`2026-11-28`). */
export type RangeKind = 'number' | 'day'

/**
 * The query state of a server-paged list: search, filters, sort, page and
 * page size. It lives in the list machine's context and in the page's URL.
 */
export interface ListParams<Filters extends ListFilters = ListFilters> {
  q: string
  filters: Filters
  sortColumn: string
  sort: SortDirection
  page: number
  perPage: number
}

/** What a list is: its defaults, the columns it sorts by and the page sizes it offers. */
export interface ListShape<Filters extends ListFilters = ListFilters> {
  defaults: ListParams<Filters>
  sortColumns: readonly string[]
  perPageChoices: readonly number[]
  /** What each range filter's ends are; a range not named takes a number or a day. */
  rangeKinds?: Readonly<Partial<Record<string, RangeKind>>>
}

export const isRange = (value: FilterValue): value is RangeFilter =>
  typeof value === 'object' && !Array.isArray(value)
const isSet = (value: FilterValue): value is readonly string[] => Array.isArray(value)

/** Which of the three kinds a filter is. */
export const filterKind = (value: FilterValue): 'value' | 'set' | 'range' =>
  isSet(value) ? 'set' : isRange(value) ? 'range' : 'value'

/** Whether a filter narrows the list. */
export function isFilterSet(value: FilterValue): boolean {
  if (isSet(value)) return value.length > 0
  if (isRange(value)) return value.min !== '' || value.max !== ''
  return value !== ''
}

/** The same filter with nothing chosen. */
export function clearedFilter(value: FilterValue): FilterValue {
  if (isSet(value)) return []
  if (isRange(value)) return { min: '', max: '' }
  return ''
}

/**
 * Each filter of a list mapped to a value of its own kind. The one place the kit's generic
 * filters are rebuilt: `change` keeps each kind, so the result is still the list's `Filters`.
 */
export function mapFilters<Filters extends ListFilters>(
  filters: Filters,
  change: (value: FilterValue, name: string) => FilterValue,
): Filters {
  const mapped: ListFilters = {}
  for (const [name, value] of Object.entries(filters)) mapped[name] = change(value, name)
  return mapped as Filters
}

function sameFilter(a: FilterValue, b: FilterValue): boolean {
  if (isSet(a) && isSet(b)) return a.length === b.length && a.every((item) => b.includes(item))
  if (isRange(a) && isRange(b)) return a.min === b.min && a.max === b.max
  return a === b
}

function positiveInteger(text: string | null): number | undefined {
  if (text === null || !/^\d{1,6}$/.test(text)) return undefined
  const value = Number(text)
  return value >= 1 ? value : undefined
}

const numberPattern = /^-?\d{1,15}(\.\d{1,6})?$/
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `text` is a day of the calendar (not 2026-02-30). */
function isRealDay(text: string): boolean {
  const parts = dayPattern.exec(text)
  if (!parts) return false
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1
}

/** A range's end as the URL gives it; '' (open) when it is missing or not of the range's kind. */
function rangeEnd(text: string | null, kind: RangeKind | undefined): string {
  if (text === null) return ''
  const isNumber = numberPattern.test(text)
  const isDay = isRealDay(text)
  const fits = kind === 'number' ? isNumber : kind === 'day' ? isDay : isNumber || isDay
  return fits ? text : ''
}

/** A filter as the URL gives it, of the kind its default has. */
function filterFromSearch(
  search: URLSearchParams,
  key: string,
  fallback: FilterValue,
  rangeKind: RangeKind | undefined,
) {
  if (isSet(fallback)) return search.has(key) ? search.getAll(key).filter(Boolean) : fallback
  if (isRange(fallback)) {
    const [min, max] = [search.get(`${key}Min`), search.get(`${key}Max`)]
    if (min === null && max === null) return fallback
    return { min: rangeEnd(min, rangeKind), max: rangeEnd(max, rangeKind) }
  }
  return search.get(key) ?? fallback
}

/**
 * The params a URL's query names, the defaults for the rest. Unknown or malformed values (a page
 * size the list does not offer, a column it does not sort by, a range's end that is not a number
 * or a day as the range wants) fall back to the defaults, so any shared link opens a list.
 */
export function paramsFromSearch<Filters extends ListFilters>(
  search: URLSearchParams,
  shape: ListShape<Filters>,
): ListParams<Filters> {
  const { defaults } = shape
  const filters = mapFilters(defaults.filters, (value, name) =>
    filterFromSearch(search, name, value, shape.rangeKinds?.[name]),
  )
  const sortColumn = search.get('sortColumn') ?? ''
  const sort = search.get('sort')
  const perPage = positiveInteger(search.get('perPage'))
  return {
    q: search.get('q') ?? defaults.q,
    filters,
    sortColumn: shape.sortColumns.includes(sortColumn) ? sortColumn : defaults.sortColumn,
    sort: sort === 'asc' || sort === 'desc' ? sort : defaults.sort,
    page: positiveInteger(search.get('page')) ?? defaults.page,
    perPage:
      perPage !== undefined && shape.perPageChoices.includes(perPage) ? perPage : defaults.perPage,
  }
}

/** Writes a filter into a URL query or a call's query: a set repeats its key, a range two keys. */
function appendFilter(
  target: (key: string, value: string) => void,
  key: string,
  value: FilterValue,
): void {
  if (isSet(value)) for (const item of [...value].sort()) target(key, item)
  else if (isRange(value)) {
    if (value.min !== '') target(`${key}Min`, value.min)
    if (value.max !== '') target(`${key}Max`, value.max)
  } else if (value !== '') target(key, value)
}

/** The URL query for `params`: only what differs from the defaults, in a stable order. */
export function searchFromParams<Filters extends ListFilters>(
  params: ListParams<Filters>,
  defaults: ListParams<Filters>,
): URLSearchParams {
  const search = new URLSearchParams()
  if (params.q !== defaults.q) search.set('q', params.q)
  for (const key of Object.keys(params.filters).sort()) {
    const [value, byDefault] = [params.filters[key], defaults.filters[key]]
    if (value === undefined || (byDefault !== undefined && sameFilter(value, byDefault))) continue
    // A filter cleared where the default narrows: empty values say so.
    if (!isFilterSet(value))
      for (const name of isRange(value) ? [`${key}Min`, `${key}Max`] : [key]) search.set(name, '')
    else appendFilter((name, item) => search.append(name, item), key, value)
  }
  if (params.sortColumn !== defaults.sortColumn) search.set('sortColumn', params.sortColumn)
  if (params.sort !== defaults.sort) search.set('sort', params.sort)
  if (params.page !== defaults.page) search.set('page', String(params.page))
  if (params.perPage !== defaults.perPage) search.set('perPage', String(params.perPage))
  return search
}

/** Whether two params ask for the same rows. */
export function sameParams<Filters extends ListFilters>(
  a: ListParams<Filters>,
  b: ListParams<Filters>,
): boolean {
  return (
    a.q === b.q &&
    a.sortColumn === b.sortColumn &&
    a.sort === b.sort &&
    a.page === b.page &&
    a.perPage === b.perPage &&
    Object.entries(a.filters).every(([key, value]) => {
      const other = b.filters[key]
      return other !== undefined && sameFilter(value, other)
    })
  )
}

/** Whether a search or any filter narrows the list. */
export function isFiltered(params: ListParams): boolean {
  return params.q !== '' || Object.values(params.filters).some(isFilterSet)
}

/** The last page that has rows (1 for an empty list). */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}

export type ListQueryValue = string | number | string[]

/**
 * The call's query in SPEC §7's vocabulary: page, perPage, sort, sortColumn, q, and each filter
 * that narrows (a set as a list of values, a range as `<name>Min` / `<name>Max`). A list whose
 * call speaks otherwise (the shop's `sortBy=price-asc`) maps its params itself.
 */
export function queryFromParams(params: ListParams): Record<string, ListQueryValue> {
  const query: Record<string, ListQueryValue> = {
    page: params.page,
    perPage: params.perPage,
    sort: params.sort,
    sortColumn: params.sortColumn,
  }
  if (params.q.trim() !== '') query.q = params.q.trim()
  for (const [key, value] of Object.entries(params.filters))
    appendFilter(
      (name, item) => {
        const earlier = query[name]
        query[name] = isSet(value) ? [...(Array.isArray(earlier) ? earlier : []), item] : item
      },
      key,
      value,
    )
  return query
}

/** `value` if it is one of `choices` (a typed filter or column from the URL's text), else undefined. */
export function oneOf<Choice extends string>(
  choices: readonly Choice[],
  value: string,
): Choice | undefined {
  return choices.find((choice) => choice === value)
}

/**
 * The paging, sort and search of a call's query, typed for any SPEC §7 list call: `sortColumn`
 * only when it is one of the call's columns, `q` only when something is searched.
 */
export function pageQuery<Column extends string>(
  params: ListParams,
  sortColumns: readonly Column[],
): { page: number; perPage: number; sort: SortDirection; q?: string; sortColumn?: Column } {
  const q = params.q.trim()
  const sortColumn = oneOf(sortColumns, params.sortColumn)
  return {
    page: params.page,
    perPage: params.perPage,
    sort: params.sort,
    ...(q ? { q } : {}),
    ...(sortColumn ? { sortColumn } : {}),
  }
}

/**
 * A list's shape with SPEC §9's defaults: nothing searched, ascending, page 1 of 10 (the shop
 * names its 9), the kit's page sizes unless the list names its own.
 */
export function listShape<Filters extends ListFilters>(shape: {
  filters: Filters
  sortColumns: readonly string[]
  sortColumn?: string
  perPage?: number
  perPageChoices?: readonly number[]
  rangeKinds?: Partial<Record<keyof Filters & string, RangeKind>>
}): ListShape<Filters> {
  const { filters, sortColumns, sortColumn = '', perPage = 10 } = shape
  return {
    defaults: { q: '', filters, sortColumn, sort: 'asc', page: 1, perPage },
    sortColumns,
    perPageChoices: shape.perPageChoices ?? defaultPerPageChoices,
    rangeKinds: shape.rangeKinds ?? {},
  }
}
