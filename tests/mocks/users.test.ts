import { describe, expect, it } from 'vitest'
import type { AllUsersResponse, NewUser, UserResponse, UsersPage } from '../../src/api/types/users'
import { usersHandlers } from '../../src/mocks/handlers/users'
import { call, startContractServer } from '../support/contract'

startContractServer(...usersHandlers)

const list = (query: Record<string, string | number | undefined> = {}) =>
  call<UsersPage>('/api/users/list/data', { query })
const names = (page: UsersPage) => page.users.map((user) => user.fullName)
const ids = (page: UsersPage) => page.users.map((user) => user.id)

const newUser: NewUser = {
  fullName: 'Ines Carvalho',
  company: 'Tagus Robotics',
  country: 'Portugal',
  contact: '+351 912 345 678',
  email: 'ines.carvalho@tagus-robotics.com',
  username: 'ines.carvalho',
  role: 'editor',
  currentPlan: 'team',
  status: 'pending',
  billing: 'Manual - Paypal',
  avatar: '',
}

describe('GET /api/users/list/all-data', () => {
  it('answers every user under { users }', async () => {
    const { status, body } = await call<AllUsersResponse>('/api/users/list/all-data')
    expect(status).toBe(200)
    expect(body.users).toHaveLength(50)
    expect(body.users[0]).toEqual({
      id: 1,
      billing: 'Auto Debit',
      fullName: 'Lena Fischer',
      company: 'Brightwave Analytics',
      role: 'admin',
      username: 'lena.fischer',
      country: 'Germany',
      contact: '+49 841 739 6854',
      email: 'lena.fischer@brightwave-analytics.com',
      currentPlan: 'enterprise',
      status: 'active',
      avatar: '/assets/images/avatars/3.svg',
    })
    expect(body.users.filter((user) => user.avatar === '')).toHaveLength(9)
  })

  it('answers 401 signed out and 403 to a client', async () => {
    expect((await call('/api/users/list/all-data', { as: 'signed-out' })).status).toBe(401)
    const client = await call('/api/users/list/all-data', { as: 'client' })
    expect(client).toEqual({ status: 403, body: { message: expect.any(String) } })
  })
})

