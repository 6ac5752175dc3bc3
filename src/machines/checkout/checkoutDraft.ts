// The checkout's draft as kept between reloads (sessionStorage): read back only when it has the
// shape the machine wrote, so a stale or edited entry starts the checkout afresh.
// zod/mini: the route's form checks load it already; zod's chained API would add ~23 KB gzip.
import * as z from 'zod/mini'
import type { CheckoutDraft } from './checkoutTypes'

const address = z.object({
  fullName: z.string(),
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
})

const draftShape = z.object({
  step: z.enum(['cart', 'address', 'payment', 'review']),
  addressChoice: z.union([z.number().check(z.int()), z.literal('new')]),
  newAddress: address,
  paymentMethod: z.enum(['card', 'cashOnDelivery']),
  card: z.object({ expiry: z.string(), nameOnCard: z.string() }),
  placedOrderId: z.optional(z.number().check(z.int(), z.positive())),
})

/** The sessionStorage key of one account's draft. */
export const checkoutDraftKey = (userId: number | string): string => `cea.checkout.draft.${userId}`

/** The draft in `stored` (JSON), or null when there is none or it is not one. */
export function parseCheckoutDraft(stored: string | null): CheckoutDraft | null {
  if (!stored) return null
  try {
    const parsed = draftShape.safeParse(JSON.parse(stored))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The draft as stored: only the step and the form the machine keeps (no card number, no CVV). */
export const storedCheckoutDraft = (draft: CheckoutDraft): string =>
  JSON.stringify(draftShape.parse(draft))
