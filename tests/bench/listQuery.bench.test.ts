// Bench (run by `npm run bench`, not by `npm test`): the one list query of the
// simulated back end over 100k generated rows: search + filter + sort + page.
import { mkdirSync, writeFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import type { Employee } from '../../src/api/types/dataTables'
import {
  type User,
  userBillingMethods,
  userPlans,
  userRoles,
  userStatuses,
} from '../../src/api/types/users'
import { createRandom } from '../../src/fixtures/random'
import { queryList, whenGiven } from '../../src/mocks/db/listQuery'

const rowCount = 100_000
const runs = 40
const random = createRandom(20260316)
const firstNames = [
  'Ada',
  'Bruno',
  'Chiara',
  'Dmitri',
  'Esi',
  'Farid',
  'Greta',
  'Hana',
  'Ivo',
  'Jia',
  'Kofi',
  'Lena',
]
const lastNames = [
  'Alves',
  'Bauer',
  'Chen',
  'Diallo',
  'Eriksen',
  'Fontaine',
  'Gupta',
  'Haddad',
  'Ito',
  'Jensen',
]
const posts = [
  'Engineer',
  'Designer',
  'Accountant',
  'Nurse',
  'Analyst',
  'Teacher',
  'Chemist',
  'Editor',
]

const users: User[] = Array.from({ length: rowCount }, (_, index) => {
  const fullName = `${random.pick(firstNames)} ${random.pick(lastNames)}`
  const username = `${fullName.toLowerCase().replace(' ', '.')}${index}`
  return {
    id: index + 1,
    billing: random.pick(userBillingMethods),
    fullName,
    company: `${random.pick(lastNames)} Ltd`,
    role: random.pick(userRoles),
    username,
    country: random.pick(['Portugal', 'Ghana', 'Japan', 'Canada', 'Germany']),
    contact: `+1 555 ${String(random.int(1000000, 9999999))}`,
    email: `${username}@example.com`,
    currentPlan: random.pick(userPlans),
    status: random.pick(userStatuses),
    avatar: '',
  }
})

const employees: Employee[] = Array.from({ length: rowCount }, (_, index) => {
  const full_name = `${random.pick(firstNames)} ${random.pick(lastNames)}`
  return {
    id: index + 1,
    responsive_id: '',
    avatar: '',
    full_name,
    post: random.pick(posts),
    email: `${full_name.toLowerCase().replace(' ', '.')}${index}@example.com`,
    city: random.pick(['Lisbon', 'Accra', 'Osaka', 'Toronto', 'Hamburg']),
    start_date: `20${random.int(10, 25)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
    salary: random.int(20000, 200000),
    age: random.int(20, 65),
    experience: `${random.int(0, 30)} Years`,
    status: random.pick([1, 2, 3, 4, 5] as const),
  }
})

function measure(run: () => unknown) {
  const times: number[] = []
  for (let attempt = 0; attempt < runs; attempt += 1) {
    const started = performance.now()
    run()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (fraction: number) =>
    times[Math.min(times.length - 1, Math.floor(fraction * times.length))] ?? 0
  return { medianMs: Number(at(0.5).toFixed(2)), p95Ms: Number(at(0.95).toFixed(2)) }
}

it('times the list query over 100k rows', () => {
  const results = {
    'users: search "ada" + role + status, sort fullName, page 3': measure(() =>
      queryList(users, {
        q: 'ada',
        searchFields: [(row) => row.email, (row) => row.fullName, (row) => row.billing],
        filters: [
          whenGiven('editor', (row, role) => row.role === role),
          whenGiven('active', (row, s) => row.status === s),
        ],
        sortColumn: 'fullName',
        sort: 'asc',
        page: 3,
        perPage: 10,
      }),
    ),
    'users: no filter, sort email desc, page 500': measure(() =>
      queryList(users, { sortColumn: 'email', sort: 'desc', page: 500, perPage: 10 }),
    ),
    'data table: search "engineer", sort full_name, page 2': measure(() =>
      queryList(employees, {
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
    ),
  }
  mkdirSync('.bench', { recursive: true })
  writeFileSync(
    '.bench/list-query.json',
    `${JSON.stringify({ rowCount, runs, results }, null, 2)}\n`,
  )
  expect(Object.keys(results)).toHaveLength(3)
})
