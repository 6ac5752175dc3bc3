import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import type {
  AllUsersResponse,
  User,
  UserResponse,
  UsersPage,
  UserStats,
} from '../../../api/types/users'
import { userPlans, userRoles, userSortColumns, userStatuses } from '../../../api/types/users'
import { queryList, whenGiven } from '../../db/listQuery'
import type { Store } from '../../db/store'
import { notFound } from '../../http/errors'
import { idParam, positiveInt, queryText, readQuery, sortDirection } from '../../http/input'
import { route } from '../../http/route'
import { rolesTable } from '../roles/rolesTable'
import { usersCsv } from './usersCsv'
import { usersTable } from './usersTable'

/** An enum filter that the UI may also send empty ("all"). */
const optionalEnum = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values).or(z.literal('')).optional()

const usersQuery = z.object({
  q: queryText,
  page: positiveInt(1),
  perPage: positiveInt(10),
  role: optionalEnum(userRoles),
  status: optionalEnum(userStatuses),
  currentPlan: optionalEnum(userPlans),
  // Beyond §7, for the roles page: the users who hold this role (a role id).
  accessRole: z.literal('').or(idParam).optional(),
  sort: sortDirection,
  sortColumn: optionalEnum(userSortColumns).transform((column) => column || 'fullName'),
})
type UsersQuery = z.output<typeof usersQuery>

const idQuery = z.object({ id: idParam })

/** Search (email, fullName, billing — SPEC §7), filters and sort; paged when `perPage` is given. */
function queryUsers(store: Store, query: UsersQuery, perPage: number | undefined) {
  const role = query.accessRole
    ? store.read(rolesTable).find((candidate) => candidate.id === query.accessRole)
    : undefined
  if (query.accessRole && !role) throw notFound(`There is no role with id ${query.accessRole}.`)
  const holders = new Set(role?.userIds)
  return queryList(store.read(usersTable), {
    q: query.q,
    searchFields: [(user) => user.email, (user) => user.fullName, (user) => user.billing],
    filters: [
      whenGiven(query.role, (user, role) => user.role === role),
      whenGiven(query.status, (user, status) => user.status === status),
      whenGiven(query.currentPlan, (user, plan) => user.currentPlan === plan),
      whenGiven(query.accessRole, (user) => holders.has(user.id)),
    ],
    sortColumn: query.sortColumn,
    sort: query.sort,
    page: query.page,
    perPage,
  })
}

function countStats(users: readonly User[]): UserStats {
  const stats: UserStats = { total: users.length, active: 0, pending: 0, inactive: 0 }
  for (const user of users) stats[user.status] += 1
  return stats
}

export const usersReadHandlers = [
  route('get', '/api/users/list/all-data', ({ store }): AllUsersResponse => ({
    users: [...store.read(usersTable)],
  })),

  route('get', '/api/users/list/data', ({ url, store }): UsersPage => {
    const query = readQuery(url, usersQuery)
    const { total, rows } = queryUsers(store, query, query.perPage)
    return { total, users: rows }
  }),

  // The list's filter and sort, every matching row (not one page), as CSV.
  route('get', '/api/users/list/export', ({ url, store }) => {
    const query = readQuery(url, usersQuery)
    const { rows } = queryUsers(store, { ...query, page: 1 }, undefined)
    return new HttpResponse(usersCsv(rows), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="users.csv"',
      },
    })
  }),

  route('get', '/api/users/list/stats', ({ store }): UserStats =>
    countStats(store.read(usersTable)),
  ),

  route('get', '/api/users/user', ({ url, store }): UserResponse => {
    const { id } = readQuery(url, idQuery)
    const user = store.read(usersTable).find((candidate) => candidate.id === id)
    if (!user) throw notFound(`There is no user with id ${id}.`)
    return { user }
  }),
]

const listPaths = [
  '*/api/users/list/all-data',
  '*/api/users/list/data',
  '*/api/users/user',
  '*/api/users/list/stats',
] as const

/** Story states of the users screens. */
export const usersScenarios = {
  empty: [
    http.get(listPaths[0], () => HttpResponse.json({ users: [] } satisfies AllUsersResponse)),
    http.get(listPaths[1], () => HttpResponse.json({ total: 0, users: [] } satisfies UsersPage)),
    http.get(listPaths[3], () =>
      HttpResponse.json({ total: 0, active: 0, pending: 0, inactive: 0 } satisfies UserStats),
    ),
  ],
  error: listPaths.map((path) =>
    http.get(path, () =>
      HttpResponse.json({ message: 'The users could not be loaded. Try again.' }, { status: 500 }),
    ),
  ),
  loading: listPaths.map((path) =>
    http.get(path, async () => {
      await delay('infinite')
    }),
  ),
}
