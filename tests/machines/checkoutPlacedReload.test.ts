import { describe, expect, it } from 'vitest'
import { checkoutDraftOf, checkoutStepOf } from '../../src/machines/checkout/checkoutMachine'
import type { CheckoutDraft } from '../../src/machines/checkout/checkoutTypes'
import { authHandlers } from '../../src/mocks/handlers/auth'
import { ecommerceHandlers } from '../../src/mocks/handlers/ecommerce'
import { invoicesHandlers } from '../../src/mocks/handlers/invoices'
import { signInAsAdminBeforeEach } from '../support/adminSession'
import { startContractServer } from '../support/contract'
import { settled, startCheckout } from './checkoutHarness'

// After placing, the kept draft names the order: a reload reads it back for the confirmation.

startContractServer(...authHandlers, ...ecommerceHandlers, ...invoicesHandlers)
signInAsAdminBeforeEach()

const cashDraft: CheckoutDraft = {
  step: 'review',
  addressChoice: 1,
  newAddress: { fullName: '', street: '', city: '', postalCode: '', country: '', phone: '' },
  paymentMethod: 'cashOnDelivery',
  card: { expiry: '', nameOnCard: '' },
}

describe('checkout: a reload after placing', () => {
  it('reads the placed order back by its id and shows its confirmation', async () => {
    const first = startCheckout({ restore: cashDraft })
    await settled(first.actor)
    first.actor.send({ type: 'order.place' })
    await settled(first.actor)
    const placed = first.actor.getSnapshot().context.order
    const kept = checkoutDraftOf(first.actor.getSnapshot())
    expect(kept?.placedOrderId).toBe(placed?.id)
    first.actor.stop()

    const reloaded = startCheckout({ restore: kept })
    expect(reloaded.actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(checkoutDraftOf(reloaded.actor.getSnapshot())).toEqual(kept)
    await settled(reloaded.actor)
    expect(checkoutStepOf(reloaded.actor.getSnapshot())).toBe('confirmation')
    expect(reloaded.actor.getSnapshot().context.order).toEqual(placed)
  })

  it('starts afresh on the cart when the order cannot be read (404)', async () => {
    const { actor } = startCheckout({ restore: { ...cashDraft, placedOrderId: 9999 } })
    await settled(actor)
    expect(checkoutStepOf(actor.getSnapshot())).toBe('cart')
    expect(checkoutDraftOf(actor.getSnapshot())?.placedOrderId).toBeUndefined()
  })
})
