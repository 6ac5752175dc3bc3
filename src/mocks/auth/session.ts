import type { LoginResponse, LoginUser, UserData } from '../../api/types/auth'
import type { Store } from '../db/store'
import { cartTable } from '../handlers/ecommerce'
import { refreshTokensTable } from './accounts'
import { signToken } from './tokens'

/** No answer ever carries a password. */
export function toUserData({ password: _password, ...userData }: LoginUser): UserData {
  return userData
}

/** Signs both tokens and records the refresh token as the one valid for this session. */
export async function openSession(
  store: Store,
  user: LoginUser,
  replacing?: string,
): Promise<LoginResponse> {
  const access = await signToken(user.id, 'access')
  const refresh = await signToken(user.id, 'refresh')
  store.transaction((tx) => {
    const valid = tx.read(refreshTokensTable).filter((entry) => entry.tokenId !== replacing)
    tx.write(refreshTokensTable, [...valid, { tokenId: refresh.tokenId, userId: user.id }])
  })
  // The navbar's cart count starts from here, so it is the cart as it is now, not as seeded.
  const cartCount = store.read(cartTable).reduce((sum, item) => sum + item.qty, 0)
  const userData = {
    ...toUserData(user),
    extras: { ...user.extras, eCommerceCartItemsCount: cartCount },
  }
  return { userData, accessToken: access.token, refreshToken: refresh.token }
}
