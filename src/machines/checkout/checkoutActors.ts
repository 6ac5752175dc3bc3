// The checkout's calls as actors (`fromCall`): the load, a change of the cart, placing the order
// and reading a placed order back.
import {
  applyCoupon,
  fetchAddresses,
  fetchCart,
  fetchOrder,
  moveToWishlist,
  placeOrder,
  removeCoupon,
  removeFromCart,
  setCartQuantity,
  setDelivery,
} from '../../api/ecommerce'
import type { PlaceOrderRequest, PlaceOrderResponse, SavedAddress } from '../../api/types/checkout'
import type { CartResponse } from '../../api/types/ecommerce'
import { fromCall } from '../shared/fromCall'
import type { CartChange } from './checkoutTypes'

export interface CheckoutLoad {
  cart: CartResponse
  addresses: SavedAddress[]
}

/** Every change answers the cart as the back end prices it after the change. */
async function sendCartChange(change: CartChange, signal: AbortSignal): Promise<CartResponse> {
  switch (change.kind) {
    case 'reload':
      return fetchCart(signal)
    case 'coupon':
      return applyCoupon(change.code)
    case 'removeCoupon':
      return removeCoupon()
    case 'delivery':
      return setDelivery(change.method)
    case 'quantity':
      return setCartQuantity(change.productId, change.qty)
    case 'remove':
      await removeFromCart(change.productId)
      return fetchCart(signal)
    case 'moveToWishlist':
      await moveToWishlist(change.productId)
      return fetchCart(signal)
  }
}

export const checkoutActors = {
  loadCheckout: fromCall<CheckoutLoad>(async ({ signal }) => {
    const [cart, { addresses }] = await Promise.all([fetchCart(signal), fetchAddresses(signal)])
    return { cart, addresses }
  }),
  changeCart: fromCall<CartResponse, CartChange>(({ input, signal }) =>
    sendCartChange(input, signal),
  ),
  readOrder: fromCall<PlaceOrderResponse, number>(({ input, signal }) => fetchOrder(input, signal)),
  placeOrder: fromCall<PlaceOrderResponse, PlaceOrderRequest>(({ input }) => placeOrder(input)),
}
