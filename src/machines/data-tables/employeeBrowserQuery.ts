// The data table's query run in the browser, for the 50-row sample (the grid's client-side mode):
// the same search, per-column filters, sort (with further keys) and window as
// `GET /api/datatables/data`, read from the same query the call would send, so the rows and the
// total are the ones the back end would answer (`tests/unit/employeeBrowserQuery.test.ts`
// compares the two on the sample).
import type { ListPage } from '../../api/types/common'
import {
  type Employee,
  employeeRangeFilters,
  employeeSortColumns,
  type EmployeeSortColumn,
  employeeTextFilters,
} from '../../api/types/dataTables'
import type { ListQueryValue } from '../list/listParams'
import type { ListWindow } from '../list/windowedListMachine'

/** The call's query as `employeeQuery` builds it (values as they go into the URL). */
export type EmployeeWireQuery = Record<string, ListQueryValue>

/** Fields the search looks in (SPEC §7). */
const searchFields = ['full_name', 'post', 'email', 'age', 'salary', 'start_date'] as const
const dayPattern = /^\d{4}-\d{2}-\d{2}$/

interface SortKey {
  column: EmployeeSortColumn
  descending: boolean
}

const textOf = (value: ListQueryValue | undefined): string =>
  Array.isArray(value) ? (value[0] ?? '') : value === undefined ? '' : String(value)
const listOf = (value: ListQueryValue | undefined): string[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [String(value)]

/** Text as the back end sorts it: accents stripped, lower case, compared by code units. */
const foldedForSort = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

function sortKeysOf(query: EmployeeWireQuery): SortKey[] {
  const keys: SortKey[] = []
  const add = (column: string, direction: string) => {
    const known = employeeSortColumns.find((name) => name === column)
    if (known && !keys.some((key) => key.column === known))
      keys.push({ column: known, descending: direction.toLowerCase() === 'desc' })
  }
  add(textOf(query.sortColumn), textOf(query.sort))
  for (const key of listOf(query.thenBy)) {
    const [column = '', direction = ''] = key.split(':')
    add(column, direction)
  }
  return keys
}

/** A range bound: a finite number (salary, age) or a day (start date); undefined: no bound. */
function boundOf(column: (typeof employeeRangeFilters)[number], text: string) {
  if (text === '') return undefined
  if (column === 'start_date') return dayPattern.test(text) ? text : undefined
  const number = Number(text)
  return Number.isFinite(number) ? number : undefined
}

function matcherOf(query: EmployeeWireQuery): (row: Employee) => boolean {
  const tests: Array<(row: Employee) => boolean> = []
  for (const column of employeeTextFilters) {
    const needle = textOf(query[column]).trim().toLowerCase()
    if (needle !== '') tests.push((row) => row[column].toLowerCase().includes(needle))
  }
  for (const column of employeeRangeFilters) {
    const min = boundOf(column, textOf(query[`${column}Min`]))
    const max = boundOf(column, textOf(query[`${column}Max`]))
    if (min !== undefined) tests.push((row) => row[column] >= min)
    if (max !== undefined) tests.push((row) => row[column] <= max)
  }
  const statuses = listOf(query.status).map(Number)
  if (statuses.length > 0) tests.push((row) => statuses.includes(row.status))
  const needle = textOf(query.q).trim().toLowerCase()
  if (needle !== '')
    tests.push((row) =>
      searchFields.some((field) => String(row[field]).toLowerCase().includes(needle)),
    )
  return (row) => tests.every((test) => test(row))
}

function compareBy(keys: readonly SortKey[]) {
  return (a: { row: Employee; at: number }, b: { row: Employee; at: number }): number => {
    for (const { column, descending } of keys) {
      const [left, right] = [a.row[column], b.row[column]]
      const difference =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : compareTexts(foldedForSort(String(left)), foldedForSort(String(right)))
      if (difference !== 0) return descending ? -difference : difference
    }
    // Ties keep the data set's order, in either direction (as the back end's sort does).
    return a.at - b.at
  }
}

const compareTexts = (left: string, right: string): number =>
  left < right ? -1 : left > right ? 1 : 0

/** The matching rows' total and the asked window of them, in the query's order. */
export function queryEmployeesInBrowser(
  rows: readonly Employee[],
  query: EmployeeWireQuery,
  { offset, limit }: ListWindow,
): ListPage<Employee> {
  const matches = matcherOf(query)
  const matching = rows
    .map((row, at) => ({ row, at }))
    .filter(({ row }) => matches(row))
    .sort(compareBy(sortKeysOf(query)))
  return {
    total: matching.length,
    rows: matching.slice(offset, offset + limit).map(({ row }) => row),
  }
}
