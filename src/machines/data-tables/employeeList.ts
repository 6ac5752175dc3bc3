// The data tables' list: the employees of `GET /api/datatables/data`, read by windows for the
// grid (`/datatables/advance`) or by pages for the basic table (`/datatables/basic`).
import { fetchDataTableRows, fetchDataTableWindow } from '../../api/dataTables'
import { type Employee, employeeSortColumns } from '../../api/types/dataTables'
import { createListMachine } from '../list/listMachine'
import { queryEmployeesInBrowser } from './employeeBrowserQuery'
import {
  isFiltered,
  type ListParams,
  listShape,
  queryFromParams,
  type RangeFilter,
} from '../list/listParams'
import { createWindowedListMachine, type ListWindow } from '../list/windowedListMachine'

const anyRange = (): RangeFilter => ({ min: '', max: '' })

/** Filters by column (as the call names them), and `thenBy`: the sort keys after the first. */
export type EmployeeFilters = {
  full_name: string
  post: string
  email: string
  city: string
  salary: RangeFilter
  age: RangeFilter
  start_date: RangeFilter
  /** Status codes '1' to '5'; none: every status. */
  status: readonly string[]
  /** Sort keys for ties, in order: `age:desc,city:asc` (one value, so the URL keeps the order). */
  thenBy: string
}

export const employeeListShape = listShape<EmployeeFilters>({
  filters: {
    full_name: '',
    post: '',
    email: '',
    city: '',
    salary: anyRange(),
    age: anyRange(),
    start_date: anyRange(),
    status: [],
    thenBy: '',
  },
  sortColumns: employeeSortColumns,
  rangeKinds: { salary: 'number', age: 'number', start_date: 'day' },
})

export type EmployeeParams = ListParams<EmployeeFilters>

/** The search and filters only: `thenBy` belongs to the sort, not to what is matched. */
export function employeeMatchKey(params: EmployeeParams): string {
  const { thenBy: _thenBy, ...filters } = params.filters
  return JSON.stringify({ q: params.q, filters })
}

/** Whether a search or a filter narrows the rows (further sort keys do not). */
export const isEmployeeListFiltered = (params: EmployeeParams): boolean =>
  isFiltered({ ...params, filters: { ...params.filters, thenBy: '' } })

/** "Clear filters": no search and no filter, the sort (with its further keys) kept. */
export function withFiltersCleared(params: EmployeeParams): EmployeeParams {
  const { filters } = employeeListShape.defaults
  return { ...params, q: '', filters: { ...filters, thenBy: params.filters.thenBy }, page: 1 }
}

/** Most rows one call asks for (the back end answers up to 10,000 a window). */
export const exportBlockSize = 10_000

/** The call's query for `params`: the list's query without paging, `thenBy` as repeated keys. */
export function employeeQuery(params: EmployeeParams): Record<string, string | number | string[]> {
  const { page: _page, perPage: _perPage, thenBy, ...query } = queryFromParams(params)
  const keys = typeof thenBy === 'string' ? thenBy.split(',').filter(Boolean) : []
  return keys.length > 0 ? { ...query, thenBy: keys } : query
}

export async function loadEmployeeWindow(
  params: EmployeeParams,
  window: ListWindow,
  signal?: AbortSignal,
) {
  const answer = await fetchDataTableWindow({ ...employeeQuery(params), ...window }, signal)
  return { total: answer.total, rows: answer.invoices }
}

/** Most rows the client-side mode holds (the sample has 50; a larger set keeps windows). */
const heldRowLimit = 1_000

/** The client-side mode's rows: every row of the data set, in its own order, in one call. */
export async function loadAllEmployees(signal: AbortSignal) {
  const answer = await fetchDataTableWindow({ offset: 0, limit: heldRowLimit }, signal)
  return { total: answer.total, rows: answer.invoices }
}

/** The client-side mode's query: what the call for `params` would answer, run on the rows held. */
export const queryHeldEmployees = (
  rows: readonly Employee[],
  params: EmployeeParams,
  window: ListWindow,
) => queryEmployeesInBrowser(rows, employeeQuery(params), window)

/**
 * The grid's list: windows of 100 rows around what is shown, 12 windows kept; for the 50-row
 * sample (`list.source` with `local: true`) every row once, then sort, filters, search and
 * windows in the browser.
 */
export const employeeWindowMachine = createWindowedListMachine<Employee, EmployeeFilters, never>({
  shape: employeeListShape,
  load: loadEmployeeWindow,
  blockSize: 100,
  maxBlocks: 12,
  local: { loadAll: loadAllEmployees, query: queryHeldEmployees },
})

/** The basic table's list: SPEC §7's pages of 10. */
export const employeePageMachine = createListMachine<Employee, EmployeeFilters, never>({
  shape: employeeListShape,
  load: async (params, signal) => {
    const answer = await fetchDataTableRows(
      { ...employeeQuery(params), page: params.page, perPage: params.perPage },
      signal,
    )
    return { total: answer.total, rows: answer.invoices }
  },
})
