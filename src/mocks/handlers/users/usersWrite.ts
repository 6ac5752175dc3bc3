import { HttpResponse } from 'msw'
import type { UserResponse } from '../../../api/types/users'
import { newUserSchema, userUpdateSchema } from '../../../api/schemas/users'
import type { RepositoryReader } from '../../db/repository'
import { isTaken } from '../../db/unique'
import { invalidFields, notFound } from '../../http/errors'
import { readFormJson, readIds } from '../../http/input'
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

/** §5's wording for the same clashes at sign-up, at the fields they concern; `self` may keep its own. */
async function checkUnique(
  tx: RepositoryReader,
  fields: { email?: string; username?: string },
  self?: number,
): Promise<void> {
  const errors: Record<string, string> = {}
  if (fields.email && (await isTaken(tx, usersTable, 'email', fields.email, self)))
    errors.email = 'This email is already in use.'
  if (fields.username && (await isTaken(tx, usersTable, 'username', fields.username, self)))
    errors.username = 'This username is already in use.'
  const messages = Object.values(errors)
  if (messages.length) throw invalidFields(messages.join(' '), errors)
}

export const usersWriteHandlers = [
  route('post', '/apps/users/add-user', async ({ request, repo }) => {
    const fields = await readFormJson(request, newUserSchema)
    const user = await repo.transaction(async (tx) => {
      await checkUnique(tx, fields)
      const created = await tx.insert(usersTable, { id: await tx.nextId(usersTable), ...fields })
      // The new user holds the role their list role started in, while that role exists.
      const role = await tx.get(rolesTable, sampleRoleIdFor(created.role))
      if (role) await tx.update(rolesTable, { ...role, userIds: [...role.userIds, created.id] })
      return created
    })
    return HttpResponse.json({ user } satisfies UserResponse, { status: 201 })
  }),

  // Only the fields given change; the answer is the whole user as stored.
  route('post', '/apps/users/update-user', async ({ request, repo }): Promise<UserResponse> => {
    const { id, ...changes } = await readFormJson(request, userUpdateSchema)
    const user = await repo.transaction(async (tx) => {
      const current = await tx.get(usersTable, id)
      if (!current) throw notFound(`There is no user with id ${id}.`)
      await checkUnique(tx, changes, id)
      const updated = await tx.update(usersTable, { ...current, ...changes })
      // The user view's activity timeline says what changed.
      const { account } = await readUserAccount(tx, id, repo.referenceDay)
      const at = new Date().toISOString()
      await writeUserAccount(
        tx,
        updated.status !== current.status
          ? withActivity(account, 'statusChanged', updated.status, at)
          : withActivity(account, 'profileUpdated', '', at),
      )
      return updated
    })
    return { user }
  }),

  // One id (SPEC §7) or several (`id=3&id=7`): all are deleted, or none when one is unknown.
  route('delete', '/apps/users/delete', async ({ url, repo }) => {
    const ids = readIds(url)
    await repo.transaction(async (tx) => {
      for (const id of ids) {
        if (!(await tx.remove(usersTable, id))) throw notFound(`There is no user with id ${id}.`)
        // A later user may get the same id (the highest plus one): they start with an account of their own.
        await tx.remove(userAccountsTable, id)
      }
    })
  }),
]
