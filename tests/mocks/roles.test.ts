import { describe, expect, it } from 'vitest'
import type { RoleResponse, RolesAnswer } from '../../src/api/types/roles'
import type { UsersPage } from '../../src/api/types/users'
import { rolesHandlers } from '../../src/mocks/handlers/roles'
import { usersHandlers } from '../../src/mocks/handlers/users'
import { call, startContractServer } from '../support/contract'

startContractServer(...rolesHandlers, ...usersHandlers)

const roles = async (as: 'admin' | 'client' = 'admin') =>
  call<RolesAnswer>('/apps/roles/data', { as })
const add = (body: unknown, as: 'admin' | 'client' = 'admin') =>
  call<RoleResponse>('/apps/roles/add-role', { method: 'POST', body, as })
const update = (body: unknown) =>
  call<RoleResponse>('/apps/roles/update-role', { method: 'POST', body })
const remove = (id: string | number) =>
  call('/apps/roles/delete', { method: 'DELETE', query: { id } })
const holders = async (accessRole: number | string, query: Record<string, string | number> = {}) =>
  call<UsersPage>('/api/users/list/data', { query: { accessRole, perPage: 100, ...query } })

describe('GET /apps/roles/data', () => {
  it('answers the five roles of §6 with their matrices, user counts and first four holders', async () => {
    const { status, body } = await roles()
    expect(status).toBe(200)
    expect(body.roles.map((role) => role.name)).toEqual([
      'Administrator',
      'Manager',
      'User',
      'Support',
      'Restricted User',
    ])
    const administrator = body.roles[0]
    expect(administrator?.permissions.User).toEqual(['read', 'write', 'create'])
    expect(Object.keys(administrator?.permissions ?? {})).toHaveLength(15)
    for (const role of body.roles) {
      expect(role.userCount).toBeGreaterThan(0)
      expect(role.members.length).toBe(Math.min(4, role.userCount))
    }
    const all = await call<UsersPage>('/api/users/list/data', { query: { perPage: 1 } })
    expect(body.roles.reduce((sum, role) => sum + role.userCount, 0)).toBe(all.body.total)
  })

  it('counts only users who still exist', async () => {
    const before = (await roles()).body.roles[0]
    const member = before?.members[0]
    expect(member).toBeDefined()
    await call('/apps/users/delete', { method: 'DELETE', query: { id: member?.id ?? 0 } })
    const after = (await roles()).body.roles[0]
    expect(after?.userCount).toBe((before?.userCount ?? 0) - 1)
    expect(after?.members.map((m) => m.id)).not.toContain(member?.id)
  })

  it('counts a new user in the role their list role started in', async () => {
    const before = (await roles()).body.roles[1]
    const added = await call<{ user: { id: number } }>('/apps/users/add-user', {
      method: 'POST',
      body: {
        fullName: 'Noor Haddad',
        username: 'noor.haddad',
        email: 'noor.haddad@example.com',
        company: 'Cedar Works',
        country: 'Jordan',
        contact: '+962 6 555 0101',
        role: 'maintainer',
        currentPlan: 'team',
        status: 'active',
        billing: 'Auto Debit',
      },
    })
    expect(added.status).toBe(201)
    const after = (await roles()).body.roles[1]
    expect(after?.name).toBe('Manager')
    expect(after?.userCount).toBe((before?.userCount ?? 0) + 1)
    const holders = await call<UsersPage>('/api/users/list/data', {
      query: { accessRole: 2, q: 'noor.haddad' },
    })
    expect(holders.body.users.map((user) => user.id)).toEqual([added.body.user.id])
  })

  it('is refused to a client with 403', async () => {
    const { status, body } = await roles('client')
    expect(status).toBe(403)
    expect(body).toEqual({ message: expect.stringContaining('not allowed') })
    expect((await add({ role: { name: 'Auditor', permissions: {} } }, 'client')).status).toBe(403)
  })
})

