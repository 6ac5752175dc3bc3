import { afterEach, describe, expect, it } from 'vitest'
import type { ApiKeyCreated, ApiKeyList } from '../../src/api/types/apiKeys'
import type { LicenseComparison, Subscription } from '../../src/api/types/license'
import { apiKeysTable } from '../../src/mocks/auth/apiKeys'
import { setTokenClock } from '../../src/mocks/auth/tokens'
import { apiKeysHandlers } from '../../src/mocks/handlers/apiKeys'
import { searchHandlers } from '../../src/mocks/handlers/search'
import { licenseHandlers } from '../../src/mocks/handlers/license'
import { usersHandlers } from '../../src/mocks/handlers/users'
import { call, type CallerRole, contractRepository, startContractServer } from '../support/contract'

startContractServer(...apiKeysHandlers, ...licenseHandlers, ...usersHandlers, ...searchHandlers)

afterEach(() => setTokenClock(() => Date.now()))

async function createKey(
  access: 'full' | 'read-write' | 'read-only',
  options: { as?: Exclude<CallerRole, 'signed-out'>; expiresInDays?: number } = {},
): Promise<ApiKeyCreated> {
  const { status, body } = await call<ApiKeyCreated>('/api/api-keys', {
    method: 'POST',
    as: options.as,
    body: { name: `${access} key`, access, expiresInDays: options.expiresInDays ?? null },
  })
  expect(status).toBe(201)
  return body
}

