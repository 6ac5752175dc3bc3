import type { SortDirection } from '../../api/types/common'

/** Rows per page a list offers. */
export const perPageChoices = [10, 25, 50, 100] as const
export type PerPage = (typeof perPageChoices)[number]

/**
 * The query state of a server-paged list: search, filters, sort, page and
 * page size. It lives in the list machine's context and in the page's URL.
 * A filter's value '' means "not filtered".
 */
export interface ListParams<Filter extends string = string> {
  q: string
  filters: Record<Filter, string>
  sortColumn: string
  sort: SortDirection
  page: number
  perPage: PerPage
}

export function isPerPage(value: number): value is PerPage {
  return (perPageChoices as readonly number[]).includes(value)
}

function positiveInteger(text: string | null): number | undefined {
  if (text === null || !/^\d{1,6}$/.test(text)) return undefined
  const value = Number(text)
  return value >= 1 ? value : undefined
}

/**
 * The params a URL's query names, the defaults for the rest. Unknown or
 * malformed values fall back to the defaults, so any shared link opens a list.
 */
export function paramsFromSearch<Filter extends string>(
  search: URLSearchParams,
  defaults: ListParams<Filter>,
  sortColumns: readonly string[],
): ListParams<Filter> {
  const filters = { ...defaults.filters }
  for (const key of Object.keys(filters) as Filter[]) filters[key] = search.get(key) ?? filters[key]
  const sortColumn = search.get('sortColumn') ?? ''
  const sort = search.get('sort')
  const perPage = positiveInteger(search.get('perPage'))
  return {
    q: search.get('q') ?? defaults.q,
    filters,
    sortColumn: sortColumns.includes(sortColumn) ? sortColumn : defaults.sortColumn,
    sort: sort === 'asc' || sort === 'desc' ? sort : defaults.sort,
    page: positiveInteger(search.get('page')) ?? defaults.page,
    perPage: perPage !== undefined && isPerPage(perPage) ? perPage : defaults.perPage,
  }
}

/** The URL query for `params`: only what differs from the defaults, in a stable order. */
export function searchFromParams<Filter extends string>(
  params: ListParams<Filter>,
  defaults: ListParams<Filter>,
): URLSearchParams {
  const search = new URLSearchParams()
  if (params.q !== defaults.q) search.set('q', params.q)
  for (const key of Object.keys(params.filters).sort() as Filter[])
    if (params.filters[key] !== defaults.filters[key]) search.set(key, params.filters[key])
  if (params.sortColumn !== defaults.sortColumn) search.set('sortColumn', params.sortColumn)
  if (params.sort !== defaults.sort) search.set('sort', params.sort)
  if (params.page !== defaults.page) search.set('page', String(params.page))
  if (params.perPage !== defaults.perPage) search.set('perPage', String(params.perPage))
  return search
}

/** Whether two params ask for the same rows. */
export function sameParams<Filter extends string>(
  a: ListParams<Filter>,
  b: ListParams<Filter>,
): boolean {
  return (
    a.q === b.q &&
    a.sortColumn === b.sortColumn &&
    a.sort === b.sort &&
    a.page === b.page &&
    a.perPage === b.perPage &&
    (Object.keys(a.filters) as Filter[]).every((key) => a.filters[key] === b.filters[key])
  )
}

/** The last page that has rows (1 for an empty list). */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}

/** The call's query: params flattened, empty values left out (SPEC §7 style). */
export function queryFromParams<Filter extends string>(
  params: ListParams<Filter>,
): Record<string, string | number> {
  const query: Record<string, string | number> = {
    page: params.page,
    perPage: params.perPage,
    sort: params.sort,
    sortColumn: params.sortColumn,
  }
  if (params.q.trim() !== '') query.q = params.q.trim()
  for (const [key, value] of Object.entries<string>(params.filters))
    if (value !== '') query[key] = value
  return query
}
