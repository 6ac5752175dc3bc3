import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { fetchCart } from '../../src/api/ecommerce'
import { checkoutDraftOf, checkoutStepOf } from '../../src/machines/checkout/checkoutMachine'
import type { CheckoutStep } from '../../src/machines/checkout/checkoutTypes'
import { authHandlers } from '../../src/mocks/handlers/auth'
import { ecommerceHandlers } from '../../src/mocks/handlers/ecommerce'
import { invoicesHandlers } from '../../src/mocks/handlers/invoices'
import { signInAsAdminBeforeEach } from '../support/adminSession'
import { call, startContractServer } from '../support/contract'
import {
  anotherAccountBuysAll,
  type CheckoutActor,
  declinedCard,
  goodCard,
  newAddress,
  settled,
  startCheckout,
  typeAddress,
  typeCard,
} from './checkoutHarness'

// The checkout machine without React, against the real shop and invoice handlers on msw/node.

const server = startContractServer(...authHandlers, ...ecommerceHandlers, ...invoicesHandlers)
signInAsAdminBeforeEach()

describe('checkout: the happy path', () => {
  it('goes cart → address (first saved) → payment → review → confirmation with the cart totals', async () => {
    const { actor, keys } = startCheckout()
    await settled(actor)
    expect(checkoutStepOf(actor.getSnapshot())).toBe('cart')
    const cartTotals = actor.getSnapshot().context.cart?.totals
    expect(actor.getSnapshot().context.addressChoice).toBe(1)
    actor.send({ type: 'checkout.next' })
    actor.send({ type: 'checkout.next' })
    expect(checkoutStepOf(actor.getSnapshot())).toBe('payment')
    typeCard(actor, goodCard)
    actor.send({ type: 'checkout.next' })
    expect(checkoutStepOf(actor.getSnapshot())).toBe('review')
    actor.send({ type: 'order.place' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    await settled(actor)
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().hasTag('placed')).toBe(true)
    expect(context.order?.totals).toEqual(cartTotals)
    expect(context.order?.address.city).toBe('Portland')
    expect(keys).toEqual(['test-attempt-1'])
    // The draft keeps the order's id: a reload reads it back for the confirmation.
    expect(checkoutDraftOf(actor.getSnapshot())?.placedOrderId).toBe(context.order?.id)
    expect((await fetchCart()).products).toEqual([])
  })
})

/** Next, which must leave the step where it is; the context that shows why. */
function stuckOn(actor: CheckoutActor, step: CheckoutStep) {
  actor.send({ type: 'checkout.next' })
  expect(checkoutStepOf(actor.getSnapshot())).toBe(step)
  return actor.getSnapshot().context
}

describe('checkout: guards and errors per field', () => {
  it('keeps an empty cart on the cart step', async () => {
    for (const id of [3, 7, 12, 18]) await call(`/apps/ecommerce/cart/${id}`, { method: 'DELETE' })
    const { actor } = startCheckout()
    await settled(actor)
    expect(stuckOn(actor, 'cart').cartProblem).toBe('empty')
  })

  it('checks a new address only when it is left forward, and going back keeps it', async () => {
    const { actor } = startCheckout()
    await settled(actor)
    actor.send({ type: 'checkout.next' })
    actor.send({ type: 'address.new' })
    actor.send({ type: 'address.change', field: 'city', value: 'Accra' })
    expect(actor.getSnapshot().context.addressErrors).toEqual({})
    const required = ['fullName', 'street', 'postalCode', 'country', 'phone'].map((field) => [
      field,
      'required',
    ])
    expect(stuckOn(actor, 'address').addressErrors).toEqual(Object.fromEntries(required))
    actor.send({ type: 'address.change', field: 'phone', value: 'call me' })
    expect(actor.getSnapshot().context.addressErrors.phone).toBeUndefined()
    actor.send({ type: 'checkout.back' })
    expect(checkoutStepOf(actor.getSnapshot())).toBe('cart')
    actor.send({ type: 'checkout.next' })
    expect(actor.getSnapshot().context.newAddress).toMatchObject({
      city: 'Accra',
      phone: 'call me',
    })
    typeAddress(actor, newAddress)
    actor.send({ type: 'checkout.next' })
    expect(checkoutStepOf(actor.getSnapshot())).toBe('payment')
    actor.send({ type: 'checkout.goTo', step: 'address' })
    expect(actor.getSnapshot().context.addressChoice).toBe('new')
    actor.send({ type: 'address.pick', id: 2 })
    actor.send({ type: 'address.new' })
    expect(actor.getSnapshot().context.newAddress).toEqual(newAddress)
  })

  it('refuses a card failing Luhn, expired, with a short CVV and no name; cash on delivery passes', async () => {
    const { actor } = startCheckout()
    await settled(actor)
    actor.send({ type: 'checkout.next' })
    actor.send({ type: 'checkout.next' })
    typeCard(actor, {
      cardNumber: '4242 4242 4242 4241',
      expiry: '02/26',
      cvv: '12',
      nameOnCard: ' ',
    })
    expect(stuckOn(actor, 'payment').cardErrors).toEqual({
      cardNumber: 'invalidNumber',
      expiry: 'expired',
      cvv: 'invalidCvv',
      nameOnCard: 'required',
    })
    actor.send({ type: 'card.change', field: 'expiry', value: '03/26' })
    expect(actor.getSnapshot().context.cardErrors.expiry).toBeUndefined()
    actor.send({ type: 'payment.method', method: 'cashOnDelivery' })
    actor.send({ type: 'checkout.next' })
    expect(checkoutStepOf(actor.getSnapshot())).toBe('review')
    actor.send({ type: 'checkout.back' })
    actor.send({ type: 'payment.method', method: 'card' })
    expect(actor.getSnapshot().context.card.cvv).toBe('12')
  })
})

describe('checkout: coupon and delivery through the cart calls', () => {
  it('names a refused coupon, applies a good one and prices express delivery', async () => {
    const { actor } = startCheckout()
    await settled(actor)
    const before = actor.getSnapshot().context.cart?.totals.total ?? 0
    actor.send({ type: 'coupon.type', code: 'spring20' })
    actor.send({ type: 'coupon.apply' })
    await settled(actor)
    expect(actor.getSnapshot().context.couponRefusal?.reason).toBe('expired')
    actor.send({ type: 'coupon.type', code: 'WELCOME10' })
    expect(actor.getSnapshot().context.couponRefusal).toBeNull()
    actor.send({ type: 'coupon.apply' })
    await settled(actor)
    const withCoupon = actor.getSnapshot().context.cart
    expect(withCoupon?.coupon?.code).toBe('WELCOME10')
    expect(withCoupon?.totals.total).toBeLessThan(before)
    actor.send({ type: 'delivery.choose', method: 'express' })
    await settled(actor)
    expect(actor.getSnapshot().context.cart?.totals.delivery).toBe(999)
    actor.send({ type: 'coupon.remove' })
    await settled(actor)
    expect(actor.getSnapshot().context.cart?.coupon).toBeNull()
  })
  it('moves a line to the wishlist: the cart is priced again without it', async () => {
    const { actor } = startCheckout()
    await settled(actor)
    const before = actor.getSnapshot().context.cart?.totals.count ?? 0
    actor.send({ type: 'cart.moveToWishlist', productId: 12 })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    await settled(actor)
    const cart = actor.getSnapshot().context.cart
    expect(cart?.products.map((line) => line.id)).toEqual([3, 7, 18])
    expect(cart?.totals.count).toBe(before - 1)
    const wishlist = await call<{ products: { id: number }[] }>('/apps/ecommerce/wishlist')
    expect(wishlist.body.products.map((product) => product.id)).toContain(12)
  })
})

async function toReview(card = goodCard) {
  const started = startCheckout()
  await settled(started.actor)
  started.actor.send({ type: 'checkout.next' })
  started.actor.send({ type: 'checkout.next' })
  typeCard(started.actor, card)
  started.actor.send({ type: 'checkout.next' })
  return started
}

describe('checkout: placing refused or lost', () => {
  it('returns a declined card to the payment step with the reason; the next attempt has a new key', async () => {
    const { actor, keys } = await toReview(declinedCard)
    actor.send({ type: 'order.place' })
    await settled(actor)
    expect(checkoutStepOf(actor.getSnapshot())).toBe('payment')
    expect(actor.getSnapshot().context.placeRefusal?.reason).toBe('paymentDeclined')
    expect(actor.getSnapshot().context.card.nameOnCard).toBe('Amara Okafor')
    typeCard(actor, goodCard)
    actor.send({ type: 'checkout.next' })
    expect(actor.getSnapshot().context.placeRefusal).toBeNull()
    actor.send({ type: 'order.place' })
    await settled(actor)
    expect(actor.getSnapshot().hasTag('placed')).toBe(true)
    expect(keys).toEqual(['test-attempt-1', 'test-attempt-2'])
  })

  it('returns a stock change to the cart with the product; removing it lets the order through', async () => {
    const { actor } = await toReview()
    await anotherAccountBuysAll(12, 12)
    actor.send({ type: 'order.place' })
    await settled(actor)
    const { context } = actor.getSnapshot()
    expect(checkoutStepOf(actor.getSnapshot())).toBe('cart')
    expect(context.placeRefusal).toMatchObject({ reason: 'stock', productIds: [12] })
    expect(context.cartProblem).toBe('stock')
    expect(context.cart?.products.find((line) => line.id === 12)?.stock).toBe(0)
    actor.send({ type: 'cart.remove', productId: 12 })
    await settled(actor)
    expect(actor.getSnapshot().context.cartProblem).toBeNull()
    actor.send({ type: 'checkout.next' })
    actor.send({ type: 'checkout.next' })
    actor.send({ type: 'checkout.next' })
    actor.send({ type: 'order.place' })
    await settled(actor)
    expect(actor.getSnapshot().context.order?.lines.map((line) => line.id)).toEqual([3, 7, 18])
  })

  it('keeps the key when the answer is lost, so trying again places one order', async () => {
    const { actor, keys } = await toReview()
    let calls = 0
    server.use(
      http.post(
        '*/apps/ecommerce/orders',
        () => {
          calls += 1
          return HttpResponse.json({ message: 'down' }, { status: 503 })
        },
        { once: true },
      ),
    )
    actor.send({ type: 'order.place' })
    await settled(actor)
    expect(calls).toBe(1)
    expect(checkoutStepOf(actor.getSnapshot())).toBe('review')
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'unavailable' })
    actor.send({ type: 'order.place' })
    await settled(actor)
    expect(actor.getSnapshot().hasTag('placed')).toBe(true)
    expect(keys).toEqual(['test-attempt-1'])
  })
})