describe('POST /api/api-keys', () => {
  it('answers the secret once; the list and the store keep only its prefix and hash', async () => {
    const { key, secret } = await createKey('read-only', { expiresInDays: 30 })
    expect(secret).toMatch(/^cea_[0-9a-f]{8}_[0-9a-f]{48}$/)
    expect(key).toMatchObject({ name: 'read-only key', access: 'read-only', lastUsedAt: null })
    expect(secret.startsWith(key.prefix)).toBe(true)
    expect(Date.parse(key.expiresAt ?? '') - Date.parse(key.createdAt)).toBe(30 * 86_400_000)

    const list = await call<ApiKeyList>('/api/api-keys')
    expect(list.body.keys).toEqual([key])
    expect(JSON.stringify(list.body)).not.toContain(secret)
    const stored = await contractRepository().get(apiKeysTable, key.id)
    expect(JSON.stringify(stored)).not.toContain(secret)
    expect(stored?.secretHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('names each wrong field in a 400 and keeps nothing', async () => {
    const { status, body } = await call<{ errors: Record<string, string> }>('/api/api-keys', {
      method: 'POST',
      body: { name: '  ', access: 'admin', expiresInDays: 0 },
    })
    expect(status).toBe(400)
    expect(Object.keys(body.errors).sort()).toEqual(['access', 'expiresInDays', 'name'])
    expect((await call<ApiKeyList>('/api/api-keys')).body.keys).toEqual([])
  })

  it('answers 401 when signed out', async () => {
    const body = { name: 'x', access: 'full' }
    expect((await call('/api/api-keys', { method: 'POST', body, as: 'signed-out' })).status).toBe(
      401,
    )
    expect((await call('/api/api-keys', { as: 'signed-out' })).status).toBe(401)
  })
})

describe('a key authenticates', () => {
  it('read-only: reads answer 200 and record the last use; any write answers 403', async () => {
    const { key, secret } = await createKey('read-only')
    expect((await call('/api/users/list/data', { token: secret })).status).toBe(200)
    const bookmark = await call('/api/bookmarks/update', {
      method: 'POST',
      token: secret,
      body: { id: 'email' },
    })
    expect(bookmark.status).toBe(403)
    const addUser = await call('/apps/users/add-user', { method: 'POST', token: secret, body: {} })
    expect(addUser.status).toBe(403)
    const created = await call('/api/api-keys', {
      method: 'POST',
      token: secret,
      body: { name: 'from a key', access: 'full' },
    })
    expect(created.status).toBe(403)
    const [listed] = (await call<ApiKeyList>('/api/api-keys')).body.keys
    expect(listed?.id).toBe(key.id)
    expect(listed?.lastUsedAt).not.toBeNull()
  })

  it('read-write: writes pass, removals answer 403; full: as the account', async () => {
    const readWrite = await createKey('read-write')
    const full = await createKey('full')
    expect(
      (
        await call('/api/api-keys', {
          method: 'POST',
          token: readWrite.secret,
          body: { name: 'n', access: 'read-only' },
        })
      ).status,
    ).toBe(201)
    const revokeWithReadWrite = await call(`/api/api-keys/${full.key.id}`, {
      method: 'DELETE',
      token: readWrite.secret,
    })
    expect(revokeWithReadWrite.status).toBe(403)
    const revokeWithFull = await call(`/api/api-keys/${readWrite.key.id}`, {
      method: 'DELETE',
      token: full.secret,
    })
    expect(revokeWithFull.status).toBe(200)
  })

  it('follows the account’s own CASL rules: a client’s full key is refused what the client is', async () => {
    const { secret } = await createKey('full', { as: 'client' })
    expect((await call('/api/users/list/data', { token: secret })).status).toBe(403)
    expect((await call<Subscription>('/api/subscription', { token: secret })).body).toEqual({
      planId: 'basic',
      licenseTierId: 'regular',
    })
  })

  it('a revoked key, an expired key and a made-up key answer 401', async () => {
    const revoked = await createKey('full')
    expect((await call(`/api/api-keys/${revoked.key.id}`, { method: 'DELETE' })).status).toBe(200)
    const afterRevoke = await call<{ message: string }>('/api/users/list/data', {
      token: revoked.secret,
    })
    expect(afterRevoke).toMatchObject({
      status: 401,
      body: { message: expect.stringContaining('revoked') },
    })

    const expiring = await createKey('full', { expiresInDays: 7 })
    expect((await call('/api/users/list/data', { token: expiring.secret })).status).toBe(200)
    setTokenClock(() => Date.now() + 8 * 86_400_000)
    const afterExpiry = await call<{ message: string }>('/api/users/list/data', {
      token: expiring.secret,
    })
    expect(afterExpiry).toMatchObject({
      status: 401,
      body: { message: expect.stringContaining('expired') },
    })

    const madeUp = `${expiring.secret.slice(0, -4)}0000`
    expect((await call('/api/users/list/data', { token: madeUp })).status).toBe(401)
  })
})

describe('each account sees only its own keys', () => {
  it('lists only the caller’s keys; another account’s key id answers 404', async () => {
    const adminKey = await createKey('full')
    const clientKey = await createKey('read-only', { as: 'client' })
    const clientList = await call<ApiKeyList>('/api/api-keys', { as: 'client' })
    expect(clientList.body.keys.map((key) => key.id)).toEqual([clientKey.key.id])
    const stolen = await call(`/api/api-keys/${adminKey.key.id}`, {
      method: 'DELETE',
      as: 'client',
    })
    expect(stolen.status).toBe(404)
    expect((await call('/api/users/list/data', { token: adminKey.secret })).status).toBe(200)
  })

  it('answers 400 for an id that is not a number and 404 for an unknown one', async () => {
    expect((await call('/api/api-keys/abc', { method: 'DELETE' })).status).toBe(400)
    expect((await call('/api/api-keys/', { method: 'DELETE' })).status).toBe(400)
    expect((await call('/api/api-keys/999', { method: 'DELETE' })).status).toBe(404)
  })
})

describe('GET /api/license and /api/subscription', () => {
  it('answers the three tiers and the caller’s current licence', async () => {
    const admin = await call<LicenseComparison>('/api/license')
    expect(admin.body.tiers.map((tier) => tier.id)).toEqual(['regular', 'extended', 'enterprise'])
    expect(admin.body.currentTierId).toBe('extended')
    const client = await call<LicenseComparison>('/api/license', { as: 'client' })
    expect(client.body.currentTierId).toBe('regular')
    expect((await call<Subscription>('/api/subscription')).body.planId).toBe('standard')
    expect((await call('/api/license', { as: 'signed-out' })).status).toBe(401)
  })
})
