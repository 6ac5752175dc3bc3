// The cart as an account sees it: lines with their offers, the coupon that still applies,
// the delivery choice and the totals.
import type {
  AppliedCoupon,
  CartProduct,
  CartResponse,
  CouponRefusal,
  DeliveryMethod,
} from '../../../api/types/ecommerce'
import { toCartProduct } from '../../../fixtures/ecommerce'
import type { Coupon } from '../../../fixtures/ecommerce/coupons'
import type { RepositoryReader } from '../../db/repository'
import { HttpError } from '../../http/errors'
import { cartTotals, deliveryOptions, goodsAfterDiscounts } from './cartTotals'
import { cartLines, withProducts } from './shopInput'
import { cartChoicesTable, type CartChoices, couponsTable, productsTable } from './shopTables'

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Why `coupon` cannot be used on `lines` today, or null when it can. */
export function couponRefusal(
  code: string,
  coupon: Coupon | undefined,
  lines: readonly CartProduct[],
  today: string,
): { reason: CouponRefusal; message: string } | null {
  if (!coupon) return { reason: 'unknown', message: `No coupon has the code ${code}.` }
  if (coupon.expiresOn !== null && coupon.expiresOn < today)
    return { reason: 'expired', message: `The code ${code} expired on ${coupon.expiresOn}.` }
  if (lines.length === 0)
    return { reason: 'emptyCart', message: 'Add something to the cart before using a coupon.' }
  if (goodsAfterDiscounts(lines) < coupon.minimumOrder) {
    const minimum = dollars.format(coupon.minimumOrder / 100)
    return {
      reason: 'minimumOrder',
      message: `The code ${code} needs an order of at least ${minimum} after discounts.`,
    }
  }
  return null
}

/** 400 `{ message, reason }` for a refused coupon. */
export const couponRefused = (refusal: { reason: CouponRefusal; message: string }) =>
  new HttpError(400, refusal)

const noChoices = (userId: number): CartChoices => ({
  userId,
  couponCode: null,
  delivery: 'standard',
})

export async function cartChoices(tx: RepositoryReader, userId: number): Promise<CartChoices> {
  return (await tx.get(cartChoicesTable, userId)) ?? noChoices(userId)
}

export async function cartProducts(
  tx: RepositoryReader,
  userId: number,
  referenceDay: Date,
): Promise<CartProduct[]> {
  return withProducts(await cartLines(tx, userId), (await tx.list(productsTable)).rows).map(
    ([line, product]) => toCartProduct(product, line.qty, referenceDay),
  )
}

export async function cartAnswer(
  tx: RepositoryReader,
  userId: number,
  referenceDay: Date,
): Promise<CartResponse> {
  const products = await cartProducts(tx, userId, referenceDay)
  const choices = await cartChoices(tx, userId)
  let coupon: AppliedCoupon | null = null
  if (choices.couponCode !== null) {
    const stored = await tx.get(couponsTable, choices.couponCode)
    const today = referenceDay.toISOString().slice(0, 10)
    // A coupon the cart no longer qualifies for (lines removed) stays chosen but takes nothing off.
    if (stored && !couponRefusal(stored.code, stored, products, today))
      coupon = { code: stored.code, kind: stored.kind, value: stored.value }
  }
  return pricedCart(products, referenceDay, coupon, choices.delivery)
}

/** A cart answer for these lines, priced here (also what stories and tests build carts with). */
export function pricedCart(
  products: CartProduct[],
  referenceDay: Date,
  coupon: AppliedCoupon | null = null,
  delivery: DeliveryMethod = 'standard',
): CartResponse {
  return {
    products,
    totals: cartTotals(products, coupon, delivery),
    coupon,
    delivery,
    deliveryOptions: deliveryOptions(referenceDay),
  }
}
