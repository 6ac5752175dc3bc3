import type { LoginResponse, LoginUser, UserData } from '../../api/types/auth'
import type { Repository } from '../db/repository'
import { cartTable } from '../handlers/ecommerce/shopTables'
import { type RefreshTokenRow, refreshTokensTable } from './accounts'
import { deviceOf, userAgentOf } from './devices'
import { signToken, tokenClockNow } from './tokens'

/** No answer ever carries a password. */
export function toUserData({ password: _password, ...userData }: LoginUser): UserData {
  return userData
}

/** Where a session starts: the sign-in's request (its device), or the refresh token it replaces. */
export interface SessionOrigin {
  request?: Request
  replacing?: RefreshTokenRow
}

/**
 * Signs both tokens and records the refresh token as the one valid for this session. A refresh
 * keeps the session's id, device and sign-in time; both tokens carry the session id (`sid`), so
 * a session signed out elsewhere is refused at its next call.
 */
export async function openSession(
  repo: Repository,
  user: LoginUser,
  origin: SessionOrigin = {},
): Promise<LoginResponse> {
  const { replacing } = origin
  const now = new Date(tokenClockNow()).toISOString()
  const sessionId = replacing?.sessionId ?? crypto.randomUUID()
  const device =
    replacing?.browser && replacing.os
      ? { browser: replacing.browser, os: replacing.os }
      : deviceOf(userAgentOf(origin.request))
  const access = await signToken(user.id, 'access', sessionId)
  const refresh = await signToken(user.id, 'refresh', sessionId)
  await repo.transaction(async (tx) => {
    if (replacing) await tx.remove(refreshTokensTable, replacing.tokenId)
    await tx.insert(refreshTokensTable, {
      tokenId: refresh.tokenId,
      userId: user.id,
      sessionId,
      ...device,
      signedInAt: replacing?.signedInAt ?? now,
      lastSeenAt: now,
    })
  })
  // The navbar's cart count starts from here, so it is the cart as it is now, not as seeded.
  const { rows: cart } = await repo.list(cartTable, { where: { userId: user.id } })
  const cartCount = cart.reduce((sum, item) => sum + item.qty, 0)
  const userData = {
    ...toUserData(user),
    extras: { ...user.extras, eCommerceCartItemsCount: cartCount },
  }
  return { userData, accessToken: access.token, refreshToken: refresh.token }
}
