// The shop's tables: products, and per account a cart, a wishlist and the cart's choices.
import type { DeliveryMethod, Product } from '../../../api/types/ecommerce'
import {
  type AccountCartItem,
  type AccountWishlistItem,
  createCartItems,
  createProducts,
  createWishlistItems,
} from '../../../fixtures/ecommerce'
import { type Coupon, createCoupons } from '../../../fixtures/ecommerce/coupons'
import { defineTable } from '../../db/table'

export const productsTable = defineTable<Product>('ecommerce.products', createProducts)
/** Every account's cart lines (one line per product and account). */
export const cartTable = defineTable<AccountCartItem>('ecommerce.cartItems', createCartItems)
export const wishlistTable = defineTable<AccountWishlistItem>(
  'ecommerce.wishlistItems',
  createWishlistItems,
)

/** An account's coupon and delivery choice; an account without a row has neither chosen. */
export interface CartChoices {
  userId: number
  couponCode: string | null
  delivery: DeliveryMethod
}
export const cartChoicesTable = defineTable<CartChoices>('ecommerce.cartChoices', () => [], {
  key: 'userId',
})

export const couponsTable = defineTable<Coupon>('ecommerce.coupons', createCoupons, {
  key: 'code',
})
