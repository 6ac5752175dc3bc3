// The Billing & plans tab of the account settings (issue #33): the account's plan and its period,
// its payment cards (only brand, last four and expiry are ever kept), billing address and invoices.
// Money in integer minor units of `currency`.
import type { CardDetails } from './checkout'
import type { InvoiceCurrency, InvoiceStatus } from './invoices'
import type { PricingPlanId } from './license'

export const billingPeriods = ['monthly', 'yearly'] as const
export type BillingPeriod = (typeof billingPeriods)[number]

/** What the account pays for now: a plan billed per period, from `periodStart` to `renewsOn`. */
export interface BillingPlan {
  planId: PricingPlanId
  period: BillingPeriod
  /** Calendar days `YYYY-MM-DD`. */
  periodStart: string
  renewsOn: string
}

/** A plan and period to move to (PUT /api/subscription). */
export interface PlanChoice {
  planId: PricingPlanId
  period: BillingPeriod
}

/** Each plan's price per period, in minor units. */
export type PlanPrices = Record<PricingPlanId, Record<BillingPeriod, number>>

export const cardBrands = ['visa', 'mastercard', 'amex', 'discover', 'other'] as const
export type CardBrand = (typeof cardBrands)[number]

/** A saved card: never its number or security code. */
export interface PaymentCard {
  id: number
  brand: CardBrand
  last4: string
  /** MM/YY */
  expiry: string
  holder: string
  isDefault: boolean
}

/** POST /api/billing/payment-methods: the card as typed (the number is checked, then dropped). */
export type NewPaymentCard = CardDetails

export const billingAddressFields = [
  'company',
  'email',
  'taxId',
  'street',
  'city',
  'postalCode',
  'country',
  'phone',
] as const
export type BillingAddressField = (typeof billingAddressFields)[number]
export type BillingAddress = Record<BillingAddressField, string>

/** One invoice of the account's billing history. */
export interface BillingInvoice {
  id: number
  issuedDate: string
  service: string
  total: number
  currency: InvoiceCurrency
  invoiceStatus: InvoiceStatus
}

/** GET /api/billing, and the answer of every billing write. */
export interface BillingOverview {
  /** The back end's day: the quotes count the days left from it. */
  today: string
  currency: InvoiceCurrency
  plan: BillingPlan
  prices: PlanPrices
  paymentMethods: PaymentCard[]
  address: BillingAddress
  invoices: BillingInvoice[]
}
