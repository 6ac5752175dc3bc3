import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import { roleNameField } from '../../api/schemas/roles'
import {
  type Role,
  roleAreas,
  roleCardMembers,
  roleGrants,
  type RolePermissions,
  type RoleResponse,
  type RolesAnswer,
  type RoleSummary,
} from '../../api/types/roles'
import type { User } from '../../api/types/users'
import type { RepositoryReader } from '../db/repository'
import { isTaken } from '../db/unique'
import { invalidFields, notFound } from '../http/errors'
import { idParam, readFormJson, readQuery } from '../http/input'
import { route } from '../http/route'
import { rolesTable } from './roles/rolesTable'
import { usersTable } from './users/usersTable'

const grantList = z
  .array(z.enum(roleGrants))
  .max(roleGrants.length)
  .refine((grants) => new Set(grants).size === grants.length, 'A grant is named twice')

const permissionsBody = z.partialRecord(z.enum(roleAreas), grantList)

const addBody = z.object({ role: z.object({ name: roleNameField, permissions: permissionsBody }) })
const updateBody = z.object({
  id: z.number('id must be a number').int().positive(),
  name: roleNameField,
  permissions: permissionsBody,
})
const idQuery = z.object({ id: idParam })

/** The matrix as stored: areas in the kit's order, grants in read/write/create order, empty areas dropped. */
function normalised(permissions: RolePermissions): RolePermissions {
  const stored: RolePermissions = {}
  for (const area of roleAreas) {
    const grants = roleGrants.filter((grant) => permissions[area]?.includes(grant))
    if (grants.length) stored[area] = grants
  }
  return stored
}

/** A role with its existing holders counted (a deleted user holds nothing). */
function summaryOf(role: Role, users: readonly User[]): RoleSummary {
  const holders = new Set(role.userIds)
  const members = users.filter((user) => holders.has(user.id))
  return {
    id: role.id,
    name: role.name,
    permissions: normalised(role.permissions),
    userCount: members.length,
    members: members
      .slice(0, roleCardMembers)
      .map(({ id, fullName, avatar }) => ({ id, fullName, avatar })),
  }
}

/** 400 at `name` when another role than `self` has this name, in any letter case. */
async function checkNameFree(tx: RepositoryReader, name: string, self?: number): Promise<void> {
  if (await isTaken(tx, rolesTable, 'name', name, self)) {
    const message = `A role named "${name}" already exists.`
    throw invalidFields(message, { name: message })
  }
}

/** The users holding `role`, as its card counts them. */
async function holdersOf(tx: RepositoryReader, role: Role): Promise<User[]> {
  return (await tx.list(usersTable, { where: { id: { in: role.userIds } } })).rows
}

const unknownRole = (id: number) => notFound(`There is no role with id ${id}.`)

export const rolesHandlers = [
  route('get', '/apps/roles/data', async ({ repo }): Promise<RolesAnswer> => {
    const [{ rows: users }, { rows: roles }] = await Promise.all([
      repo.list(usersTable),
      repo.list(rolesTable),
    ])
    return { roles: roles.map((role) => summaryOf(role, users)) }
  }),

  route('post', '/apps/roles/add-role', async ({ request, repo }) => {
    const { role: fields } = await readFormJson(request, addBody)
    const role = await repo.transaction(async (tx) => {
      await checkNameFree(tx, fields.name)
      const created = await tx.insert(rolesTable, {
        id: await tx.nextId(rolesTable),
        name: fields.name,
        permissions: normalised(fields.permissions),
        userIds: [],
      })
      return summaryOf(created, await holdersOf(tx, created))
    })
    return HttpResponse.json({ role } satisfies RoleResponse, { status: 201 })
  }),

  // The name and the whole matrix are replaced; who holds the role does not change.
  route('post', '/apps/roles/update-role', async ({ request, repo }): Promise<RoleResponse> => {
    const { id, name, permissions } = await readFormJson(request, updateBody)
    const role = await repo.transaction(async (tx) => {
      const current = await tx.get(rolesTable, id)
      if (!current) throw unknownRole(id)
      await checkNameFree(tx, name, id)
      const updated = await tx.update(rolesTable, {
        ...current,
        name,
        permissions: normalised(permissions),
      })
      return summaryOf(updated, await holdersOf(tx, updated))
    })
    return { role }
  }),

  // Its holders keep their accounts; they simply hold this role no more.
  route('delete', '/apps/roles/delete', async ({ url, repo }) => {
    const { id } = readQuery(url, idQuery)
    await repo.transaction(async (tx) => {
      if (!(await tx.remove(rolesTable, id))) throw unknownRole(id)
    })
  }),
]

const listPath = '*/apps/roles/data'

/** Story states of the roles screen's cards. */
export const rolesScenarios = {
  empty: [http.get(listPath, () => HttpResponse.json({ roles: [] } satisfies RolesAnswer))],
  error: [
    http.get(listPath, () =>
      HttpResponse.json({ message: 'The roles could not be loaded. Try again.' }, { status: 500 }),
    ),
  ],
  loading: [
    http.get(listPath, async () => {
      await delay('infinite')
    }),
  ],
}
