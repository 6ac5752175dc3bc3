import { describe, expect, it } from 'vitest'
import type { UserResponse, UsersPage, UserStats } from '../../src/api/types/users'
import { usersHandlers } from '../../src/mocks/handlers/users'
import { call, startContractServer } from '../support/contract'

startContractServer(...usersHandlers)

const update = (body: unknown, as: 'admin' | 'client' = 'admin') =>
  call<UserResponse>('/apps/users/update-user', { method: 'POST', body, as })
const stats = async () => (await call<UserStats>('/api/users/list/stats')).body
const csvLines = async (query: Record<string, string | number> = {}) => {
  const answer = await call<string>('/api/users/list/export', { query })
  expect(answer.status).toBe(200)
  return answer.body.trimEnd().split('\r\n')
}

describe('POST /apps/users/update-user', () => {
  it('changes only the fields given and answers the whole user; the list shows it', async () => {
    const { status, body } = await update({ id: 3, status: 'active', company: '  Nimbus ' })
    expect(status).toBe(200)
    expect(body.user).toMatchObject({
      id: 3,
      fullName: 'Priya Raman',
      status: 'active',
      company: 'Nimbus',
    })
    const found = await call<UserResponse>('/api/users/user', { query: { id: 3 } })
    expect(found.body.user).toEqual(body.user)
  })

  it('lets a user keep their own email and username, but not take another’s', async () => {
    const own = await call<UserResponse>('/api/users/user', { query: { id: 1 } })
    expect(
      (await update({ id: 1, email: own.body.user.email, username: 'LENA.fischer' })).status,
    ).toBe(200)
    const taken = await update({ id: 2, email: own.body.user.email })
    expect(taken).toEqual({
      status: 400,
      body: {
        message: 'This email is already in use.',
        errors: { email: 'This email is already in use.' },
      },
    })
  })

  it('answers 404 for an unknown id and 400 for bad fields or unknown keys, writing nothing', async () => {
    expect(await update({ id: 999, status: 'active' })).toEqual({
      status: 404,
      body: { message: 'There is no user with id 999.' },
    })
    for (const body of [
      { id: 3, role: 'owner' },
      { id: 3, email: 'nope' },
      { id: 3, fullName: '' },
      { id: 3, password: 'x' },
      { status: 'active' },
      { id: 'three', status: 'active' },
    ]) {
      const answer = await update(body)
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ message: expect.stringContaining('Invalid request') })
    }
    const after = await call<UserResponse>('/api/users/user', { query: { id: 3 } })
    expect(after.body.user.status).toBe('pending')
  })

  it('answers 403 to a client and 401 signed out', async () => {
    expect((await update({ id: 3, status: 'active' }, 'client')).status).toBe(403)
    expect(
      (await call('/apps/users/update-user', { method: 'POST', body: { id: 3 }, as: 'signed-out' }))
        .status,
    ).toBe(401)
  })
})

describe('GET /api/users/list/stats', () => {
  it('counts the users in all and per status, from the data', async () => {
    expect(await stats()).toEqual({ total: 50, active: 26, pending: 12, inactive: 12 })
    await update({ id: 3, status: 'active' })
    await call('/apps/users/delete', { method: 'DELETE', query: { id: 1 } })
    expect(await stats()).toEqual({ total: 49, active: 26, pending: 11, inactive: 12 })
  })

  it('answers 403 to a client', async () => {
    expect((await call('/api/users/list/stats', { as: 'client' })).status).toBe(403)
  })
})

describe('GET /api/users/list/export', () => {
  it('answers CSV of every matching user, in the list’s sort, not just one page', async () => {
    const answer = await call<string>('/api/users/list/export', { query: { perPage: 10 } })
    expect(answer.status).toBe(200)
    const lines = await csvLines()
    expect(lines[0]).toBe(
      'id,fullName,email,role,currentPlan,status,billing,company,country,username,contact',
    )
    expect(lines).toHaveLength(51)
    expect(lines[1]).toMatch(/^\d+,Aiko Suzuki,/)
    const admins = await csvLines({ role: 'admin', sortColumn: 'id', sort: 'desc' })
    expect(admins.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([
      43, 36, 27, 17, 10, 1,
    ])
    const page = await call<UsersPage>('/api/users/list/data', { query: { q: 'paypal' } })
    expect(await csvLines({ q: 'paypal' })).toHaveLength(page.body.total + 1)
  })

  it('quotes commas and quotes, and defuses formulas but keeps phone numbers', async () => {
    await update({ id: 2, company: 'Acme, "Best" Ltd', fullName: '=HYPERLINK("x")' })
    const line = (await csvLines({ sortColumn: 'id' }))[2]
    expect(line).toContain('"Acme, ""Best"" Ltd"')
    expect(line).toContain(`"'=HYPERLINK(""x"")"`)
    expect((await csvLines({ sortColumn: 'id' }))[1]).toContain(',+49 841 739 6854')
  })

  it('answers 400 for malformed parameters and 403 to a client', async () => {
    expect((await call('/api/users/list/export', { query: { role: 'owner' } })).status).toBe(400)
    expect((await call('/api/users/list/export', { as: 'client' })).status).toBe(403)
  })
})
