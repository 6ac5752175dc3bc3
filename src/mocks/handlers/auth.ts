import { HttpResponse } from 'msw'
import { z } from 'zod'
import { loginSchema, registerSchema } from '../../api/schemas/auth'
import type { LoginUser, RegisterResponse } from '../../api/types/auth'
import { accountsTable, refreshTokensTable } from '../auth/accounts'
import { openSession } from '../auth/session'
import { endSessions } from '../auth/sessionEnd'
import { verifyToken } from '../auth/tokens'
import { HttpError } from '../http/errors'
import { readJson } from '../http/input'
import { route } from '../http/route'
import { isTaken } from '../db/unique'

type RegisterError = { email?: string; username?: string }
const refreshBody = z.object({ refreshToken: z.string().min(1).max(4096) })

export const authHandlers = [
  route('post', '/jwt/login', async ({ request, repo }) => {
    const { email, password } = await readJson(request, loginSchema)
    const wanted = email.trim().toLowerCase()
    const { rows } = await repo.list(accountsTable, { q: wanted, searchFields: ['email'] })
    const user = rows.find(
      (account) => account.email.toLowerCase() === wanted && account.password === password,
    )
    if (!user) throw new HttpError(400, { error: { email: 'Email or Password is Invalid' } })
    if (user.deactivatedAt)
      throw new HttpError(400, {
        error: { email: 'This account has been deactivated and can no longer sign in.' },
      })
    return openSession(repo, user, { request })
  }),

  route('post', '/jwt/register', async ({ request, repo }) => {
    const { email, password, username } = await readJson(request, registerSchema)
    const created = await repo.transaction(
      async (tx): Promise<{ user?: LoginUser; error?: RegisterError }> => {
        const error: RegisterError = {}
        if (await isTaken(tx, accountsTable, 'email', email))
          error.email = 'This email is already in use.'
        if (await isTaken(tx, accountsTable, 'username', username))
          error.username = 'This username is already in use.'
        if (error.email || error.username) return { error }
        const user: LoginUser = {
          id: await tx.nextId(accountsTable),
          fullName: username,
          username,
          password,
          avatar: '',
          email,
          role: 'admin',
          ability: [{ action: 'manage', subject: 'all' }],
          extras: { eCommerceCartItemsCount: 0 },
        }
        return { user: await tx.insert(accountsTable, user) }
      },
    )
    // SPEC §5: duplicates answer 200 with an error object.
    if (!created.user)
      return HttpResponse.json({ error: created.error ?? {} } satisfies RegisterResponse)
    const session = await openSession(repo, created.user, { request })
    return {
      user: session.userData,
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
    } satisfies RegisterResponse
  }),

  route('post', '/jwt/refresh-token', async ({ request, repo }) => {
    const invalid = new HttpError(401, { message: 'Invalid refresh token' })
    const parsed = refreshBody.safeParse(await request.json().catch(() => undefined))
    if (!parsed.success) throw invalid
    const claims = await verifyToken(parsed.data.refreshToken, 'refresh')
    // Rotation: a refresh token works once; the answer carries its successor.
    const stored = claims ? await repo.get(refreshTokensTable, claims.tokenId) : undefined
    if (!claims || !stored) throw invalid
    const user = await repo.get(accountsTable, claims.userId)
    if (!user || user.deactivatedAt) throw invalid
    return openSession(repo, user, { replacing: stored })
  }),

  route('post', '/jwt/logout', async ({ request, repo }) => {
    const parsed = refreshBody.safeParse(await request.json().catch(() => undefined))
    const claims = parsed.success
      ? await verifyToken(parsed.data.refreshToken, 'refresh')
      : undefined
    if (claims)
      await repo.transaction(async (tx) => {
        const stored = await tx.get(refreshTokensTable, claims.tokenId)
        await endSessions(tx, [
          stored ?? { tokenId: claims.tokenId, userId: claims.userId, sessionId: claims.sessionId },
        ])
      })
    return { message: 'Signed out' }
  }),
]
