// What POST /apps/ecommerce/orders accepts: zod checks the shape, then the checkout's own rules
// (src/api/checkoutRules.ts) each field, so a refusal names the field as the form does.
import { z } from 'zod'
import { addressProblems, cardProblems } from '../../../api/checkoutRules'
import type { PlaceOrderRefusalBody } from '../../../api/types/checkout'
import { HttpError } from '../../http/errors'

const text = z.string().max(200)

const addressInput = z.object({
  fullName: text,
  street: text,
  city: text,
  postalCode: text,
  country: text,
  phone: text,
})

const paymentInput = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('card'),
    cardNumber: text,
    expiry: text,
    cvv: text,
    nameOnCard: text,
  }),
  z.object({ method: z.literal('cashOnDelivery') }),
])

/** The body; `today` dates the card's expiry check. */
export const placeOrderBody = (today: Date) =>
  z
    .object({
      idempotencyKey: z.string().trim().min(8).max(100),
      address: addressInput,
      payment: paymentInput,
    })
    .superRefine((body, context) => {
      for (const [field, problem] of Object.entries(addressProblems(body.address)))
        context.addIssue({ code: 'custom', path: ['address', field], message: problem })
      if (body.payment.method === 'card')
        for (const [field, problem] of Object.entries(cardProblems(body.payment, today)))
          context.addIssue({ code: 'custom', path: ['payment', field], message: problem })
    })

/** 400 `invalid`: the message names every problem, `errors` has one per field path. */
export function invalidOrder(error: z.ZodError): HttpError {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = issue.path.join('.')
    if (!(path in errors)) errors[path] = issue.message
  }
  const message = `The order could not be placed: ${Object.entries(errors)
    .map(([path, problem]) => `${path} ${problem}`)
    .join('; ')}.`
  return refusal(400, { message, reason: 'invalid', errors })
}

export const refusal = (status: number, body: PlaceOrderRefusalBody) => new HttpError(status, body)

/** The demo bank declines this card (it passes every check of the form). */
export const declinedCardNumber = '4000000000000002'
