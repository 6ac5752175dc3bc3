import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import type { AllUsersResponse, UserResponse, UsersPage, UserStats } from '../../../api/types/users'
import { userPlans, userRoles, userSortColumns, userStatuses } from '../../../api/types/users'
import type { Repository } from '../../db/repository'
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
async function queryUsers(repo: Repository, query: UsersQuery, perPage: number | undefined) {
  const role = query.accessRole ? await repo.get(rolesTable, query.accessRole) : undefined
  if (query.accessRole && !role) throw notFound(`There is no role with id ${query.accessRole}.`)
  return repo.list(usersTable, {
    q: query.q,
    searchFields: ['email', 'fullName', 'billing'],
    where: {
      role: query.role || undefined,
      status: query.status || undefined,
      currentPlan: query.currentPlan || undefined,
      id: role ? { in: role.userIds } : undefined,
    },
    sortColumn: query.sortColumn,
    sort: query.sort,
    page: query.page,
    perPage,
  })
}

async function countStats(repo: Repository): Promise<UserStats> {
  const [total, active, pending, inactive] = await Promise.all([
    repo.count(usersTable),
    ...(['active', 'pending', 'inactive'] as const).map((status) =>
      repo.count(usersTable, { status }),
    ),
  ])
  return { total: total ?? 0, active: active ?? 0, pending: pending ?? 0, inactive: inactive ?? 0 }
}

export const usersReadHandlers = [
  route('get', '/api/users/list/all-data', async ({ repo }): Promise<AllUsersResponse> => ({
    users: (await repo.list(usersTable)).rows,
  })),

  route('get', '/api/users/list/data', async ({ url, repo }): Promise<UsersPage> => {
    const query = readQuery(url, usersQuery)
    const { total, rows } = await queryUsers(repo, query, query.perPage)
    return { total, users: rows }
  }),

  // The list's filter and sort, every matching row (not one page), as CSV.
  route('get', '/api/users/list/export', async ({ url, repo }) => {
    const query = readQuery(url, usersQuery)
    const { rows } = await queryUsers(repo, { ...query, page: 1 }, undefined)
    return new HttpResponse(usersCsv(rows), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="users.csv"',
      },
    })
  }),

  route('get', '/api/users/list/stats', ({ repo }): Promise<UserStats> => countStats(repo)),

  route('get', '/api/users/user', async ({ url, repo }): Promise<UserResponse> => {
    const { id } = readQuery(url, idQuery)
    const user = await repo.get(usersTable, id)
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
