import { HttpResponse } from 'msw'
import { z } from 'zod'
import type { LoginUser, RegisterResponse } from '../../api/types/auth'
import { accountsTable, refreshTokensTable } from '../auth/accounts'
import { openSession } from '../auth/session'
import { verifyToken } from '../auth/tokens'
import { HttpError } from '../http/errors'
import { readJson } from '../http/input'
import { route } from '../http/route'
import { nextId } from '../db/ids'

const loginBody = z.object({ email: z.string().max(320), password: z.string().max(200) })
const registerBody = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address').max(320),
  password: z.string().min(1, 'Enter a password').max(200),
  username: z
    .string()
    .trim()
    .min(3, 'Username needs at least 3 characters')
    .max(40)
    .regex(/^[a-zA-Z0-9._-]+$/, 'Username may use letters, digits, dots, dashes and underscores'),
})
const refreshBody = z.object({ refreshToken: z.string().min(1).max(4096) })

export const authHandlers = [
  route('post', '/jwt/login', async ({ request, store }) => {
    const { email, password } = await readJson(request, loginBody)
    const user = store
      .read(accountsTable)
      .find(
        (account) =>
          account.email.toLowerCase() === email.trim().toLowerCase() &&
          account.password === password,
      )
    if (!user) throw new HttpError(400, { error: { email: 'Email or Password is Invalid' } })
    return openSession(store, user)
  }),

  route('post', '/jwt/register', async ({ request, store }) => {
    const { email, password, username } = await readJson(request, registerBody)
    const accounts = store.read(accountsTable)
    const error: { email?: string; username?: string } = {}
    if (accounts.some((account) => account.email.toLowerCase() === email))
      error.email = 'This email is already in use.'
    if (accounts.some((account) => account.username.toLowerCase() === username.toLowerCase())) {
      error.username = 'This username is already in use.'
    }
    // SPEC §5: duplicates answer 200 with an error object.
    if (error.email || error.username)
      return HttpResponse.json({ error } satisfies RegisterResponse)
    const user: LoginUser = {
      id: nextId(accounts),
      fullName: username,
      username,
      password,
      avatar: '',
      email,
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: 0 },
    }
    store.transaction((tx) => tx.write(accountsTable, [...tx.read(accountsTable), user]))
    const session = await openSession(store, user)
    return {
      user: session.userData,
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
    } satisfies RegisterResponse
  }),

  route('post', '/jwt/refresh-token', async ({ request, store }) => {
    const invalid = new HttpError(401, { message: 'Invalid refresh token' })
    const parsed = refreshBody.safeParse(await request.json().catch(() => undefined))
    if (!parsed.success) throw invalid
    const claims = await verifyToken(parsed.data.refreshToken, 'refresh')
    // Rotation: a refresh token works once; the answer carries its successor.
    if (
      !claims ||
      !store.read(refreshTokensTable).some((entry) => entry.tokenId === claims.tokenId)
    )
      throw invalid
    const user = store.read(accountsTable).find((account) => account.id === claims.userId)
    if (!user) throw invalid
    return openSession(store, user, claims.tokenId)
  }),

  route('post', '/jwt/logout', async ({ request, store }) => {
    const parsed = refreshBody.safeParse(await request.json().catch(() => undefined))
    const claims = parsed.success
      ? await verifyToken(parsed.data.refreshToken, 'refresh')
      : undefined
    if (claims) {
      store.transaction((tx) =>
        tx.write(
          refreshTokensTable,
          tx.read(refreshTokensTable).filter((entry) => entry.tokenId !== claims.tokenId),
        ),
      )
    }
    return { message: 'Signed out' }
  }),
]
