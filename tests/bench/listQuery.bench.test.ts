// Bench (run by `npm run bench`, not by `npm test`; dataTablesQuery.bench.test.ts beside it): the list query of the
// simulated back end over 100k generated rows held in a store table, as the
// handlers query them: filter + sort + page for every users sort column in both
// directions (warm: the column's index is built), the first query after a
// whole-table write (cold: it builds the index), searches; then the write
// figures of storeWrites.ts (one-row writes through the repository port).
import { mkdirSync, writeFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import type { SortDirection } from '../../src/api/types/common'
import {
  type User,
  type UserPlan,
  type UserRole,
  type UserSortColumn,
  type UserStatus,
  userSortColumns,
} from '../../src/api/types/users'
import { type ListQuery, queryList, whenGiven } from '../../src/mocks/db/listQuery'
import { createMemoryStorage } from '../../src/mocks/db/storage'
import { defineTable, Store } from '../../src/mocks/db/store'
import { generateEmployees, generateUsers } from './listQueryRows'
import { benchWrites, summary, type Timing } from './storeWrites'

const rowCount = 100_000
const runs = 40
const coldRuns = 5
const users = generateUsers(rowCount)
const employees = generateEmployees(rowCount)
const usersTable = defineTable('bench:users', () => users)
const employeesTable = defineTable('bench:employees', () => employees)
const store = new Store({ referenceDay: new Date(0), storage: createMemoryStorage() })

function time(run: () => unknown): number {
  const started = performance.now()
  run()
  return performance.now() - started
}

function measure(run: () => unknown): Timing {
  return summary(Array.from({ length: runs }, () => time(run)))
}

/** The users list as its handler asks: one status filter (the others "all"), page 3 of 10. */
function usersQuery(sortColumn: UserSortColumn, sort: SortDirection): ListQuery<User> {
  return {
    q: '',
    searchFields: [(user) => user.email, (user) => user.fullName, (user) => user.billing],
    filters: [
      whenGiven<User, UserRole>('', (user, role) => user.role === role),
      whenGiven<User, UserStatus>('active', (user, status) => user.status === status),
      whenGiven<User, UserPlan>('', (user, plan) => user.currentPlan === plan),
    ],
    sortColumn,
    sort,
    page: 3,
    perPage: 10,
  }
}

/** A whole-table write (tests and stories seed so): a new array with one row changed. */
function editOneUser(round: number) {
  store.transaction((tx) => {
    const rows = tx.read(usersTable)
    tx.write(
      usersTable,
      rows.map((user, index) => (index === round ? { ...user, company: `Edited ${round}` } : user)),
    )
  })
}

it('times the list query and writes over 100k rows', async () => {
  const results: Record<string, Timing> = {}
  const directions: SortDirection[] = ['asc', 'desc']

  // Cold: after each write, the first query on a column builds that column's index.
  const cold = new Map<UserSortColumn, number[]>()
  for (let round = 0; round < coldRuns; round += 1) {
    editOneUser(round)
    const rows = store.read(usersTable)
    for (const column of userSortColumns) {
      const took = time(() => queryList(rows, usersQuery(column, 'asc')))
      cold.set(column, [...(cold.get(column) ?? []), took])
    }
  }

  const rows = store.read(usersTable)
  expect(store.read(usersTable)).toBe(rows)
  const warmMedians: number[] = []
  for (const column of userSortColumns) {
    for (const sort of directions) {
      const timing = measure(() => queryList(rows, usersQuery(column, sort)))
      results[`users: status filter, sort ${column} ${sort}, page 3`] = timing
      warmMedians.push(timing.medianMs)
    }
    results[`users: cold (first after a whole-table write), sort ${column}`] = summary(
      cold.get(column) ?? [],
    )
  }

  results['users: search "ada", sort fullName asc, page 1'] = measure(() =>
    queryList(rows, { ...usersQuery('fullName', 'asc'), q: 'ada', filters: [], page: 1 }),
  )
  results['users: search "ada" + role + status, sort fullName, page 3'] = measure(() =>
    queryList(rows, {
      ...usersQuery('fullName', 'asc'),
      q: 'ada',
      filters: [
        whenGiven('editor', (user, role) => user.role === role),
        whenGiven('active', (user, status) => user.status === status),
      ],
    }),
  )
  // After a reload the tables come from IndexedDB as structured clones: rows slower to read.
  const restored = new Store({
    referenceDay: new Date(0),
    storage: createMemoryStorage(),
    stored: new Map([
      [
        usersTable.name,
        structuredClone(users).map((row, seq) => ({
          table: usersTable.name,
          key: row.id,
          seq,
          row,
        })),
      ],
    ]),
  }).read(usersTable)
  queryList(restored, usersQuery('email', 'asc'))
  results['users: rows restored from IndexedDB, status filter, sort email'] = measure(() =>
    queryList(restored, usersQuery('email', 'asc')),
  )
  results['users: no filter, sort email desc, page 500'] = measure(() =>
    queryList(rows, { sortColumn: 'email', sort: 'desc', page: 500, perPage: 10 }),
  )
  const staff = store.read(employeesTable)
  results['data table: search "engineer", sort full_name, page 2'] = measure(() =>
    queryList(staff, {
      q: 'engineer',
      searchFields: [
        (row) => row.full_name,
        (row) => row.post,
        (row) => row.email,
        (row) => row.age,
        (row) => row.salary,
        (row) => row.start_date,
      ],
      sortColumn: 'full_name',
      sort: 'asc',
      page: 2,
      perPage: 10,
    }),
  )

  Object.assign(results, await benchWrites(users))

  mkdirSync('.bench', { recursive: true })
  writeFileSync(
    '.bench/list-query.json',
    `${JSON.stringify({ rowCount, runs, results }, null, 2)}\n`,
  )
  expect(warmMedians).toHaveLength(userSortColumns.length * 2)
  expect(Object.keys(results)).toHaveLength(userSortColumns.length * 3 + 5 + 7)
})
