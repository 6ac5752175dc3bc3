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
import { queryList } from '../db/listQuery'
import type { RepositoryReader } from '../db/repository'
import { isTaken } from '../db/unique'
import { defineTable } from '../db/table'
import { badRequest, notFound } from '../http/errors'
import { positiveInt, queryText, readIds, readJson, readQuery, sortDirection } from '../http/input'
import { route } from '../http/route'

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

/** 400 when another permission than `self` has this name, in any letter case. */
async function checkNameFree(tx: RepositoryReader, name: string, self?: number): Promise<void> {
  if (await isTaken(tx, permissionsTable, 'name', name, self)) throw duplicateName(name)
}

const duplicateName = (name: string) => badRequest(`A permission named "${name}" already exists.`)
const unknownPermission = (id: number) => notFound(`There is no permission with id ${id}.`)

export const permissionsHandlers = [
  route('get', '/apps/permissions/data', async ({ url, repo }): Promise<PermissionsPage> => {
    const { sortColumn, sort, ...params } = readQuery(url, permissionsQuery)
    const matching = await repo.list(permissionsTable, {
      sortColumn: sortColumn || undefined,
      sort,
      q: params.q,
      searchFields: ['name', 'assignedTo', 'createdDate'],
      where: { assignedTo: params.assignedTo ? { has: params.assignedTo } : undefined },
    })
    const page = queryList(matching.rows, { page: params.page, perPage: params.perPage })
    return { params, allData: matching.rows, total: matching.total, permissions: page.rows }
  }),

  route('post', '/apps/permissions/add-permission', async ({ request, repo }) => {
    const { permission: fields } = await readJson(request, addBody)
    const permission = await repo.transaction(async (tx) => {
      await checkNameFree(tx, fields.name)
      const created: Permission = {
        id: await tx.nextId(permissionsTable),
        name: fields.name,
        // SPEC §6: a new permission is always assigned to administrator only.
        assignedTo: ['administrator'],
        createdDate: dateFrom(repo.referenceDay, 0),
      }
      return tx.insert(permissionsTable, created)
    })
    return HttpResponse.json({ permission } satisfies PermissionResponse, { status: 201 })
  }),

  route('post', '/apps/permissions/update-permission', async ({ request, repo }) => {
    const { id, name } = await readJson(request, updateBody)
    const permission = await repo.transaction(async (tx) => {
      const current = await tx.get(permissionsTable, id)
      if (!current) throw unknownPermission(id)
      await checkNameFree(tx, name, id)
      return tx.update(permissionsTable, { ...current, name })
    })
    // SPEC §7 answers this rename with 201.
    return HttpResponse.json({ permission } satisfies PermissionResponse, { status: 201 })
  }),

  // One id (SPEC §7) or several (`id=3&id=7`): all are deleted, or none when one is unknown.
  route('delete', '/apps/permissions/delete', async ({ url, repo }) => {
    const ids = readIds(url)
    await repo.transaction(async (tx) => {
      for (const id of ids)
        if (!(await tx.remove(permissionsTable, id))) throw unknownPermission(id)
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
