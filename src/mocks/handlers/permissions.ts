import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import {
  type Permission,
  type PermissionResponse,
  type PermissionsPage,
  permissionRoles,
  permissionSortColumns,
} from '../../api/types/permissions'
import { dateFrom } from '../../fixtures/dates'
import { createPermissions } from '../../fixtures/permissions'
import { queryList, whenGiven } from '../db/listQuery'
import { defineTable } from '../db/store'
import { badRequest, notFound } from '../http/errors'
import { idParam, positiveInt, queryText, readJson, readQuery, sortDirection } from '../http/input'
import { route } from '../http/route'
import { nextId } from '../db/ids'

export const permissionsTable = defineTable<Permission>('permissions', createPermissions)

const permissionsQuery = z.object({
  q: queryText.transform((q) => q ?? ''),
  perPage: positiveInt(10),
  page: positiveInt(1),
  assignedTo: z
    .enum(permissionRoles)
    .or(z.literal(''))
    .optional()
    .transform((role) => role ?? ''),
  // Beyond §7, for sortable headers: without a column the list keeps the store's order.
  sortColumn: z.enum(permissionSortColumns).or(z.literal('')).optional(),
  sort: sortDirection,
})

const permissionName = z
  .string('name must be text')
  .trim()
  .min(1, 'Enter a permission name')
  .max(60, 'A permission name has at most 60 characters')

const addBody = z.object({ permission: z.object({ name: permissionName }) })
const updateBody = z.object({ id: z.number().int().positive(), name: permissionName })
const idQuery = z.object({ id: idParam })

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const duplicateName = (name: string) => badRequest(`A permission named "${name}" already exists.`)
const unknownPermission = (id: number) => notFound(`There is no permission with id ${id}.`)

export const permissionsHandlers = [
  route('get', '/apps/permissions/data', ({ url, store }): PermissionsPage => {
    const { sortColumn, sort, ...params } = readQuery(url, permissionsQuery)
    const matching = queryList(store.read(permissionsTable), {
      sortColumn: sortColumn || undefined,
      sort,
      q: params.q,
      searchFields: [
        (permission) => permission.name,
        (permission) => permission.assignedTo.join(' '),
        (permission) => permission.createdDate,
      ],
      filters: [
        whenGiven(params.assignedTo, (permission, role) => permission.assignedTo.includes(role)),
      ],
    })
    const page = queryList(matching.rows, { page: params.page, perPage: params.perPage })
    return { params, allData: matching.rows, total: matching.total, permissions: page.rows }
  }),

  route('post', '/apps/permissions/add-permission', async ({ request, store }) => {
    const { permission: fields } = await readJson(request, addBody)
    const permission = store.transaction((tx) => {
      const permissions = tx.read(permissionsTable)
      if (permissions.some((other) => sameName(other.name, fields.name)))
        throw duplicateName(fields.name)
      const created: Permission = {
        id: nextId(permissions),
        name: fields.name,
        // SPEC §6: a new permission is always assigned to administrator only.
        assignedTo: ['administrator'],
        createdDate: dateFrom(store.referenceDay, 0),
      }
      tx.write(permissionsTable, [...permissions, created])
      return created
    })
    return HttpResponse.json({ permission } satisfies PermissionResponse, { status: 201 })
  }),

  route('post', '/apps/permissions/update-permission', async ({ request, store }) => {
    const { id, name } = await readJson(request, updateBody)
    const permission = store.transaction((tx) => {
      const permissions = tx.read(permissionsTable)
      const current = permissions.find((candidate) => candidate.id === id)
      if (!current) throw unknownPermission(id)
      if (permissions.some((other) => other.id !== id && sameName(other.name, name)))
        throw duplicateName(name)
      const renamed: Permission = { ...current, assignedTo: [...current.assignedTo], name }
      tx.write(
        permissionsTable,
        permissions.map((candidate) => (candidate.id === id ? renamed : candidate)),
      )
      return renamed
    })
    // SPEC §7 answers this rename with 201.
    return HttpResponse.json({ permission } satisfies PermissionResponse, { status: 201 })
  }),

  route('delete', '/apps/permissions/delete', ({ url, store }) => {
    const { id } = readQuery(url, idQuery)
    store.transaction((tx) => {
      const permissions = tx.read(permissionsTable)
      if (!permissions.some((permission) => permission.id === id)) throw unknownPermission(id)
      tx.write(
        permissionsTable,
        permissions.filter((permission) => permission.id !== id),
      )
    })
  }),
]

const listPath = '*/apps/permissions/data'

/** Story states of the permissions screen. */
export const permissionsScenarios = {
  empty: [
    http.get(listPath, () =>
      HttpResponse.json({
        params: { q: '', perPage: 10, page: 1, assignedTo: '' },
        allData: [],
        total: 0,
        permissions: [],
      } satisfies PermissionsPage),
    ),
  ],
  error: [
    http.get(listPath, () =>
      HttpResponse.json(
        { message: 'The permissions could not be loaded. Try again.' },
        { status: 500 },
      ),
    ),
  ],
  loading: [
    http.get(listPath, async () => {
      await delay('infinite')
    }),
  ],
}
