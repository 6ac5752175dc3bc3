import type { LoginResponse, LoginUser, UserData } from '../../api/types/auth'
import type { Repository } from '../db/repository'
import { cartTable } from '../handlers/ecommerce/shopTables'
import { refreshTokensTable } from './accounts'
import { signToken } from './tokens'

/** No answer ever carries a password. */
export function toUserData({ password: _password, ...userData }: LoginUser): UserData {
  return userData
}

/** Signs both tokens and records the refresh token as the one valid for this session. */
export async function openSession(
  repo: Repository,
  user: LoginUser,
  replacing?: string,
): Promise<LoginResponse> {
  const access = await signToken(user.id, 'access')
  const refresh = await signToken(user.id, 'refresh')
  await repo.transaction(async (tx) => {
    if (replacing) await tx.remove(refreshTokensTable, replacing)
    await tx.insert(refreshTokensTable, { tokenId: refresh.tokenId, userId: user.id })
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
