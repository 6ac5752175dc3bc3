import { describe, expect, it } from 'vitest'
import type {
  Permission,
  PermissionResponse,
  PermissionsPage,
} from '../../src/api/types/permissions'
import { permissionsHandlers } from '../../src/mocks/handlers/permissions'
import { call, startContractServer } from '../support/contract'

startContractServer(...permissionsHandlers)

const list = (query: Record<string, string | number | undefined> = {}) =>
  call<PermissionsPage>('/apps/permissions/data', { query })
const ids = (permissions: Permission[]) => permissions.map((permission) => permission.id)
const matches = async (q: string) => ids((await list({ q })).body.permissions)
const add = (body: unknown) =>
  call<PermissionResponse>('/apps/permissions/add-permission', { method: 'POST', body })
const update = (body: unknown) =>
  call<PermissionResponse>('/apps/permissions/update-permission', { method: 'POST', body })
const remove = (id: string | number) =>
  call('/apps/permissions/delete', { method: 'DELETE', query: { id } })

describe('GET /apps/permissions/data', () => {
  it('defaults to page 1 of 10 and echoes the parsed query as params', async () => {
    const { status, body } = await list()
    expect(status).toBe(200)
    expect(body.params).toEqual({ q: '', perPage: 10, page: 1, assignedTo: '' })
    expect(body.total).toBe(9)
    expect(ids(body.permissions)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(ids(body.allData)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(body.permissions.map((permission) => permission.name)).toEqual([
      'Management',
      'Manage Billing & Roles',
      'Add & Remove Users',
      'Project Planning',
      'Manage Email Sequences',
      'Client Communication',
      'Only View',
      'Financial Management',
      "Manage Others' Tasks",
    ])
    expect(body.permissions[3]).toEqual({
      id: 4,
      name: 'Project Planning',
      assignedTo: ['administrator', 'manager', 'user'],
      createdDate: '2025-05-20',
    })
  })

  it('sorts by name, created date or id when asked (beyond §7), else keeps the store order', async () => {
    const byName = (await list({ sortColumn: 'name' })).body
    expect(byName.permissions.map((permission) => permission.name).slice(0, 3)).toEqual([
      'Add & Remove Users',
      'Client Communication',
      'Financial Management',
    ])
    expect(byName.params).toEqual({ q: '', perPage: 10, page: 1, assignedTo: '' })
    const newest = (await list({ sortColumn: 'createdDate', sort: 'desc' })).body.permissions
    const dates = newest.map((permission) => permission.createdDate)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(
      ids((await list({ sortColumn: 'id', sort: 'desc', perPage: 3 })).body.permissions),
    ).toEqual([9, 8, 7])
    expect((await list({ sortColumn: 'assignedTo' })).status).toBe(400)
  })

  it('filters by one role', async () => {
    expect(ids((await list({ assignedTo: 'administrator' })).body.permissions)).toHaveLength(9)
    expect(ids((await list({ assignedTo: 'manager' })).body.permissions)).toEqual([3, 4, 6, 8])
    expect(ids((await list({ assignedTo: 'support' })).body.permissions)).toEqual([5, 6, 9])
    expect(ids((await list({ assignedTo: 'user' })).body.permissions)).toEqual([4, 5])
    expect(ids((await list({ assignedTo: 'restricted-user' })).body.permissions)).toEqual([7])
  })

  it('searches name, assigned roles and created date, case-insensitively', async () => {
    expect(await matches('BILLING')).toEqual([2])
    expect(await matches('support')).toEqual([5, 6, 9])
    expect(await matches('2026-02-14')).toEqual([9])
    // "manage" is in five names and in the role "manager"
    expect(await matches('manage')).toEqual([1, 2, 3, 4, 5, 6, 8, 9])
    expect(await matches('invoices')).toEqual([])
  })

  it('pages, echoing every parameter, with allData holding every match', async () => {
    const { body } = await list({ q: 'manage', assignedTo: 'manager', perPage: 3, page: 2 })
    expect(body.params).toEqual({ q: 'manage', perPage: 3, page: 2, assignedTo: 'manager' })
    expect(body.total).toBe(4)
    expect(ids(body.allData)).toEqual([3, 4, 6, 8])
    expect(ids(body.permissions)).toEqual([8])
    expect(ids((await list({ perPage: 4, page: 3 })).body.permissions)).toEqual([9])
    expect((await list({ perPage: 4, page: 4 })).body).toMatchObject({ total: 9, permissions: [] })
  })

  it('answers 400 with a message on malformed parameters', async () => {
    for (const query of [{ assignedTo: 'owner' }, { page: 0 }, { perPage: 'many' }]) {
      const { status, body } = await list(query)
      expect(status).toBe(400)
      expect(body).toEqual({ message: expect.stringContaining('Invalid query') })
    }
  })

  it('answers 401 signed out and 403 to a client', async () => {
    expect((await call('/apps/permissions/data', { as: 'signed-out' })).status).toBe(401)
    expect((await call('/apps/permissions/data', { as: 'client' })).status).toBe(403)
  })
})

describe('POST /apps/permissions/add-permission', () => {
  it('answers 201 with a permission for administrator only, dated today, id highest plus one', async () => {
    const { status, body } = await add({ permission: { name: '  Export Reports ' } })
    expect(status).toBe(201)
    expect(body.permission).toEqual({
      id: 10,
      name: 'Export Reports',
      assignedTo: ['administrator'],
      createdDate: '2026-03-16',
    })
    const listed = (await list({ q: 'export' })).body
    expect(listed.permissions).toEqual([body.permission])
    expect((await list({ assignedTo: 'manager', q: 'export' })).body.total).toBe(0)
  })

  it('ignores any roles sent along: a new permission is always administrator only', async () => {
    const { body } = await add({ permission: { name: 'Audit Logs', assignedTo: ['support'] } })
    expect(body.permission.assignedTo).toEqual(['administrator'])
  })

  it('counts the id from the highest remaining one', async () => {
    await remove(9)
    expect((await add({ permission: { name: 'Audit Logs' } })).body.permission.id).toBe(9)
  })

  it('answers 400 for a name in use (any letter case) and writes nothing', async () => {
    const answer = await add({ permission: { name: 'only view' } })
    expect(answer).toEqual({
      status: 400,
      body: { message: 'A permission named "only view" already exists.' },
    })
    expect((await list()).body.total).toBe(9)
  })

  it('answers 400 for an empty or missing name, wrong types or bad JSON', async () => {
    for (const body of [
      { permission: { name: '   ' } },
      { name: 'Audit Logs' },
      { permission: { name: 7 } },
      {},
    ]) {
      const answer = await add(body)
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ message: expect.stringContaining('Invalid request') })
    }
    const raw = await call('/apps/permissions/add-permission', {
      method: 'POST',
      rawBody: 'name=x',
    })
    expect(raw).toEqual({ status: 400, body: { message: 'The request body is not valid JSON.' } })
    expect((await list()).body.total).toBe(9)
  })

  it('answers 403 to a client', async () => {
    const answer = await call('/apps/permissions/add-permission', {
      method: 'POST',
      body: { permission: { name: 'Audit Logs' } },
      as: 'client',
    })
    expect(answer.status).toBe(403)
  })
})

