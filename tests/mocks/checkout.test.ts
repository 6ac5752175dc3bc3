// Contract of checkout's calls (msw/node, a fresh store per test): saved addresses and placing an
// order — idempotent, whole or nothing, stock taken, the cart emptied, its invoice written.
import { describe, expect, it } from 'vitest'
import type { RegisterResponse } from '../../src/api/types/auth'
import type {
  AddressesResponse,
  PlaceOrderRefusalBody,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '../../src/api/types/checkout'
import type { CartResponse, ProductResponse } from '../../src/api/types/ecommerce'
import type { InvoicePreview } from '../../src/api/types/invoices'
import { createAddresses } from '../../src/fixtures/ecommerce/addresses'
import { authHandlers } from '../../src/mocks/handlers/auth'
import { ecommerceHandlers } from '../../src/mocks/handlers/ecommerce'
import { invoicesHandlers } from '../../src/mocks/handlers/invoices'
import { call, startContractServer } from '../support/contract'

startContractServer(...authHandlers, ...ecommerceHandlers, ...invoicesHandlers)

const [home] = createAddresses(1)
if (!home) throw new Error('expected a saved address')
const { id: _id, userId: _userId, label: _label, ...address } = home
const card = {
  method: 'card',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvv: '123',
  nameOnCard: 'Amara Okafor',
} as const

const order = (overrides: Partial<PlaceOrderRequest> = {}, token?: string) =>
  call<PlaceOrderResponse & PlaceOrderRefusalBody>('/apps/ecommerce/orders', {
    method: 'POST',
    body: { idempotencyKey: 'attempt-0001', address, payment: card, ...overrides },
    token,
  })
const cart = (token?: string) => call<CartResponse>('/apps/ecommerce/cart', { token })
const stockOf = async (id: number) =>
  (await call<ProductResponse>(`/apps/ecommerce/products/${id}`)).body.product.stock

async function anotherAccount(): Promise<string> {
  const registered = await call<RegisterResponse>('/jwt/register', {
    method: 'POST',
    as: 'signed-out',
    body: { email: 'shopper@demo.com', password: 'secret-pass', username: 'shopper' },
  })
  if (!('accessToken' in registered.body)) throw new Error('expected a new account')
  return registered.body.accessToken
}

describe('GET /apps/ecommerce/addresses', () => {
  it("answers the account's own saved addresses only", async () => {
    const own = await call<AddressesResponse>('/apps/ecommerce/addresses')
    expect(own.body.addresses.map((saved) => saved.label)).toEqual(['Home', 'Office'])
    const other = await call<AddressesResponse>('/apps/ecommerce/addresses', {
      token: await anotherAccount(),
    })
    expect(other.body.addresses).toEqual([])
  })
})

describe('POST /apps/ecommerce/orders', () => {
  it('places the cart as an order, takes the stock, empties the cart and answers 201', async () => {
    const before = (await cart()).body
    const stockBefore = await stockOf(7)
    const placed = await order()
    expect(placed.status).toBe(201)
    expect(placed.body.order.totals).toEqual(before.totals)
    expect(placed.body.order.lines.map((line) => [line.id, line.qty])).toEqual([
      [3, 1],
      [7, 2],
      [12, 1],
      [18, 1],
    ])
    expect(placed.body.order.payment).toEqual({ method: 'card', last4: '4242' })
    expect(await stockOf(7)).toBe(stockBefore - 2)
    const after = (await cart()).body
    expect(after.products).toEqual([])
    expect(after.totals.count).toBe(0)
  })

  it('answers the same order for the same key and places it once', async () => {
    const invoiceCount = async () =>
      (await call<{ total: number }>('/apps/invoice/invoices')).body.total
    const invoicesBefore = await invoiceCount()
    const [first, double] = await Promise.all([order(), order()])
    const again = await order()
    expect([first.status, double.status].sort()).toEqual([200, 201])
    expect(again.status).toBe(200)
    expect(double.body.order).toEqual(first.body.order)
    expect(again.body.order).toEqual(first.body.order)
    expect(await invoiceCount()).toBe(invoicesBefore + 1)
    // A new key is a new attempt: the cart is empty now.
    const other = await order({ idempotencyKey: 'attempt-0002' })
    expect(other.status).toBe(400)
    expect(other.body.reason).toBe('emptyCart')
  })

  it('writes a Paid invoice for a card with the same total to the cent', async () => {
    await call('/apps/ecommerce/cart/coupon', { method: 'POST', body: { code: 'WELCOME10' } })
    await call('/apps/ecommerce/cart/delivery', { method: 'POST', body: { delivery: 'express' } })
    const placed = (await order()).body.order
    expect(placed.totals.coupon).toBeGreaterThan(0)
    expect(placed.totals.delivery).toBe(999)
    const { body } = await call<InvoicePreview>(`/api/invoice/invoices/${placed.invoiceId}`)
    expect(body.invoice.figures.total).toBe(placed.totals.total)
    expect(body.invoice.figures.paid).toBe(placed.totals.total)
    expect(body.invoice.invoiceStatus).toBe('Paid')
    expect(body.invoice.client.companyEmail).toBe('admin@demo.com')
    const listed = await call<{ invoices: Array<{ id: number }> }>('/apps/invoice/invoices', {
      query: { status: 'paid', perPage: 100 },
    })
    expect(listed.body.invoices.map((invoice) => invoice.id)).toContain(placed.invoiceId)
  })

  it('writes a Sent invoice, due on delivery, for cash on delivery', async () => {
    const placed = (await order({ payment: { method: 'cashOnDelivery' } })).body.order
    const { body } = await call<InvoicePreview>(`/api/invoice/invoices/${placed.invoiceId}`)
    expect(body.invoice.invoiceStatus).toBe('Sent')
    expect(body.invoice.figures.total).toBe(placed.totals.total)
    expect(body.invoice.figures.balance).toBe(placed.totals.total)
    expect(body.invoice.dueDate).toBe(placed.delivery.arrivesOn)
  })

  it('refuses an invalid card and address with a reason per field, and changes nothing', async () => {
    const refused = await order({
      address: { ...address, city: ' ', postalCode: '!' },
      payment: { ...card, cardNumber: '4242 4242 4242 4241', expiry: '01/26', cvv: '12' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.reason).toBe('invalid')
    expect(refused.body.errors).toEqual({
      'address.city': 'required',
      'address.postalCode': 'invalidPostalCode',
      'payment.cardNumber': 'invalidNumber',
      'payment.expiry': 'expired',
      'payment.cvv': 'invalidCvv',
    })
    expect(refused.body.message).toContain('payment.cardNumber')
    expect((await cart()).body.totals.count).toBe(5)
  })

  it('answers 402 for a card the bank declines, and takes no stock', async () => {
    const stockBefore = await stockOf(3)
    const refused = await order({ payment: { ...card, cardNumber: '4000 0000 0000 0002' } })
    expect(refused.status).toBe(402)
    expect(refused.body.reason).toBe('paymentDeclined')
    expect(await stockOf(3)).toBe(stockBefore)
    expect((await cart()).body.totals.count).toBe(5)
  })

  it("answers 409 naming the product whose stock another order took, and keeps the admin's cart", async () => {
    const token = await anotherAccount()
    const stock = await stockOf(12)
    await call('/apps/ecommerce/cart', {
      method: 'POST',
      body: { productId: 12, qty: stock },
      token,
    })
    const theirs = await order({ payment: { method: 'cashOnDelivery' } }, token)
    expect(theirs.status).toBe(201)
    expect((await cart(token)).body.products).toEqual([])
    // The other account's order left the admin's cart as it was.
    expect((await cart()).body.totals.count).toBe(5)
    const refused = await order()
    expect(refused.status).toBe(409)
    expect(refused.body.reason).toBe('stock')
    expect(refused.body.productIds).toEqual([12])
    expect(refused.body.message).toMatch(/is out of stock/)
    expect((await cart()).body.totals.count).toBe(5)
  })

  it('refuses a body without a key or with an unknown payment method', async () => {
    const noKey = await call<PlaceOrderRefusalBody>('/apps/ecommerce/orders', {
      method: 'POST',
      body: { address, payment: card },
    })
    expect(noKey.status).toBe(400)
    expect(noKey.body.errors).toHaveProperty('idempotencyKey')
    const unknown = await order({
      payment: { method: 'cheque' } as unknown as PlaceOrderRequest['payment'],
    })
    expect(unknown.status).toBe(400)
  })
})

describe('GET /apps/ecommerce/orders/:id', () => {
  const readOrder = (id: number, token?: string) =>
    call<PlaceOrderResponse>(`/apps/ecommerce/orders/${id}`, { token })

  it('answers the placing account its order as placed', async () => {
    const placed = (await order()).body.order
    const read = await readOrder(placed.id)
    expect(read.status).toBe(200)
    expect(read.body.order).toEqual(placed)
  })

  it("is 404 for another account's order and for an unknown id", async () => {
    const placed = (await order()).body.order
    expect((await readOrder(placed.id, await anotherAccount())).status).toBe(404)
    expect((await readOrder(placed.id + 1000)).status).toBe(404)
  })
})
