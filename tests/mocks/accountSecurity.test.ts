import { describe, expect, it } from 'vitest'
import type { AccountSecurity } from '../../src/api/types/accountSettings'
import type { LoginResponse } from '../../src/api/types/auth'
import type { AccountSettings } from '../../src/api/types/pages'
import { accountSettingsGroup } from '../../src/mocks/handlers/account/accountSettingsGroup'
import { authHandlers } from '../../src/mocks/handlers/auth'
import { call, startContractServer } from '../support/contract'

// The Security tab's calls and the sessions behind them (issue #33): password, two-step,
// sessions listed and ended for real, deactivation; every call only ever the caller's account.

startContractServer(...authHandlers, ...accountSettingsGroup)

async function signIn(email: string, password: string): Promise<LoginResponse> {
  const { status, body } = await call<LoginResponse>('/jwt/login', {
    method: 'POST',
    body: { email, password },
    as: 'signed-out',
  })
  expect(status).toBe(200)
  return body
}

const refresh = (refreshToken: string) =>
  call<LoginResponse>('/jwt/refresh-token', {
    method: 'POST',
    body: { refreshToken },
    as: 'signed-out',
  })

const security = (token: string) => call<AccountSecurity>('/account-setting/security', { token })

const changePassword = (token: string, body: Record<string, string>) =>
  call<AccountSecurity | { errors: Record<string, string> }>('/account-setting/password', {
    method: 'POST',
    body,
    token,
  })

describe('sessions', () => {
  it('lists the signed-in sessions, this one marked, and ends another for real', async () => {
    const here = await signIn('admin@demo.com', 'admin')
    const there = await signIn('admin@demo.com', 'admin')
    const { status, body } = await security(here.accessToken)
    expect(status).toBe(200)
    expect(body.sessions).toHaveLength(2)
    expect(body.sessions.filter((session) => session.isCurrent)).toHaveLength(1)
    const other = body.sessions.find((session) => !session.isCurrent)
    expect(other).toMatchObject({
      browser: expect.any(String) as unknown,
      os: expect.any(String) as unknown,
    })

    const ended = await call<AccountSecurity>('/account-setting/sessions', {
      method: 'DELETE',
      query: { id: other?.id },
      token: here.accessToken,
    })
    expect(ended.status).toBe(200)
    expect(ended.body.sessions.map((session) => session.isCurrent)).toEqual([true])
    // The ended session's refresh token and its access token are both refused now.
    expect((await refresh(there.refreshToken)).status).toBe(401)
    expect((await security(there.accessToken)).status).toBe(401)
    // This session goes on, its refresh keeping it the same session.
    const renewed = await refresh(here.refreshToken)
    expect(renewed.status).toBe(200)
    const after = await security(renewed.body.accessToken)
    expect(after.body.sessions).toEqual([
      expect.objectContaining({ id: body.sessions.find((s) => s.isCurrent)?.id, isCurrent: true }),
    ])
  })

  it("never ends this session, an unknown one or another account's", async () => {
    const admin = await signIn('admin@demo.com', 'admin')
    const client = await signIn('client@demo.com', 'client')
    const [mine] = (await security(admin.accessToken)).body.sessions
    const end = (id: string, token: string) =>
      call('/account-setting/sessions', { method: 'DELETE', query: { id }, token })
    expect((await end(mine?.id ?? '', admin.accessToken)).status).toBe(400)
    expect((await end('no-such-session', admin.accessToken)).status).toBe(404)
    expect((await end(mine?.id ?? '', client.accessToken)).status).toBe(404)
    expect((await security(admin.accessToken)).body.sessions).toHaveLength(1)
  })

  it("refuses a signed-out session's access token", async () => {
    const session = await signIn('client@demo.com', 'client')
    expect((await security(session.accessToken)).status).toBe(200)
    await call('/jwt/logout', {
      method: 'POST',
      body: { refreshToken: session.refreshToken },
      as: 'signed-out',
    })
    expect((await security(session.accessToken)).status).toBe(401)
    expect((await call('/account-setting/data', { token: session.accessToken })).status).toBe(401)
  })
})