describe('GET /api/users/list/data with accessRole', () => {
  it('lists the holders of a role, with search and paging as usual', async () => {
    const role = (await roles()).body.roles[1]
    const { status, body } = await holders(role?.id ?? 0)
    expect(status).toBe(200)
    expect(body.total).toBe(role?.userCount)
    expect(body.users.every((user) => user.role === 'maintainer')).toBe(true)
    const first = body.users[0]
    const searched = await holders(role?.id ?? 0, { q: first?.email ?? '' })
    expect(searched.body.users.map((user) => user.id)).toEqual([first?.id])
  })

  it('answers 404 for an unknown role and 400 for a malformed one', async () => {
    expect((await holders(99)).status).toBe(404)
    expect((await holders('abc')).status).toBe(400)
  })
})

describe('POST /apps/roles/add-role', () => {
  it('stores a new role with its matrix in the kit’s order and no holders: 201', async () => {
    const { status, body } = await add({
      role: { name: ' Auditor ', permissions: { Invoice: ['create', 'read'], Email: [] } },
    })
    expect(status).toBe(201)
    expect(body.role).toEqual({
      id: 6,
      name: 'Auditor',
      permissions: { Invoice: ['read', 'create'] },
      userCount: 0,
      members: [],
    })
    expect((await roles()).body.roles.map((role) => role.name)).toContain('Auditor')
  })

  it('refuses a taken name at its field, case aside, and writes nothing', async () => {
    const answer = await add({ role: { name: 'manager', permissions: {} } })
    expect(answer).toEqual({
      status: 400,
      body: {
        message: 'A role named "manager" already exists.',
        errors: { name: 'A role named "manager" already exists.' },
      },
    })
    expect((await roles()).body.roles).toHaveLength(5)
  })

  it('refuses an empty or too long name, an unknown area or grant', async () => {
    for (const body of [
      { role: { name: '  ', permissions: {} } },
      { role: { name: 'x'.repeat(41), permissions: {} } },
      { role: { name: 'Auditor', permissions: { Nowhere: ['read'] } } },
      { role: { name: 'Auditor', permissions: { Email: ['delete'] } } },
      { role: { name: 'Auditor', permissions: { Email: ['read', 'read'] } } },
      { role: { name: 'Auditor' } },
    ]) {
      const answer = await add(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body).toHaveProperty('message')
    }
    expect((await roles()).body.roles).toHaveLength(5)
  })
})

describe('POST /apps/roles/update-role and DELETE /apps/roles/delete', () => {
  it('renames a role and replaces its matrix; its holders stay', async () => {
    const before = (await roles()).body.roles[2]
    const { status, body } = await update({
      id: before?.id,
      name: 'Member',
      permissions: { Todo: ['read'] },
    })
    expect(status).toBe(200)
    expect(body.role).toMatchObject({
      id: before?.id,
      name: 'Member',
      permissions: { Todo: ['read'] },
      userCount: before?.userCount,
    })
  })

  it('lets a role keep its own name but not take another’s; unknown ids are 404', async () => {
    expect((await update({ id: 2, name: 'MANAGER', permissions: {} })).status).toBe(200)
    expect((await update({ id: 2, name: 'Support', permissions: {} })).status).toBe(400)
    expect((await update({ id: 42, name: 'Ghost', permissions: {} })).status).toBe(404)
  })

  it('deletes a role; its holders keep their accounts', async () => {
    const users = (await call<UsersPage>('/api/users/list/data', { query: { perPage: 1 } })).body
    expect((await remove(5)).status).toBe(200)
    expect((await roles()).body.roles.map((role) => role.id)).toEqual([1, 2, 3, 4])
    expect(
      (await call<UsersPage>('/api/users/list/data', { query: { perPage: 1 } })).body.total,
    ).toBe(users.total)
    expect((await remove(5)).status).toBe(404)
    expect((await remove('x')).status).toBe(400)
  })
})
