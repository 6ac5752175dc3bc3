import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import {
  type AllUsersResponse,
  type User,
  type UserResponse,
  type UsersPage,
  userBillingMethods,
  userPlans,
  userRoles,
  userSortColumns,
  userStatuses,
} from '../../api/types/users'
import { createUsers } from '../../fixtures/users'
import { queryList, whenGiven } from '../db/listQuery'
import { defineTable } from '../db/store'
import { badRequest, notFound } from '../http/errors'
import { idParam, positiveInt, queryText, readJson, readQuery, sortDirection } from '../http/input'
import { route } from '../http/route'
import { nextId } from '../db/ids'

export const usersTable = defineTable<User>('users', createUsers)

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
  sort: sortDirection,
  sortColumn: optionalEnum(userSortColumns).transform((column) => column || 'fullName'),
})

const idQuery = z.object({ id: idParam })

const requiredText = (label: string, max: number) =>
  z.string(`${label} must be text`).trim().min(1, `${label} is required`).max(max)

const newUserBody = z.object({
  fullName: requiredText('Full name', 80),
  username: z
    .string()
    .trim()
    .min(3, 'Username needs at least 3 characters')
    .max(40)
    .regex(/^[a-zA-Z0-9._-]+$/, 'Username may use letters, digits, dots, dashes and underscores'),
  email: z.string().trim().toLowerCase().email('Enter a valid email address').max(320),
  company: requiredText('Company', 80),
  country: requiredText('Country', 60),
  contact: z
    .string()
    .trim()
    .regex(
      /^\+?[0-9][0-9 ().-]{5,23}$/,
      'Enter a phone number of digits, spaces, dashes or brackets',
    ),
  role: z.enum(userRoles),
  currentPlan: z.enum(userPlans),
  status: z.enum(userStatuses),
  billing: z.enum(userBillingMethods),
  // Empty: the UI shows the initials.
  avatar: z.string().max(500).default(''),
})

export const usersHandlers = [
  route('get', '/api/users/list/all-data', ({ store }): AllUsersResponse => ({
    users: [...store.read(usersTable)],
  })),

  route('get', '/api/users/list/data', ({ url, store }): UsersPage => {
    const query = readQuery(url, usersQuery)
    const { total, rows } = queryList(store.read(usersTable), {
      q: query.q,
      searchFields: [(user) => user.email, (user) => user.fullName, (user) => user.billing],
      filters: [
        whenGiven(query.role, (user, role) => user.role === role),
        whenGiven(query.status, (user, status) => user.status === status),
        whenGiven(query.currentPlan, (user, plan) => user.currentPlan === plan),
      ],
      sortColumn: query.sortColumn,
      sort: query.sort,
      page: query.page,
      perPage: query.perPage,
    })
    return { total, users: rows }
  }),

  route('get', '/api/users/user', ({ url, store }): UserResponse => {
    const { id } = readQuery(url, idQuery)
    const user = store.read(usersTable).find((candidate) => candidate.id === id)
    if (!user) throw notFound(`There is no user with id ${id}.`)
    return { user }
  }),

  route('post', '/apps/users/add-user', async ({ request, store }) => {
    const fields = await readJson(request, newUserBody)
    const user = store.transaction((tx) => {
      const users = tx.read(usersTable)
      // §5's wording for the same clash at sign-up.
      if (users.some((other) => other.email.toLowerCase() === fields.email)) {
        throw badRequest('This email is already in use.')
      }
      if (users.some((other) => other.username.toLowerCase() === fields.username.toLowerCase())) {
        throw badRequest('This username is already in use.')
      }
      const created: User = { id: nextId(users), ...fields }
      tx.write(usersTable, [...users, created])
      return created
    })
    return HttpResponse.json({ user } satisfies UserResponse, { status: 201 })
  }),

  route('delete', '/apps/users/delete', ({ url, store }) => {
    const { id } = readQuery(url, idQuery)
    store.transaction((tx) => {
      const users = tx.read(usersTable)
      if (!users.some((user) => user.id === id)) throw notFound(`There is no user with id ${id}.`)
      tx.write(
        usersTable,
        users.filter((user) => user.id !== id),
      )
    })
  }),
]

const listPaths = [
  '*/api/users/list/all-data',
  '*/api/users/list/data',
  '*/api/users/user',
] as const

/** Story states of the users screens. */
export const usersScenarios = {
  empty: [
    http.get(listPaths[0], () => HttpResponse.json({ users: [] } satisfies AllUsersResponse)),
    http.get(listPaths[1], () => HttpResponse.json({ total: 0, users: [] } satisfies UsersPage)),
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
