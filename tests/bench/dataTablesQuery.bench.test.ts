// Bench (run by `npm run bench`, not by `npm test`): the data table's query over the demo switch's
// 100,000 generated employees, as `GET /api/datatables/data` runs it (employeeQuery.ts): each
// column's first sort (it builds the column's index) and then warm sorts of a 100-row window in
// both directions; filter + sort + window; search + sort; two sort keys. Beside the users list's
// query (listQuery.bench.test.ts), in the same `npm run bench`.
import { mkdirSync, writeFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { employeeSortColumns } from '../../src/api/types/dataTables'
import { generateEmployees } from '../../src/fixtures/dataTablesGenerated'
import { employeeQuery, queryEmployees } from '../../src/mocks/handlers/dataTables/employeeQuery'
import { summary, type Timing } from './storeWrites'

const rowCount = 100_000
const runs = 30

function time(run: () => unknown): number {
  const started = performance.now()
  run()
  return performance.now() - started
}

const measure = (run: () => unknown, times = runs): Timing =>
  summary(Array.from({ length: times }, () => time(run)))

/** A query as the grid's call sends it (parsed by the handler's own schema). */
const query = (params: Record<string, unknown>) =>
  employeeQuery.parse({ offset: 5_000, limit: 100, ...params })

it('times the data table query over 100,000 employees', () => {
  const results: Record<string, Timing> = {}
  let rows = generateEmployees(rowCount, new Date(Date.UTC(2026, 10, 26)))
  results['generate 100,000 employees (once per switch)'] = measure(() => {
    rows = generateEmployees(rowCount, new Date(Date.UTC(2026, 10, 26)))
  }, 1)
  for (const column of employeeSortColumns) {
    results[`sort ${column}: first (builds the index), window of 100`] = measure(
      () => queryEmployees(rows, query({ sortColumn: column, sort: 'asc' })),
      1,
    )
    for (const sort of ['asc', 'desc'])
      results[`sort ${column} ${sort}, window of 100 at 5,000`] = measure(() =>
        queryEmployees(rows, query({ sortColumn: column, sort })),
      )
  }
  results['status Rejected + salary 40,000–90,000, sort salary desc, window'] = measure(() =>
    queryEmployees(
      rows,
      query({
        status: ['3'],
        salaryMin: 40_000,
        salaryMax: 90_000,
        sortColumn: 'salary',
        sort: 'desc',
        offset: 100,
      }),
    ),
  )
  results['search "engineer", sort full_name, window'] = measure(() =>
    queryEmployees(rows, query({ q: 'engineer', sortColumn: 'full_name', offset: 0 })),
  )
  results['two keys: sort age desc, then city, window'] = measure(
    () => queryEmployees(rows, query({ sortColumn: 'age', sort: 'desc', thenBy: ['city:asc'] })),
    10,
  )
  const total = queryEmployees(rows, query({ sortColumn: 'salary' })).total
  expect(total).toBe(rowCount)
  mkdirSync('.bench', { recursive: true })
  writeFileSync(
    '.bench/datatables-query.json',
    `${JSON.stringify({ rowCount, runs, results }, null, 2)}\n`,
  )
})