describe('checkout: a reload restores the step and the form', () => {
  it('resumes at review for cash on delivery, and at payment for a card (its number is never kept)', async () => {
    const first = startCheckout()
    await settled(first.actor)
    first.actor.send({ type: 'checkout.next' })
    first.actor.send({ type: 'address.change', field: 'fullName', value: 'Kofi' })
    typeAddress(first.actor, newAddress)
    first.actor.send({ type: 'checkout.next' })
    typeCard(first.actor, goodCard)
    first.actor.send({ type: 'checkout.next' })
    const cardDraft = checkoutDraftOf(first.actor.getSnapshot())
    expect(cardDraft).toMatchObject({ step: 'review', card: { expiry: '12/30' } })
    expect(JSON.stringify(cardDraft)).not.toContain('4242')
    first.actor.stop()

    const card = startCheckout({ restore: cardDraft })
    expect(checkoutDraftOf(card.actor.getSnapshot())).toEqual(cardDraft)
    await settled(card.actor)
    expect(checkoutStepOf(card.actor.getSnapshot())).toBe('payment')
    expect(card.actor.getSnapshot().context.newAddress).toEqual(newAddress)
    expect(card.actor.getSnapshot().context.addressChoice).toBe('new')

    const cash = startCheckout({
      restore: cardDraft && { ...cardDraft, paymentMethod: 'cashOnDelivery' },
    })
    await settled(cash.actor)
    expect(checkoutStepOf(cash.actor.getSnapshot())).toBe('review')
  })

  it('resumes at the address when the kept address no longer passes', async () => {
    const { actor } = startCheckout({
      restore: {
        step: 'review',
        addressChoice: 99,
        newAddress: { ...newAddress, city: '' },
        paymentMethod: 'cashOnDelivery',
        card: { expiry: '', nameOnCard: '' },
      },
    })
    await settled(actor)
    expect(checkoutStepOf(actor.getSnapshot())).toBe('address')
    expect(actor.getSnapshot().context.addressChoice).toBe('new')
  })

  it('shows a failed load with a retry', async () => {
    server.use(
      http.get('*/apps/ecommerce/cart', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    )
    const { actor } = startCheckout()
    await settled(actor)
    expect(actor.getSnapshot().hasTag('error')).toBe(true)
    actor.send({ type: 'checkout.retry' })
    await settled(actor)
    expect(checkoutStepOf(actor.getSnapshot())).toBe('cart')
  })
})