describe('POST /apps/permissions/update-permission', () => {
  it('renames with 201, keeping roles and date, and the list shows the new name', async () => {
    const { status, body } = await update({ id: 7, name: 'Read Only' })
    expect(status).toBe(201)
    expect(body.permission).toEqual({
      id: 7,
      name: 'Read Only',
      assignedTo: ['administrator', 'restricted-user'],
      createdDate: '2025-11-16',
    })
    expect(await matches('read only')).toEqual([7])
    expect(await matches('only view')).toEqual([])
  })

  it('allows a change of letter case of its own name', async () => {
    expect((await update({ id: 7, name: 'Only view' })).body.permission.name).toBe('Only view')
  })

  it('answers 404 for an unknown id and 400 for a name another permission has', async () => {
    expect(await update({ id: 99, name: 'Anything' })).toEqual({
      status: 404,
      body: { message: 'There is no permission with id 99.' },
    })
    expect(await update({ id: 7, name: 'MANAGEMENT' })).toEqual({
      status: 400,
      body: { message: 'A permission named "MANAGEMENT" already exists.' },
    })
    expect(await matches('only view')).toEqual([7])
  })

  it('answers 400 for a malformed id or name', async () => {
    for (const body of [
      { id: '7', name: 'Read Only' },
      { id: 7.5, name: 'Read Only' },
      { id: 7, name: '' },
      { id: 7 },
    ]) {
      expect((await update(body)).status).toBe(400)
    }
  })
})

describe('DELETE /apps/permissions/delete', () => {
  it('answers 200 and the permission is gone', async () => {
    expect((await remove(3)).status).toBe(200)
    const { body } = await list()
    expect(body.total).toBe(8)
    expect(ids(body.permissions)).not.toContain(3)
    expect(ids((await list({ assignedTo: 'manager' })).body.permissions)).toEqual([4, 6, 8])
  })

  it('deletes several in one call, all or nothing', async () => {
    const several = (id: number[]) =>
      call('/apps/permissions/delete', { method: 'DELETE', query: { id } })
    expect((await several([3, 4, 31])).status).toBe(404)
    expect((await list()).body.total).toBe(9)
    expect((await several([3, 4])).status).toBe(200)
    expect(ids((await list()).body.permissions)).not.toContain(4)
    expect((await list()).body.total).toBe(7)
  })

  it('answers 404 for an unknown id, 400 for a malformed one, 403 to a client', async () => {
    expect(await remove(31)).toEqual({
      status: 404,
      body: { message: 'There is no permission with id 31.' },
    })
    expect((await remove('three')).status).toBe(400)
    const client = await call('/apps/permissions/delete', {
      method: 'DELETE',
      query: { id: 3 },
      as: 'client',
    })
    expect(client.status).toBe(403)
    expect((await list()).body.total).toBe(9)
  })
})
