import { HttpResponse } from 'msw'
import { z } from 'zod'
import {
  type User,
  type UserResponse,
  userBillingMethods,
  userPlans,
  userRoles,
  userStatuses,
} from '../../../api/types/users'
import { nextId } from '../../db/ids'
import { invalidFields, notFound } from '../../http/errors'
import { idParam, readFormJson, readQuery } from '../../http/input'
import { route } from '../../http/route'
import {
  readUserAccount,
  userAccountsTable,
  withActivity,
  writeUserAccount,
} from './userAccountsTable'
import { sampleRoleIdFor } from '../../../fixtures/roles'
import { rolesTable } from '../roles/rolesTable'
import { usersTable } from './usersTable'

const requiredText = (label: string, max: number) =>
  z.string(`${label} must be text`).trim().min(1, `${label} is required`).max(max)

const userFields = {
  fullName: requiredText('Full name', 80),
  username: z
    .string('Username must be text')
    .trim()
    .min(3, 'Username needs at least 3 characters')
    .max(40)
    .regex(/^[a-zA-Z0-9._-]+$/, 'Username may use letters, digits, dots, dashes and underscores'),
  email: z
    .string('Email must be text')
    .trim()
    .toLowerCase()
    .email('Enter a valid email address')
    .max(320),
  company: requiredText('Company', 80),
  country: requiredText('Country', 60),
  contact: z
    .string('Contact must be text')
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
}

const newUserBody = z.object(userFields)
const updateUserBody = z
  .object({ id: z.number('id must be a number').int().positive() })
  .extend(z.object(userFields).partial().shape)
  .strict()
const idQuery = z.object({ id: idParam })

/** §5's wording for the same clashes at sign-up, at the fields they concern; `self` may keep its own. */
function checkUnique(
  users: readonly User[],
  fields: { email?: string; username?: string },
  self?: number,
): void {
  const others = users.filter((user) => user.id !== self)
  const errors: Record<string, string> = {}
  if (fields.email && others.some((user) => user.email.toLowerCase() === fields.email)) {
    errors.email = 'This email is already in use.'
  }
  const username = fields.username?.toLowerCase()
  if (username && others.some((user) => user.username.toLowerCase() === username)) {
    errors.username = 'This username is already in use.'
  }
  const messages = Object.values(errors)
  if (messages.length) throw invalidFields(messages.join(' '), errors)
}

export const usersWriteHandlers = [
  route('post', '/apps/users/add-user', async ({ request, store }) => {
    const fields = await readFormJson(request, newUserBody)
    const user = store.transaction((tx) => {
      const users = tx.read(usersTable)
      checkUnique(users, fields)
      const created: User = { id: nextId(users), ...fields }
      tx.write(usersTable, [...users, created])
      // The new user holds the role their list role started in, while that role exists.
      const roleId = sampleRoleIdFor(created.role)
      const roles = tx.read(rolesTable)
      if (roles.some((role) => role.id === roleId))
        tx.write(
          rolesTable,
          roles.map((role) =>
            role.id === roleId ? { ...role, userIds: [...role.userIds, created.id] } : role,
          ),
        )
      return created
    })
    return HttpResponse.json({ user } satisfies UserResponse, { status: 201 })
  }),

  // Only the fields given change; the answer is the whole user as stored.
  route('post', '/apps/users/update-user', async ({ request, store }): Promise<UserResponse> => {
    const { id, ...changes } = await readFormJson(request, updateUserBody)
    const user = store.transaction((tx) => {
      const users = tx.read(usersTable)
      const current = users.find((candidate) => candidate.id === id)
      if (!current) throw notFound(`There is no user with id ${id}.`)
      checkUnique(users, changes, id)
      const updated: User = { ...current, ...changes }
      tx.write(
        usersTable,
        users.map((candidate) => (candidate.id === id ? updated : candidate)),
      )
      // The user view's activity timeline says what changed.
      const { account } = readUserAccount(tx, id, store.referenceDay)
      const at = new Date().toISOString()
      writeUserAccount(
        tx,
        updated.status !== current.status
          ? withActivity(account, 'statusChanged', updated.status, at)
          : withActivity(account, 'profileUpdated', '', at),
      )
      return updated
    })
    return { user }
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
      // A later user may get the same id (the highest plus one): they start with an account of their own.
      const accounts = tx.read(userAccountsTable)
      if (accounts.some((account) => account.id === id))
        tx.write(
          userAccountsTable,
          accounts.filter((account) => account.id !== id),
        )
    })
  }),
]
