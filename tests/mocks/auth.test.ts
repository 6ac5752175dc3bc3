import { describe, expect, it } from 'vitest'
import type { LoginResponse, RegisterResponse } from '../../src/api/types/auth'
import { authHandlers } from '../../src/mocks/handlers/auth'
import { ecommerceHandlers } from '../../src/mocks/handlers/ecommerce'
import { call, startContractServer } from '../support/contract'

startContractServer(...authHandlers, ...ecommerceHandlers)

const login = (email: string, password: string) =>
  call<LoginResponse>('/jwt/login', { method: 'POST', body: { email, password }, as: 'signed-out' })

describe('POST /jwt/login', () => {
  it('answers userData and both tokens for the admin demo account, never the password', async () => {
    const { status, body } = await login('admin@demo.com', 'admin')
    expect(status).toBe(200)
    expect(body.userData).toMatchObject({
      email: 'admin@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: expect.any(Number) },
    })
    expect(body.userData).not.toHaveProperty('password')
    expect(body.accessToken.split('.')).toHaveLength(3)
    expect(body.refreshToken.split('.')).toHaveLength(3)
  })

  it('gives the client read on ACL and Auth', async () => {
    const { body } = await login('client@demo.com', 'client')
    expect(body.userData.ability).toEqual([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ])
  })

  it('answers 400 with error.email on a wrong password or unknown email', async () => {
    for (const [email, password] of [
      ['admin@demo.com', 'wrong'],
      ['nobody@demo.com', 'admin'],
    ] as const) {
      const { status, body } = await login(email, password)
      expect(status).toBe(400)
      expect(body).toEqual({ error: { email: 'Email or Password is Invalid' } })
    }
  })

  it('answers 400 with a message on a malformed body', async () => {
    const { status, body } = await call('/jwt/login', {
      method: 'POST',
      rawBody: '{nope',
      as: 'signed-out',
    })
    expect(status).toBe(400)
    expect(body).toEqual({ message: expect.stringContaining('JSON') })
  })
})

describe('POST /jwt/register', () => {
  const register = (body: unknown) =>
    call<RegisterResponse>('/jwt/register', { method: 'POST', body, as: 'signed-out' })

  it('creates an admin with manage-all who can then sign in', async () => {
    const { status, body } = await register({
      email: 'new@demo.com',
      password: 'secret-pass',
      username: 'newbie',
    })
    expect(status).toBe(200)
    if (!('user' in body)) throw new Error('expected a user')
    expect(body.user).toMatchObject({
      email: 'new@demo.com',
      username: 'newbie',
      role: 'admin',
      id: 3,
    })
    expect(body.user.ability).toEqual([{ action: 'manage', subject: 'all' }])
    expect(body.user).not.toHaveProperty('password')
    expect(body.accessToken).toBeTruthy()
    expect((await login('new@demo.com', 'secret-pass')).status).toBe(200)
  })

  it('answers 200 with error.email and error.username for duplicates, and writes nothing', async () => {
    const { status, body } = await register({
      email: 'ADMIN@demo.com',
      password: 'long-enough',
      username: 'amara.okafor',
    })
    expect(status).toBe(200)
    expect(body).toEqual({
      error: {
        email: 'This email is already in use.',
        username: 'This username is already in use.',
      },
    })
    expect((await login('admin@demo.com', 'long-enough')).status).toBe(400)
  })

  it('answers 400 with a message for an invalid email', async () => {
    const { status, body } = await register({
      email: 'not-an-email',
      password: 'x',
      username: 'someone',
    })
    expect(status).toBe(400)
    expect(body).toEqual({ message: expect.stringContaining('email') })
  })

  it('answers 400 for a password shorter than the sign-up form allows (one rule, src/api/schemas)', async () => {
    const { status, body } = await register({
      email: 'short@demo.com',
      password: 'seven77',
      username: 'shorty',
    })
    expect(status).toBe(400)
    expect(body).toEqual({ message: expect.stringContaining('at least 8 characters') })
    expect((await login('short@demo.com', 'seven77')).status).toBe(400)
  })
})

describe('POST /jwt/refresh-token', () => {
  it('rotates: answers new tokens, and the used refresh token is refused after', async () => {
    const { body: session } = await login('admin@demo.com', 'admin')
    const first = await call<LoginResponse>('/jwt/refresh-token', {
      method: 'POST',
      body: { refreshToken: session.refreshToken },
      as: 'signed-out',
    })
    expect(first.status).toBe(200)
    expect(first.body.userData.email).toBe('admin@demo.com')
    expect(first.body.refreshToken).not.toBe(session.refreshToken)
    const reused = await call('/jwt/refresh-token', {
      method: 'POST',
      body: { refreshToken: session.refreshToken },
      as: 'signed-out',
    })
    expect(reused).toEqual({ status: 401, body: { message: 'Invalid refresh token' } })
  })

  it('answers 401 Invalid refresh token for garbage, an access token or no body', async () => {
    const { body: session } = await login('admin@demo.com', 'admin')
    for (const body of [{ refreshToken: 'garbage' }, { refreshToken: session.accessToken }, {}]) {
      const answer = await call('/jwt/refresh-token', { method: 'POST', body, as: 'signed-out' })
      expect(answer).toEqual({ status: 401, body: { message: 'Invalid refresh token' } })
    }
  })

  it('refuses the refresh token after logout', async () => {
    const { body: session } = await login('admin@demo.com', 'admin')
    const out = await call('/jwt/logout', {
      method: 'POST',
      body: { refreshToken: session.refreshToken },
    })
    expect(out.status).toBe(200)
    const after = await call('/jwt/refresh-token', {
      method: 'POST',
      body: { refreshToken: session.refreshToken },
      as: 'signed-out',
    })
    expect(after.status).toBe(401)
  })
})

describe('userData.extras.eCommerceCartItemsCount', () => {
  it('is the number of items in the cart at sign-in', async () => {
    const before = await login('admin@demo.com', 'admin')
    expect(before.body.userData.extras.eCommerceCartItemsCount).toBe(5)
    const added = await call('/apps/ecommerce/cart', { method: 'POST', body: { productId: 1 } })
    expect(added.status).toBe(201)
    const after = await login('admin@demo.com', 'admin')
    expect(after.body.userData.extras.eCommerceCartItemsCount).toBe(6)
  })
})