describe('GET /api/users/list/data', () => {
  it('defaults to page 1 of 10, sorted by fullName ascending', async () => {
    const { status, body } = await list()
    expect(status).toBe(200)
    expect(body.total).toBe(50)
    expect(names(body)).toEqual([
      'Aiko Suzuki',
      'Amina Diallo',
      'Anna Kowalczyk',
      'Arjun Mehta',
      'Aroha Ngata',
      'Benjamin Wright',
      'Carlos Mendoza',
      'Chloé Dubois',
      'Daniel Okonkwo',
      'Diego Romero',
    ])
  })

  it('sorts descending and by another column', async () => {
    expect(names((await list({ sort: 'desc' })).body)[0]).toBe('Zanele Dlamini')
    expect(ids((await list({ sortColumn: 'id', sort: 'desc', perPage: 3 })).body)).toEqual([
      50, 49, 48,
    ])
    expect(ids((await list({ sortColumn: 'id', perPage: 3 })).body)).toEqual([1, 2, 3])
  })

  it('filters by role, status and plan, alone and together', async () => {
    const admins = (await list({ role: 'admin' })).body
    expect(admins.total).toBe(6)
    expect(ids(admins).sort((a, b) => a - b)).toEqual([1, 10, 17, 27, 36, 43])
    expect((await list({ status: 'pending' })).body.total).toBe(12)
    expect((await list({ status: 'inactive' })).body.total).toBe(12)
    expect((await list({ currentPlan: 'basic' })).body.total).toBe(14)
    const together = (await list({ role: 'admin', currentPlan: 'enterprise', status: 'active' }))
      .body
    expect(names(together)).toEqual(['Arjun Mehta', 'Kenji Watanabe', 'Lena Fischer'])
  })

  it('treats empty filter values as "all"', async () => {
    expect((await list({ role: '', status: '', currentPlan: '' })).body.total).toBe(50)
  })

  it('searches email, fullName and billing, case-insensitively, and nothing else', async () => {
    expect(names((await list({ q: 'kestrel-logistics' })).body)).toEqual(['Tomasz Nowak'])
    expect(names((await list({ q: 'FISCHER' })).body)).toEqual(['Lena Fischer'])
    expect(names((await list({ q: 'chloé' })).body)).toEqual(['Chloé Dubois'])
    expect((await list({ q: 'paypal' })).body.total).toBe(13)
    expect((await list({ q: 'Manual - Cash' })).body.total).toBe(12)
    // country, company (as written), contact and username are not searched
    expect((await list({ q: 'Germany' })).body.total).toBe(0)
    expect((await list({ q: 'Brightwave Analytics' })).body.total).toBe(0)
    expect((await list({ q: '+49' })).body.total).toBe(0)
  })

  it('combines search with filters', async () => {
    const { body } = await list({ q: 'paypal', role: 'editor' })
    expect(names(body)).toEqual([
      'Benjamin Wright',
      "Liam O'Connor",
      'Oskar Virtanen',
      'Thabo Nkosi',
    ])
  })

  it('pages: last page, beyond the last page, other page sizes', async () => {
    const last = (await list({ page: 5 })).body
    expect(names(last)).toHaveLength(10)
    expect(names(last).at(-1)).toBe('Zanele Dlamini')
    expect(await list({ page: 6 })).toEqual({ status: 200, body: { total: 50, users: [] } })
    const third = (await list({ page: 3, perPage: 20 })).body
    expect(third.users).toHaveLength(10)
    expect(third.total).toBe(50)
  })

  it('answers 400 with a message on malformed parameters', async () => {
    for (const query of [
      { page: 0 },
      { perPage: 'ten' },
      { role: 'owner' },
      { status: 'ACTIVE' },
      { currentPlan: 'gold' },
      { sort: 'sideways' },
      { sortColumn: 'password' },
    ]) {
      const { status, body } = await list(query)
      expect(status).toBe(400)
      expect(body).toEqual({ message: expect.stringContaining('Invalid query') })
    }
  })
})

describe('GET /api/users/user', () => {
  it('answers { user } by id', async () => {
    const { status, body } = await call<UserResponse>('/api/users/user', { query: { id: 3 } })
    expect(status).toBe(200)
    expect(body.user).toMatchObject({
      id: 3,
      fullName: 'Priya Raman',
      avatar: '',
      status: 'pending',
    })
  })

  it('answers 404 with a message for an unknown id, 400 for a malformed or missing one', async () => {
    expect(await call('/api/users/user', { query: { id: 999 } })).toEqual({
      status: 404,
      body: { message: 'There is no user with id 999.' },
    })
    expect((await call('/api/users/user', { query: { id: 'abc' } })).status).toBe(400)
    expect((await call('/api/users/user')).status).toBe(400)
  })
})

