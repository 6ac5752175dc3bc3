// The checkout machine's alphabet for its model-based tests: what a person does (fixed valid or
// invalid payloads, never typed character by character) and what its three calls answer (done or
// error events, as the invoked actors `loadCheckout`, `changeCart` and `placeOrder` send them).
import { ApiError } from '../../src/api/http'
import type { Order } from '../../src/api/types/checkout'
import type { CartResponse } from '../../src/api/types/ecommerce'
import { createProducts, toCartProduct } from '../../src/fixtures/ecommerce'
import { createAddresses, sampleNewAddress } from '../../src/fixtures/ecommerce/addresses'
import type { CheckoutLoad } from '../../src/machines/checkout/checkoutActors'
import type { CheckoutEvent } from '../../src/machines/checkout/checkoutTypes'
import { pinnedReferenceDay } from '../../src/mocks/db/instance'
import { pricedCart } from '../../src/mocks/handlers/ecommerce/cartAnswer'

const products = createProducts(pinnedReferenceDay)
const productOf = (id: number) => {
  const product = products.find((candidate) => candidate.id === id)
  if (!product) throw new Error(`no product ${id}`)
  return product
}

/** Two lines in stock, priced as the back end prices them. */
export const loadedCart: CartResponse = pricedCart(
  [
    toCartProduct(productOf(1), 1, pinnedReferenceDay),
    toCartProduct(productOf(7), 2, pinnedReferenceDay),
  ],
  pinnedReferenceDay,
)
/** The same cart after express delivery was chosen. */
const expressCart: CartResponse = pricedCart(
  loadedCart.products,
  pinnedReferenceDay,
  null,
  'express',
)
const savedAddresses = createAddresses(1).map(({ userId: _userId, ...address }) => address)
const firstSaved = savedAddresses[0]
if (!firstSaved) throw new Error('no saved address')
const { id: _id, label: _label, ...shippedTo } = firstSaved

const placedOrder: Order = {
  id: 41,
  placedAt: pinnedReferenceDay.toISOString(),
  lines: loadedCart.products,
  totals: loadedCart.totals,
  coupon: null,
  delivery: loadedCart.deliveryOptions[0] ?? {
    method: 'standard',
    price: 0,
    arrivesOn: '2026-03-20',
  },
  address: shippedTo,
  payment: { method: 'cashOnDelivery' },
  invoiceId: 3131,
}

/** What the calls answer; `label` only names the answer in a path's description. */
export type CallAnswer =
  | { type: 'xstate.done.actor.loadCheckout'; output: CheckoutLoad; label: string }
  | { type: 'xstate.done.actor.changeCart'; output: CartResponse; label: string }
  | { type: 'xstate.done.actor.placeOrder'; output: { order: Order }; label: string }
  | {
      type:
        | 'xstate.error.actor.loadCheckout'
        | 'xstate.error.actor.changeCart'
        | 'xstate.error.actor.placeOrder'
      error: unknown
      label: string
    }

export type ModelEvent = CheckoutEvent | CallAnswer

export const personEvents: CheckoutEvent[] = [
  { type: 'checkout.next' },
  { type: 'checkout.back' },
  { type: 'checkout.goTo', step: 'cart' },
  { type: 'checkout.goTo', step: 'address' },
  { type: 'checkout.goTo', step: 'payment' },
  { type: 'checkout.retry' },
  { type: 'coupon.type', code: 'WELCOME10' },
  { type: 'coupon.apply' },
  { type: 'coupon.remove' },
  { type: 'delivery.choose', method: 'express' },
  { type: 'cart.quantity', productId: 7, qty: 3 },
  { type: 'cart.remove', productId: 1 },
  { type: 'cart.moveToWishlist', productId: 1 },
  { type: 'address.pick', id: firstSaved.id },
  { type: 'address.new' },
  { type: 'address.change', field: 'fullName', value: sampleNewAddress.fullName },
  { type: 'address.change', field: 'phone', value: 'not a phone' },
  { type: 'payment.method', method: 'card' },
  { type: 'payment.method', method: 'cashOnDelivery' },
  { type: 'card.change', field: 'cardNumber', value: '4242 4242 4242 4242' },
  { type: 'card.change', field: 'cvv', value: '1' },
  { type: 'order.place' },
]

const refusal = (
  status: number,
  body: { message: string; reason: string; productIds?: number[] },
) => new ApiError(status, body, body.message)

export const callAnswers: CallAnswer[] = [
  {
    type: 'xstate.done.actor.loadCheckout',
    output: { cart: loadedCart, addresses: savedAddresses },
    label: 'loaded',
  },
  {
    type: 'xstate.error.actor.loadCheckout',
    error: new ApiError(500, { message: 'down' }, 'down'),
    label: 'load failed',
  },
  { type: 'xstate.done.actor.changeCart', output: expressCart, label: 'cart priced' },
  {
    type: 'xstate.error.actor.changeCart',
    error: refusal(400, { message: 'The code SPRING20 expired.', reason: 'expired' }),
    label: 'coupon refused',
  },
  { type: 'xstate.done.actor.placeOrder', output: { order: placedOrder }, label: 'placed' },
  {
    type: 'xstate.error.actor.placeOrder',
    error: refusal(409, { message: 'Sold out.', reason: 'stock', productIds: [7] }),
    label: 'stock changed',
  },
  {
    type: 'xstate.error.actor.placeOrder',
    error: refusal(402, { message: 'Declined.', reason: 'paymentDeclined' }),
    label: 'card declined',
  },
  {
    type: 'xstate.error.actor.placeOrder',
    error: new ApiError(503, { message: 'down' }, 'down'),
    label: 'no answer',
  },
]

export const modelEvents: ModelEvent[] = [...personEvents, ...callAnswers]

/** An event as a path names it: its type and payload, an answer by its label. */
export function describeEvent(event: ModelEvent): string {
  if ('label' in event) return `${event.type} (${event.label})`
  return JSON.stringify(event)
}
