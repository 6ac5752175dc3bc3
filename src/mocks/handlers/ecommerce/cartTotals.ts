// The one place the cart's money is worked out, in integer minor units: what the cart, the
// navbar and (later) the order all show.
import type {
  AppliedCoupon,
  CartProduct,
  CartTotals,
  DeliveryMethod,
  DeliveryOption,
} from '../../../api/types/ecommerce'
import { dateFrom } from '../../../fixtures/dates'

/** Sales tax on the goods after every discount; delivery is not taxed. */
export const taxPercent = 8

const deliveryPrices: Readonly<Record<DeliveryMethod, { price: number; days: number }>> = {
  standard: { price: 0, days: 5 },
  express: { price: 999, days: 2 },
  overnight: { price: 2499, days: 1 },
}

/** Each delivery speed with its price and the day it arrives, counted from `day`. */
export function deliveryOptions(day: Date): DeliveryOption[] {
  return (Object.keys(deliveryPrices) as DeliveryMethod[]).map((method) => ({
    method,
    price: deliveryPrices[method].price,
    arrivesOn: dateFrom(day, deliveryPrices[method].days),
  }))
}

/** Half up, on whole minor units. */
const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100)

/** The goods after the lines' own discounts: what a coupon's minimum and percentage apply to. */
export function goodsAfterDiscounts(lines: readonly CartProduct[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.qty - line.discount, 0)
}

/** What a coupon takes off goods worth `goods`: never more than the goods. */
export function couponAmount(coupon: AppliedCoupon | null, goods: number): number {
  if (!coupon) return 0
  const amount = coupon.kind === 'percentage' ? percentOf(goods, coupon.value) : coupon.value
  return Math.min(goods, amount)
}

export function cartTotals(
  lines: readonly CartProduct[],
  coupon: AppliedCoupon | null,
  delivery: DeliveryMethod,
): CartTotals {
  const items = lines.reduce((sum, line) => sum + line.price * line.qty, 0)
  const discount = lines.reduce((sum, line) => sum + line.discount, 0)
  const goods = items - discount
  const couponOff = couponAmount(coupon, goods)
  const tax = percentOf(goods - couponOff, taxPercent)
  const deliveryPrice = lines.length === 0 ? 0 : deliveryPrices[delivery].price
  return {
    count: lines.reduce((sum, line) => sum + line.qty, 0),
    items,
    discount,
    coupon: couponOff,
    delivery: deliveryPrice,
    tax,
    total: goods - couponOff + tax + deliveryPrice,
  }
}