describe('POST /apps/users/add-user', () => {
  const add = (body: unknown) =>
    call<UserResponse>('/apps/users/add-user', { method: 'POST', body })

  it('answers 201 with the user and the highest id plus one; it is then listed and found', async () => {
    const { status, body } = await add(newUser)
    expect(status).toBe(201)
    expect(body.user).toEqual({ id: 51, ...newUser })
    expect((await list()).body.total).toBe(51)
    expect((await list({ q: 'ines.carvalho' })).body.users).toEqual([{ id: 51, ...newUser }])
    const found = await call<UserResponse>('/api/users/user', { query: { id: 51 } })
    expect(found.body.user.fullName).toBe('Ines Carvalho')
  })

  it('counts from the highest remaining id, defaults the avatar and trims the text', async () => {
    await call('/apps/users/delete', { method: 'DELETE', query: { id: 50 } })
    const { avatar: _avatar, ...withoutAvatar } = newUser
    const { body } = await add({
      ...withoutAvatar,
      fullName: '  Ines Carvalho ',
      email: 'INES@Tagus.com',
    })
    expect(body.user).toMatchObject({
      id: 50,
      avatar: '',
      fullName: 'Ines Carvalho',
      email: 'ines@tagus.com',
    })
  })

  it('answers 400 for a used email or username and writes nothing', async () => {
    const email = await add({ ...newUser, email: 'Lena.Fischer@brightwave-analytics.com' })
    expect(email).toEqual({
      status: 400,
      body: {
        message: 'This email is already in use.',
        errors: { email: 'This email is already in use.' },
      },
    })
    const username = await add({ ...newUser, username: 'LENA.FISCHER' })
    expect(username).toEqual({
      status: 400,
      body: {
        message: 'This username is already in use.',
        errors: { username: 'This username is already in use.' },
      },
    })
    const both = await add({
      ...newUser,
      username: 'lena.fischer',
      email: 'lena.fischer@brightwave-analytics.com',
    })
    expect(both.body).toMatchObject({
      errors: {
        email: 'This email is already in use.',
        username: 'This username is already in use.',
      },
    })
    expect((await list()).body.total).toBe(50)
  })

  it('answers 400 for values outside the enums, wrong types, missing fields or bad JSON', async () => {
    for (const body of [
      { ...newUser, role: 'owner' },
      { ...newUser, status: 'banned' },
      { ...newUser, currentPlan: 'gold' },
      { ...newUser, billing: 'Cheque' },
      { ...newUser, email: 'not-an-email' },
      { ...newUser, contact: 'call me' },
      { ...newUser, fullName: '   ' },
      { ...newUser, role: 3 },
      { fullName: 'Only A Name' },
    ]) {
      const answer = await add(body)
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ message: expect.stringContaining('Invalid request') })
    }
    // Each problem is also named at its field, for the form to show there.
    const fields = await add({ ...newUser, email: 'not-an-email', contact: 'call me' })
    expect(fields.body).toMatchObject({
      errors: {
        email: 'Enter a valid email address',
        contact: 'Enter a phone number of digits, spaces, dashes or brackets',
      },
    })
    const raw = await call('/apps/users/add-user', { method: 'POST', rawBody: '{"fullName":' })
    expect(raw).toEqual({ status: 400, body: { message: 'The request body is not valid JSON.' } })
    expect((await list()).body.total).toBe(50)
  })

  it('answers 403 to a client and 401 signed out', async () => {
    expect(
      (await call('/apps/users/add-user', { method: 'POST', body: newUser, as: 'client' })).status,
    ).toBe(403)
    expect(
      (await call('/apps/users/add-user', { method: 'POST', body: newUser, as: 'signed-out' }))
        .status,
    ).toBe(401)
  })
})

describe('DELETE /apps/users/delete', () => {
  const remove = (id: string | number, as: 'admin' | 'client' = 'admin') =>
    call('/apps/users/delete', { method: 'DELETE', query: { id }, as })

  it('answers 200 and the user is gone', async () => {
    expect((await remove(1)).status).toBe(200)
    expect((await call('/api/users/user', { query: { id: 1 } })).status).toBe(404)
    const { body } = await list({ q: 'fischer' })
    expect(body).toEqual({ total: 0, users: [] })
    expect((await list()).body.total).toBe(49)
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(await remove(777)).toEqual({
      status: 404,
      body: { message: 'There is no user with id 777.' },
    })
    expect((await remove('x1')).status).toBe(400)
    expect((await list()).body.total).toBe(50)
  })

  it('deletes several in one call, all or nothing', async () => {
    const several = (id: number[]) =>
      call('/apps/users/delete', { method: 'DELETE', query: { id } })
    // One unknown id: 404, and the known ones are still there.
    expect(await several([1, 2, 777])).toEqual({
      status: 404,
      body: { message: 'There is no user with id 777.' },
    })
    expect((await list()).body.total).toBe(50)
    expect((await several([1, 2, 2])).status).toBe(200)
    expect((await list()).body.total).toBe(48)
    for (const id of [1, 2])
      expect((await call('/api/users/user', { query: { id } })).status).toBe(404)
  })

  it('answers 403 to a client and keeps the user', async () => {
    expect((await remove(2, 'client')).status).toBe(403)
    expect((await call('/api/users/user', { query: { id: 2 } })).status).toBe(200)
  })
})
