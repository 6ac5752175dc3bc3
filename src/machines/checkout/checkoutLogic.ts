// The checkout's logic as pure functions: what each step checks, what a reload restores, what
// placing the order sends and where each refusal leads.
import { ApiError } from '../../api/http'
import * as z from 'zod/mini'
import {
  addressProblemCodes,
  type AddressProblems,
  addressProblems,
  cardProblemCodes,
  type CardProblems,
  cardProblems,
  digitsOf,
  hasProblems,
} from '../../api/checkoutRules'
import {
  type AddressesResponse,
  addressFields,
  cardFields,
  type PlaceOrderRefusalBody,
  type PlaceOrderRequest,
  type ShippingAddress,
} from '../../api/types/checkout'
import type { CartResponse, CouponRefusal } from '../../api/types/ecommerce'
import { type CallFailure, failureOf } from '../shared/callFailure'
import type {
  CartProblem,
  CheckoutContext,
  CheckoutDraft,
  CheckoutInput,
  FormStep,
  PlaceRefusal,
} from './checkoutTypes'

export const emptyAddress: ShippingAddress = {
  fullName: '',
  street: '',
  city: '',
  postalCode: '',
  country: '',
  phone: '',
}
const emptyCard = { cardNumber: '', expiry: '', cvv: '', nameOnCard: '' }

export function initialContext(input: CheckoutInput): CheckoutContext {
  return {
    cart: null,
    addresses: [],
    addressChoice: 'new',
    newAddress: emptyAddress,
    paymentMethod: 'card',
    card: emptyCard,
    cartProblem: null,
    addressErrors: {},
    cardErrors: {},
    couponCode: '',
    couponRefusal: null,
    change: null,
    failure: null,
    placeRefusal: null,
    attemptKey: null,
    order: null,
    today: input.today ?? new Date(),
    restore: input.restore ?? null,
    makeKey: input.makeKey ?? (() => crypto.randomUUID()),
  }
}

/** The cart and saved addresses, with the draft a reload kept (or the first saved address). */
export function loaded(
  context: CheckoutContext,
  answer: { cart: CartResponse; addresses: AddressesResponse['addresses'] },
): CheckoutContext {
  const draft = context.restore
  const next = { ...context, cart: answer.cart, addresses: answer.addresses, failure: null }
  if (!draft) return { ...next, addressChoice: answer.addresses[0]?.id ?? 'new' }
  const known = answer.addresses.some((saved) => saved.id === draft.addressChoice)
  return {
    ...next,
    addressChoice: known ? draft.addressChoice : 'new',
    newAddress: draft.newAddress,
    paymentMethod: draft.paymentMethod,
    card: { ...emptyCard, ...draft.card },
  }
}

export function cartProblemOf(cart: CartResponse | null): CartProblem | null {
  if (!cart || cart.products.length === 0) return 'empty'
  return cart.products.some((line) => line.qty > line.stock) ? 'stock' : null
}

/** The address the order goes to: the saved one picked, or the one typed. */
export function chosenAddress(context: CheckoutContext): ShippingAddress {
  if (context.addressChoice === 'new') return context.newAddress
  const id = context.addressChoice
  const saved = context.addresses.find((address) => address.id === id)
  if (!saved) return emptyAddress
  const { id: _id, label: _label, ...address } = saved
  return address
}

/** The last four digits of the card typed, as the review and the order name it. */
export const cardEndingOf = (context: Pick<CheckoutContext, 'card'>): string =>
  digitsOf(context.card.cardNumber).slice(-4)

export const addressErrorsOf = (context: CheckoutContext): AddressProblems =>
  addressProblems(chosenAddress(context))

export const cardErrorsOf = (context: CheckoutContext): CardProblems =>
  context.paymentMethod === 'card' ? cardProblems(context.card, context.today) : {}

/** Whether every step before `step` can be left forward. */
export function canReach(context: CheckoutContext, step: FormStep): boolean {
  if (step === 'cart') return true
  if (cartProblemOf(context.cart)) return false
  if (step === 'address') return true
  if (hasProblems(addressErrorsOf(context))) return false
  if (step === 'payment') return true
  return !hasProblems(cardErrorsOf(context))
}

