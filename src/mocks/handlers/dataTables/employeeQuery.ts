// The data table's list query: SPEC §7's search and paging, plus sort by any column (and further
// columns for ties), per-column filters and a window (offset + limit), over the sample's 50 rows
// or a generated set of 10,000 or 100,000.
import { z } from 'zod'
import type { SortDirection } from '../../../api/types/common'
import {
  type Employee,
  employeeSortColumns,
  type EmployeeSortColumn,
  employeeStatusCodes,
} from '../../../api/types/dataTables'
import { queryList, whenGiven } from '../../db/listQuery'
import { buildSortIndex, cachedSortIndex, walkSortIndex } from '../../db/sortIndex'
import { positiveInt, queryText, sortDirection } from '../../http/input'

const searchFields = ['full_name', 'post', 'email', 'age', 'salary', 'start_date'] as const
const optionalNumber = z.coerce
  .number()
  .finite()
  .optional()
  .or(z.literal('').transform(() => undefined))
const optionalDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day (YYYY-MM-DD)')
  .optional()
  .or(z.literal('').transform(() => undefined))
const filterText = z.string().max(200).optional()
const sortKey = z
  .string()
  .regex(new RegExp(`^(${employeeSortColumns.join('|')}):(asc|desc)$`), 'must be column:asc|desc')

export const employeeQuery = z.object({
  q: queryText,
  perPage: positiveInt(10),
  page: positiveInt(1),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(10_000).optional(),
  sortColumn: z.enum(employeeSortColumns).or(z.literal('')).optional(),
  sort: sortDirection,
  /** Further sort keys for ties, in order (`age:desc`). */
  thenBy: z.array(sortKey).max(employeeSortColumns.length).optional(),
  full_name: filterText,
  post: filterText,
  email: filterText,
  city: filterText,
  salaryMin: optionalNumber,
  salaryMax: optionalNumber,
  ageMin: optionalNumber,
  ageMax: optionalNumber,
  start_dateMin: optionalDay,
  start_dateMax: optionalDay,
  /** Only these rows (an export of the rows picked one by one). */
  id: z.array(z.coerce.number().int().positive()).max(10_000).optional(),
  status: z
    .array(z.coerce.number().pipe(z.union(employeeStatusCodes.map((code) => z.literal(code)))))
    .optional(),
})
/** Query names read as repeated parameters. */
export const employeeListNames = ['status', 'thenBy', 'id'] as const
export type EmployeeQuery = z.output<typeof employeeQuery>

interface SortKey {
  column: EmployeeSortColumn
  direction: SortDirection
}

const contains = (field: 'full_name' | 'post' | 'email' | 'city', needle: string | undefined) =>
  whenGiven<Employee, string>(needle?.trim().toLowerCase(), (row, value) =>
    row[field].toLowerCase().includes(value),
  )

function filtersOf(query: EmployeeQuery): Array<(row: Employee) => boolean> {
  const statuses = query.status?.length ? new Set<number>(query.status) : undefined
  const rowIds = query.id?.length ? new Set<number>(query.id) : undefined
  return [
    whenGiven(rowIds, (row: Employee, wanted) => wanted.has(row.id)),
    contains('full_name', query.full_name),
    contains('post', query.post),
    contains('email', query.email),
    contains('city', query.city),
    whenGiven(query.salaryMin, (row: Employee, min) => row.salary >= min),
    whenGiven(query.salaryMax, (row: Employee, max) => row.salary <= max),
    whenGiven(query.ageMin, (row: Employee, min) => row.age >= min),
    whenGiven(query.ageMax, (row: Employee, max) => row.age <= max),
    whenGiven(query.start_dateMin, (row: Employee, min) => row.start_date >= min),
    whenGiven(query.start_dateMax, (row: Employee, max) => row.start_date <= max),
    whenGiven(statuses, (row: Employee, codes) => codes.has(row.status)),
  ]
}

function sortKeysOf(query: EmployeeQuery): SortKey[] {
  const keys: SortKey[] = []
  if (query.sortColumn) keys.push({ column: query.sortColumn, direction: query.sort })
  for (const text of query.thenBy ?? []) {
    const [column, direction] = text.split(':')
    const known = employeeSortColumns.find((name) => name === column)
    if (known && !keys.some((key) => key.column === known))
      keys.push({ column: known, direction: direction === 'desc' ? 'desc' : 'asc' })
  }
  return keys
}

/** Each row position's place in the column's sorted order (equal keys share a place). */
function placesOf(rows: readonly Employee[], key: SortKey): Uint32Array {
  const index = cachedSortIndex(rows, key.column) ?? buildSortIndex(rows, key.column)
  const places = new Uint32Array(rows.length)
  let place = 0
  let previous: unknown = Symbol('none')
  walkSortIndex(index, key.direction, (position) => {
    const value = index.keys[position]
    if (value !== previous) place += 1
    previous = value
    places[position] = place
    return true
  })
  return places
}

/** Sort by several columns: every match placed by the first key, ties by the next, then by id. */
function sortedBySeveral(
  rows: readonly Employee[],
  keys: readonly SortKey[],
  matches: (row: Employee) => boolean,
): Employee[] {
  const positions: number[] = []
  for (let position = 0; position < rows.length; position += 1)
    if (matches(rows[position] as Employee)) positions.push(position)
  const places = keys.map((key) => placesOf(rows, key))
  positions.sort((a, b) => {
    for (const byKey of places) {
      const difference = (byKey[a] ?? 0) - (byKey[b] ?? 0)
      if (difference !== 0) return difference
    }
    return a - b
  })
  return positions.map((position) => rows[position] as Employee)
}

/** The matching rows' total and the asked page or window. */
export function queryEmployees(rows: readonly Employee[], query: EmployeeQuery) {
  const filters = filtersOf(query)
  const keys = sortKeysOf(query)
  const paging =
    query.limit === undefined
      ? { page: query.page, perPage: query.perPage }
      : { offset: query.offset ?? 0, limit: query.limit }
  const [firstKey] = keys
  if (keys.length <= 1) {
    const listed = queryList(rows, {
      q: query.q,
      searchFields: searchFields.map((field) => (row: Employee) => row[field]),
      filters,
      sortColumn: firstKey?.column,
      sort: firstKey?.direction,
      ...paging,
    })
    return listed
  }
  // Several keys: filter and search with the one list query, then sort the matches here.
  const matching = queryList(rows, {
    q: query.q,
    searchFields: searchFields.map((field) => (row: Employee) => row[field]),
    filters,
  }).rows
  const matchingIds = new Set(matching.map((row) => row.id))
  const sorted = sortedBySeveral(rows, keys, (row) => matchingIds.has(row.id))
  const from = paging.offset ?? ((paging.page ?? 1) - 1) * (paging.perPage ?? 10)
  const size = paging.limit ?? paging.perPage ?? 10
  return { total: sorted.length, rows: sorted.slice(from, from + size) }
}

/** Every matching row in order (SPEC §7's `allData`). */
export function allMatchingEmployees(rows: readonly Employee[], query: EmployeeQuery): Employee[] {
  return queryEmployees(rows, { ...query, page: 1, perPage: 0, limit: rows.length || 1, offset: 0 })
    .rows
}
