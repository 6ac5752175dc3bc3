// Helpers of the checkout machine's tests: an actor with counted idempotency keys, a settled
// wait, and typing a card or an address field by field as a person does.
import { type Actor, createActor, waitFor } from 'xstate'
import type { CardDetails, ShippingAddress } from '../../src/api/types/checkout'
import { checkoutMachine } from '../../src/machines/checkout/checkoutMachine'
import type { CheckoutInput } from '../../src/machines/checkout/checkoutTypes'
import { sampleNewAddress } from '../../src/fixtures/ecommerce/addresses'
import { pinnedReferenceDay } from '../../src/mocks/db/instance'
import { call } from '../support/contract'

export type CheckoutActor = Actor<typeof checkoutMachine>

export function startCheckout(input: CheckoutInput = {}) {
  const keys: string[] = []
  const actor = createActor(checkoutMachine, {
    input: {
      today: pinnedReferenceDay,
      makeKey: () => {
        keys.push(`test-attempt-${keys.length + 1}`)
        return keys.at(-1) ?? ''
      },
      ...input,
    },
  })
  actor.start()
  return { actor, keys }
}

/** Once no call is in flight. */
export const settled = (actor: CheckoutActor) =>
  waitFor(
    actor,
    (snapshot) =>
      snapshot.status === 'done' ||
      (!snapshot.hasTag('loading') && !snapshot.hasTag('saving') && !snapshot.matches('resuming')),
  )

export const goodCard: CardDetails = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvv: '123',
  nameOnCard: 'Amara Okafor',
}
export const declinedCard: CardDetails = { ...goodCard, cardNumber: '4000 0000 0000 0002' }

export const newAddress: ShippingAddress = sampleNewAddress

export function typeCard(actor: CheckoutActor, card: CardDetails): void {
  for (const field of ['cardNumber', 'expiry', 'cvv', 'nameOnCard'] as const)
    actor.send({ type: 'card.change', field, value: card[field] })
}

export function typeAddress(actor: CheckoutActor, address: ShippingAddress): void {
  for (const field of ['fullName', 'street', 'city', 'postalCode', 'country', 'phone'] as const)
    actor.send({ type: 'address.change', field, value: address[field] })
}

/** Another account buys every unit of a product left, through the back end. */
export async function anotherAccountBuysAll(productId: number, stock: number): Promise<void> {
  const registered = await call<{ accessToken?: string }>('/jwt/register', {
    method: 'POST',
    as: 'signed-out',
    body: { email: 'rival@demo.com', password: 'secret-pass', username: 'rival' },
  })
  const token = registered.body.accessToken
  await call('/apps/ecommerce/cart', { method: 'POST', body: { productId, qty: stock }, token })
  const placed = await call('/apps/ecommerce/orders', {
    method: 'POST',
    token,
    body: {
      idempotencyKey: 'rival-attempt-1',
      address: newAddress,
      payment: { method: 'cashOnDelivery' },
    },
  })
  if (placed.status !== 201) throw new Error(`the rival's order was refused: ${placed.status}`)
}