const formSteps: readonly FormStep[] = ['cart', 'address', 'payment', 'review']

/** The step a reload returns to: the draft's, or the last one before it that can be reached. */
export function resumeStep(context: CheckoutContext): FormStep {
  const wanted = formSteps.indexOf(context.restore?.step ?? 'cart')
  const reachable = formSteps.slice(0, wanted + 1).filter((step) => canReach(context, step))
  return reachable.at(-1) ?? 'cart'
}

/** What a screen keeps to restore `step` and the form after a reload (no card number or CVV). */
export function draftOf(step: FormStep, context: CheckoutContext): CheckoutDraft {
  return {
    step,
    addressChoice: context.addressChoice,
    newAddress: context.newAddress,
    paymentMethod: context.paymentMethod,
    card: { expiry: context.card.expiry, nameOnCard: context.card.nameOnCard },
  }
}

export function placeRequest(context: CheckoutContext, idempotencyKey: string): PlaceOrderRequest {
  return {
    idempotencyKey,
    address: chosenAddress(context),
    payment:
      context.paymentMethod === 'card'
        ? { method: 'card', ...context.card }
        : { method: 'cashOnDelivery' },
  }
}

const refusalBody = z.object({
  message: z.string(),
  reason: z.enum(['invalid', 'emptyCart', 'stock', 'paymentDeclined']),
  errors: z.optional(z.record(z.string(), z.string())),
  productIds: z.optional(z.array(z.number())),
})

function refusalBodyOf(error: unknown): PlaceOrderRefusalBody | null {
  if (!(error instanceof ApiError)) return null
  const parsed = refusalBody.safeParse(error.body)
  return parsed.success ? parsed.data : null
}

/** The problems the back end named for one part of the body (`address.city` → `city`). */
function problemsOf<Field extends string, Problem extends string>(
  errors: Record<string, string> | undefined,
  part: string,
  fields: readonly Field[],
  codes: readonly Problem[],
): Partial<Record<Field, Problem>> {
  const problems: Partial<Record<Field, Problem>> = {}
  for (const field of fields) {
    const problem = codes.find((code) => code === errors?.[`${part}.${field}`])
    if (problem) problems[field] = problem
  }
  return problems
}

/** Where a failed placing leads: the step that must change, with the reason; or back to review. */
export type PlaceOutcome =
  | {
      step: 'cart' | 'address' | 'payment'
      refusal: PlaceRefusal
      context: Partial<CheckoutContext>
    }
  | { step: 'review'; failure: CallFailure }

export function placeOutcomeOf(error: unknown): PlaceOutcome {
  const body = refusalBodyOf(error)
  if (!body) return { step: 'review', failure: failureOf(error) }
  const refusal = { reason: body.reason, message: body.message, productIds: body.productIds ?? [] }
  if (body.reason === 'stock' || body.reason === 'emptyCart')
    return { step: 'cart', refusal, context: {} }
  if (body.reason === 'paymentDeclined') return { step: 'payment', refusal, context: {} }
  const addressErrors = problemsOf(body.errors, 'address', addressFields, addressProblemCodes)
  if (hasProblems(addressErrors)) return { step: 'address', refusal, context: { addressErrors } }
  const cardErrors = problemsOf(body.errors, 'payment', cardFields, cardProblemCodes)
  return { step: 'payment', refusal, context: { cardErrors } }
}

const couponRefusalBody = z.object({
  reason: z.enum(['unknown', 'expired', 'minimumOrder', 'emptyCart'] satisfies CouponRefusal[]),
})

/** A refused coupon's reason and message; any other failure of the call as `other`. */
export function couponRefusalOf(error: unknown): CheckoutContext['couponRefusal'] {
  const failure = failureOf(error)
  if (failure.reason === 'unavailable') return { reason: 'other', message: '' }
  const parsed = couponRefusalBody.safeParse(error instanceof ApiError ? error.body : null)
  return { reason: parsed.success ? parsed.data.reason : 'other', message: failure.message }
}