describe('POST /account-setting/password', () => {
  it('checks the current password and the shared strength rules, at their fields', async () => {
    const { accessToken } = await signIn('admin@demo.com', 'admin')
    const wrong = await changePassword(accessToken, {
      currentPassword: 'nope',
      newPassword: 'Better-pass1',
      confirmPassword: 'Better-pass1',
    })
    expect(wrong).toMatchObject({
      status: 400,
      body: { errors: { currentPassword: expect.any(String) as unknown } },
    })
    const weak = await changePassword(accessToken, {
      currentPassword: 'admin',
      newPassword: 'short',
      confirmPassword: 'other',
    })
    expect(weak.status).toBe(400)
    expect(Object.keys('errors' in weak.body ? weak.body.errors : {}).sort()).toEqual([
      'confirmPassword',
      'newPassword',
    ])
    await signIn('admin@demo.com', 'admin')
  })

  it('changes it: the new one signs in, the old one no longer does', async () => {
    const { accessToken } = await signIn('client@demo.com', 'client')
    const changed = await changePassword(accessToken, {
      currentPassword: 'client',
      newPassword: 'Client-pass9',
      confirmPassword: 'Client-pass9',
    })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ passwordChangedAt: expect.any(String) as unknown })
    const old = await call('/jwt/login', {
      method: 'POST',
      body: { email: 'client@demo.com', password: 'client' },
      as: 'signed-out',
    })
    expect(old.status).toBe(400)
    await signIn('client@demo.com', 'Client-pass9')
    // The admin's password is untouched.
    await signIn('admin@demo.com', 'admin')
  })
})

describe('POST /account-setting/two-step', () => {
  it('needs a phone to turn on, and keeps it per account', async () => {
    const { accessToken } = await signIn('admin@demo.com', 'admin')
    const noPhone = await call<{ errors: Record<string, string> }>('/account-setting/two-step', {
      method: 'POST',
      body: { enabled: true, phone: '' },
      token: accessToken,
    })
    expect(noPhone.status).toBe(400)
    expect(noPhone.body.errors.phone).toBeTruthy()
    const on = await call<AccountSecurity>('/account-setting/two-step', {
      method: 'POST',
      body: { enabled: true, phone: '+234 802 555 0147' },
      token: accessToken,
    })
    expect(on.body.twoStep).toEqual({ enabled: true, phone: '+234 802 555 0147' })
    const client = await call<AccountSecurity>('/account-setting/security', { as: 'client' })
    expect(client.body.twoStep.enabled).toBe(false)
  })
})

describe('the profile follows onto the account', () => {
  it('a new name, email and avatar sign in and come back in the session', async () => {
    const avatar = `data:image/png;base64,${'A'.repeat(64)}`
    const saved = await call<AccountSettings>('/account-setting/data', {
      method: 'POST',
      body: { general: { fullName: 'Jonas L.', email: 'jonas@cea.example', avatar } },
      as: 'client',
    })
    expect(saved.status).toBe(200)
    const session = await signIn('jonas@cea.example', 'client')
    expect(session.userData).toMatchObject({ fullName: 'Jonas L.', avatar })
  })

  it.each([
    ['an SVG avatar', { avatar: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'general.avatar'],
    [
      'an avatar over 800 KB',
      { avatar: `data:image/png;base64,${'A'.repeat(1_100_000)}` },
      'general.avatar',
    ],
    ["another account's email", { email: 'admin@demo.com' }, 'general.email'],
    ["another account's username", { username: 'amara.okafor' }, 'general.username'],
  ])('refuses %s at its field', async (_case, general, field) => {
    const { status, body } = await call<{ errors: Record<string, string> }>(
      '/account-setting/data',
      { method: 'POST', body: { general }, as: 'client' },
    )
    expect(status).toBe(400)
    expect(Object.keys(body.errors)).toEqual([field])
  })

  it('refuses an account id in the body: the account is always the caller', async () => {
    const { status } = await call('/account-setting/data', {
      method: 'POST',
      body: { accountId: 1, general: { company: 'Taken over' } },
      as: 'client',
    })
    expect(status).toBe(400)
    expect((await call<AccountSettings>('/account-setting/data')).body.general.company).toBe(
      'CEA Retail Ltd.',
    )
  })
})

describe('POST /account-setting/deactivate', () => {
  it('needs the email typed again, then ends every session and refuses sign-in', async () => {
    const session = await signIn('client@demo.com', 'client')
    const deactivate = (confirmEmail: string) =>
      call<{ errors?: Record<string, string> }>('/account-setting/deactivate', {
        method: 'POST',
        body: { confirmEmail },
        token: session.accessToken,
      })
    const mistyped = await deactivate('client@demo.co')
    expect(mistyped.status).toBe(400)
    expect(mistyped.body.errors?.confirmEmail).toBeTruthy()
    expect((await deactivate('Client@Demo.com')).status).toBe(200)
    expect((await refresh(session.refreshToken)).status).toBe(401)
    expect((await security(session.accessToken)).status).toBe(401)
    const again = await call('/jwt/login', {
      method: 'POST',
      body: { email: 'client@demo.com', password: 'client' },
      as: 'signed-out',
    })
    expect(again).toEqual({
      status: 400,
      body: { error: { email: expect.stringContaining('deactivated') as unknown } },
    })
  })
})
