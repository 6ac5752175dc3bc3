// Checkout: saved addresses, the place-order call and the order it answers. Money in integer
// minor units (cents), as in the cart.
import type { AppliedCoupon, CartProduct, CartTotals, DeliveryOption } from './ecommerce'

/** Where an order goes. */
export interface ShippingAddress {
  fullName: string
  street: string
  city: string
  postalCode: string
  /** Country name as typed. */
  country: string
  phone: string
}
export type AddressField = keyof ShippingAddress
export const addressFields: readonly AddressField[] = [
  'fullName',
  'street',
  'city',
  'postalCode',
  'country',
  'phone',
]

/** An address the account keeps to pick at checkout. */
export interface SavedAddress extends ShippingAddress {
  id: number
  /** 'Home', 'Office'… */
  label: string
}

export interface AddressesResponse {
  addresses: SavedAddress[]
}

export interface CardDetails {
  /** Digits, spaces allowed. */
  cardNumber: string
  /** MM/YY */
  expiry: string
  cvv: string
  nameOnCard: string
}
export type CardField = keyof CardDetails
export const cardFields: readonly CardField[] = ['cardNumber', 'expiry', 'cvv', 'nameOnCard']

export type PaymentMethod = 'card' | 'cashOnDelivery'
export type PaymentInput = ({ method: 'card' } & CardDetails) | { method: 'cashOnDelivery' }

/** Body of POST /apps/ecommerce/orders. */
export interface PlaceOrderRequest {
  /** Made once per attempt by the client: the same key answers the same order. */
  idempotencyKey: string
  address: ShippingAddress
  payment: PaymentInput
}

/** How an order was paid: the card's last four digits, never the number. */
export type OrderPayment = { method: 'card'; last4: string } | { method: 'cashOnDelivery' }

export interface Order {
  id: number
  /** ISO instant. */
  placedAt: string
  lines: CartProduct[]
  totals: CartTotals
  coupon: AppliedCoupon | null
  delivery: DeliveryOption
  address: ShippingAddress
  payment: OrderPayment
  /** The invoice made with the order (Paid for a card, Sent for cash on delivery). */
  invoiceId: number
}

/** 201 for a new order; 200 with the same order for a key already used. */
export interface PlaceOrderResponse {
  order: Order
}

/**
 * Why an order was refused: 400 `invalid` (with `errors` per field, `address.city`,
 * `payment.cardNumber`…) or `emptyCart`; 409 `stock` (with `productIds`); 402 `paymentDeclined`.
 */
export type PlaceOrderRefusal = 'invalid' | 'emptyCart' | 'stock' | 'paymentDeclined'

export interface PlaceOrderRefusalBody {
  message: string
  reason: PlaceOrderRefusal
  errors?: Record<string, string>
  productIds?: number[]
}
