// The checkout machine's context, events and input (src/machines/checkout/checkoutMachine.ts).
import type { AddressProblems, CardProblems } from '../../api/checkoutRules'
import type {
  AddressField,
  CardDetails,
  CardField,
  Order,
  PaymentMethod,
  PlaceOrderRefusal,
  SavedAddress,
  ShippingAddress,
} from '../../api/types/checkout'
import type { CartResponse, CouponRefusal, DeliveryMethod } from '../../api/types/ecommerce'
import type { CallFailure } from '../shared/callFailure'

export const checkoutSteps = ['cart', 'address', 'payment', 'review', 'confirmation'] as const
export type CheckoutStep = (typeof checkoutSteps)[number]
/** The steps a person fills in, and can go back to. */
export type FormStep = Exclude<CheckoutStep, 'confirmation'>

/** Why the cart step cannot be left: nothing in it, or more of a product than is in stock. */
export type CartProblem = 'empty' | 'stock'

/** A saved address's id, or `new` for the address typed in the form. */
export type AddressChoice = number | 'new'

/** What placing the order was refused for, shown on the step that must change. */
export interface PlaceRefusal {
  reason: PlaceOrderRefusal
  message: string
  productIds: number[]
}

/** A change of the cart the cart step makes through the shop's calls, answered by the cart. */
export type CartChange =
  | { kind: 'reload' }
  | { kind: 'coupon'; code: string }
  | { kind: 'removeCoupon' }
  | { kind: 'delivery'; method: DeliveryMethod }
  | { kind: 'quantity'; productId: number; qty: number }
  | { kind: 'remove'; productId: number }
  | { kind: 'moveToWishlist'; productId: number }

/** What a screen keeps in sessionStorage to restore the checkout after a reload: never the card's number or CVV. */
export interface CheckoutDraft {
  step: FormStep
  addressChoice: AddressChoice
  newAddress: ShippingAddress
  paymentMethod: PaymentMethod
  card: Pick<CardDetails, 'expiry' | 'nameOnCard'>
  /** Once placed: the order, which a reload reads back to show the confirmation again. */
  placedOrderId?: number
}

export interface CheckoutContext {
  cart: CartResponse | null
  addresses: SavedAddress[]
  addressChoice: AddressChoice
  newAddress: ShippingAddress
  paymentMethod: PaymentMethod
  card: CardDetails
  /** Set as a step is left forward; a field's problem goes when the field changes. */
  cartProblem: CartProblem | null
  addressErrors: AddressProblems
  cardErrors: CardProblems
  couponCode: string
  couponRefusal: { reason: CouponRefusal | 'other'; message: string } | null
  /** The cart change being sent. */
  change: CartChange | null
  /** A call that could not be made (the load, a cart change, placing). */
  failure: CallFailure | null
  placeRefusal: PlaceRefusal | null
  /** The idempotency key of the attempt to place the order: kept until the back end answers it. */
  attemptKey: string | null
  order: Order | null
  /** What the card's expiry is checked against. */
  today: Date
  restore: CheckoutDraft | null
  makeKey: () => string
}

export interface CheckoutInput {
  /** The draft a screen kept (sessionStorage) before a reload. */
  restore?: CheckoutDraft | null
  today?: Date
  /** Makes an attempt's idempotency key (a random UUID unless a test gives its own). */
  makeKey?: () => string
}

export type CheckoutEvent =
  | { type: 'checkout.next' }
  | { type: 'checkout.back' }
  | { type: 'checkout.goTo'; step: FormStep }
  | { type: 'checkout.retry' }
  | { type: 'coupon.type'; code: string }
  | { type: 'coupon.apply' }
  | { type: 'coupon.remove' }
  | { type: 'delivery.choose'; method: DeliveryMethod }
  | { type: 'cart.quantity'; productId: number; qty: number }
  | { type: 'cart.remove'; productId: number }
  | { type: 'cart.moveToWishlist'; productId: number }
  | { type: 'address.pick'; id: number }
  | { type: 'address.new' }
  | { type: 'address.change'; field: AddressField; value: string }
  | { type: 'payment.method'; method: PaymentMethod }
  | { type: 'card.change'; field: CardField; value: string }
  | { type: 'order.place' }
