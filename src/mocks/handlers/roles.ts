import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
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
import { nextId } from '../db/ids'
import { invalidFields, notFound } from '../http/errors'
import { idParam, readFormJson, readQuery } from '../http/input'
import { route } from '../http/route'
import { rolesTable } from './roles/rolesTable'
import { usersTable } from './users/usersTable'

export const maxRoleName = 40

const roleName = z
  .string('The role name must be text')
  .trim()
  .min(1, 'Enter a role name')
  .max(maxRoleName, `A role name has at most ${maxRoleName} characters`)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} '&-]*$/u, 'Use letters, digits, spaces, dashes or &')

const grantList = z
  .array(z.enum(roleGrants))
  .max(roleGrants.length)
  .refine((grants) => new Set(grants).size === grants.length, 'A grant is named twice')

const permissionsBody = z.partialRecord(z.enum(roleAreas), grantList)

const addBody = z.object({ role: z.object({ name: roleName, permissions: permissionsBody }) })
const updateBody = z.object({
  id: z.number('id must be a number').int().positive(),
  name: roleName,
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

function checkNameFree(roles: readonly Role[], name: string, self?: number): void {
  const taken = roles.some(
    (role) => role.id !== self && role.name.toLowerCase() === name.toLowerCase(),
  )
  if (taken) {
    const message = `A role named "${name}" already exists.`
    throw invalidFields(message, { name: message })
  }
}

const unknownRole = (id: number) => notFound(`There is no role with id ${id}.`)

export const rolesHandlers = [
  route('get', '/apps/roles/data', ({ store }): RolesAnswer => {
    const users = store.read(usersTable)
    return { roles: store.read(rolesTable).map((role) => summaryOf(role, users)) }
  }),

  route('post', '/apps/roles/add-role', async ({ request, store }) => {
    const { role: fields } = await readFormJson(request, addBody)
    const role = store.transaction((tx) => {
      const roles = tx.read(rolesTable)
      checkNameFree(roles, fields.name)
      const created: Role = {
        id: nextId(roles),
        name: fields.name,
        permissions: normalised(fields.permissions),
        userIds: [],
      }
      tx.write(rolesTable, [...roles, created])
      return summaryOf(created, tx.read(usersTable))
    })
    return HttpResponse.json({ role } satisfies RoleResponse, { status: 201 })
  }),

  // The name and the whole matrix are replaced; who holds the role does not change.
  route('post', '/apps/roles/update-role', async ({ request, store }): Promise<RoleResponse> => {
    const { id, name, permissions } = await readFormJson(request, updateBody)
    const role = store.transaction((tx) => {
      const roles = tx.read(rolesTable)
      const current = roles.find((candidate) => candidate.id === id)
      if (!current) throw unknownRole(id)
      checkNameFree(roles, name, id)
      const updated: Role = { ...current, name, permissions: normalised(permissions) }
      tx.write(
        rolesTable,
        roles.map((candidate) => (candidate.id === id ? updated : candidate)),
      )
      return summaryOf(updated, tx.read(usersTable))
    })
    return { role }
  }),

  // Its holders keep their accounts; they simply hold this role no more.
  route('delete', '/apps/roles/delete', ({ url, store }) => {
    const { id } = readQuery(url, idQuery)
    store.transaction((tx) => {
      const roles = tx.read(rolesTable)
      if (!roles.some((role) => role.id === id)) throw unknownRole(id)
      tx.write(
        rolesTable,
        roles.filter((role) => role.id !== id),
      )
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
