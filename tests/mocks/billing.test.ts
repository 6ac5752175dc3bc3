import { describe, expect, it } from 'vitest'
import type { Subscription } from '../../src/api/types/license'
import type { BillingOverview } from '../../src/api/types/billing'
import { accountSettingsGroup } from '../../src/mocks/handlers/account/accountSettingsGroup'
import { licenseHandlers } from '../../src/mocks/handlers/license'
import { call, startContractServer } from '../support/contract'

// The Billing tab's calls (issue #33): each account's own plan, cards, address and invoices.
// The pinned day is 2026-03-16; the admin is on Standard monthly from 2026-03-06 to 2026-04-06.

startContractServer(...accountSettingsGroup, ...licenseHandlers)

const overview = (as: 'admin' | 'client' = 'admin') => call<BillingOverview>('/api/billing', { as })
const addCard = (body: unknown, as: 'admin' | 'client' = 'admin') =>
  call<BillingOverview & { errors?: Record<string, string> }>('/api/billing/payment-methods', {
    method: 'POST',
    body,
    as,
  })
const goodCard = {
  cardNumber: '4000 0566 5566 5556',
  expiry: '12/30',
  cvv: '123',
  nameOnCard: 'Amara Okafor',
}

describe('GET /api/billing', () => {
  it("answers the account's plan, prices, cards and address; 401 when signed out", async () => {
    const { status, body } = await overview()
    expect(status).toBe(200)
    expect(body.plan).toEqual({
      planId: 'standard',
      period: 'monthly',
      periodStart: '2026-03-06',
      renewsOn: '2026-04-06',
    })
    expect(body.prices.standard).toEqual({ monthly: 4900, yearly: 48000 })
    expect(body.paymentMethods.map((card) => [card.last4, card.isDefault])).toEqual([
      ['4242', true],
      ['4444', false],
    ])
    expect(body.address.city).toBe('Lagos')
    expect((await call('/api/billing', { as: 'signed-out' })).status).toBe(401)
  })

  it("never shows another account's cards or address: the client has its own, blank", async () => {
    const { body } = await overview('client')
    expect(body.plan.planId).toBe('basic')
    expect(body.paymentMethods).toEqual([])
    expect(body.address.city).toBe('')
    const signedOut = await call('/api/subscription', {
      method: 'PUT',
      as: 'signed-out',
      body: { planId: 'enterprise', period: 'yearly' },
    })
    expect(signedOut.status).toBe(401)
  })
})

describe('PUT /api/subscription', () => {
  it('moves to the plan, charges the prorated amount on an invoice and pricing sees it', async () => {
    const { status, body } = await call<BillingOverview>('/api/subscription', {
      method: 'PUT',
      body: { planId: 'enterprise', period: 'yearly' },
    })
    expect(status).toBe(200)
    expect(body.plan).toEqual({
      planId: 'enterprise',
      period: 'yearly',
      periodStart: '2026-03-16',
      renewsOn: '2027-03-16',
    })
    // 21 of Standard's 31 days unused: 4900 × 21 / 31 = 3319 cents credited against 96000.
    expect(body.invoices[0]).toMatchObject({ total: 92681, invoiceStatus: 'Paid' })
    const pricing = await call<Subscription>('/api/subscription')
    expect(pricing.body.planId).toBe('enterprise')
  })

  it('refuses the plan the account has, a paid plan without a card, and an unknown plan', async () => {
    const same = await call('/api/subscription', {
      method: 'PUT',
      body: { planId: 'standard', period: 'monthly' },
    })
    expect(same).toMatchObject({ status: 400, body: { errors: { planId: expect.any(String) } } })
    const noCard = await call('/api/subscription', {
      method: 'PUT',
      as: 'client',
      body: { planId: 'standard', period: 'yearly' },
    })
    expect(noCard).toMatchObject({
      status: 400,
      body: { errors: { paymentMethod: expect.any(String) } },
    })
    expect((await overview('client')).body.plan.planId).toBe('basic')
    const unknown = await call('/api/subscription', {
      method: 'PUT',
      body: { planId: 'gold', period: 'monthly' },
    })
    expect(unknown.status).toBe(400)
  })
})

describe('payment methods', () => {
  it('refuses a number that fails the Luhn check and an expired card, at their fields', async () => {
    const { status, body } = await addCard({
      ...goodCard,
      cardNumber: '4000 0566 5566 5557',
      expiry: '01/26',
    })
    expect(status).toBe(400)
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['cardNumber', 'expiry'])
    expect((await overview()).body.paymentMethods).toHaveLength(2)
  })

  it('keeps only brand, last four and expiry; the first card of an account is its default', async () => {
    const { status, body } = await addCard(goodCard, 'client')
    expect(status).toBe(201)
    expect(body.paymentMethods).toEqual([
      {
        id: expect.any(Number),
        brand: 'visa',
        last4: '5556',
        expiry: '12/30',
        holder: 'Amara Okafor',
        isDefault: true,
      },
    ])
    expect(JSON.stringify(body)).not.toContain('4000056655665556')
  })

  it("sets the default; another account's card is 404 to default and to remove", async () => {
    const made = await call<BillingOverview>('/api/billing/payment-methods/default', {
      method: 'POST',
      body: { id: 2 },
    })
    expect(made.body.paymentMethods.map((card) => card.isDefault)).toEqual([false, true])
    const others = await call('/api/billing/payment-methods/default', {
      method: 'POST',
      as: 'client',
      body: { id: 1 },
    })
    expect(others.status).toBe(404)
    const removal = await call('/api/billing/payment-methods', {
      method: 'DELETE',
      as: 'client',
      query: { id: 1 },
    })
    expect(removal.status).toBe(404)
    expect((await overview()).body.paymentMethods).toHaveLength(2)
  })

  it('keeps the default while others exist, removes another card', async () => {
    const remove = (id: number) =>
      call<BillingOverview>('/api/billing/payment-methods', { method: 'DELETE', query: { id } })
    expect((await remove(1)).status).toBe(400)
    const removed = await remove(2)
    expect(removed.body.paymentMethods.map((card) => card.last4)).toEqual(['4242'])
  })
})

describe('PUT /api/billing/address', () => {
  it('names problems at their fields and keeps nothing of a refused address', async () => {
    const { body: before } = await overview()
    const refused = await call<{ errors: Record<string, string> }>('/api/billing/address', {
      method: 'PUT',
      body: { address: { ...before.address, email: 'not-an-email', city: '' } },
    })
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.body.errors).sort()).toEqual(['address.city', 'address.email'])
    expect((await overview()).body.address).toEqual(before.address)
    const saved = await call<BillingOverview>('/api/billing/address', {
      method: 'PUT',
      as: 'client',
      body: { address: { ...before.address, company: 'Lindqvist AB', country: 'Sweden' } },
    })
    expect(saved.body.address.country).toBe('Sweden')
    expect((await overview()).body.address.country).toBe('Nigeria')
  })
})
