// Checkout's calls: the account's saved addresses, and placing an order. Placing is one
// transaction: the cart, stock, address and payment checked again, stock taken, the cart emptied,
// the order and its invoice written — or nothing at all. A key already used answers its order.
// An order is read back by its id, by the account that placed it only.
import { HttpResponse } from 'msw'
import { z } from 'zod'
import { digitsOf } from '../../../api/checkoutRules'
import type {
  AddressesResponse,
  Order,
  OrderPayment,
  PaymentInput,
  PlaceOrderResponse,
} from '../../../api/types/checkout'
import type { LoginUser } from '../../../api/types/auth'
import type { RepositoryTransaction } from '../../db/repository'
import { notFound } from '../../http/errors'
import { readJson } from '../../http/input'
import { route } from '../../http/route'
import { insertInvoice } from '../invoices/invoicesWrite'
import { todayOf } from '../invoices/invoicesTable'
import { cartAnswer } from './cartAnswer'
import { declinedCardNumber, invalidOrder, placeOrderBody, refusal } from './orderInput'
import { orderInvoiceDraft, orderPayments } from './orderInvoice'
import { addressesTable, ordersTable, type StoredOrder, toOrder } from './orderTables'
import { cartLines, pathId, shopperAccountOf, shopperOf } from './shopInput'
import { cartChoicesTable, cartTable, productsTable } from './shopTables'

const paymentOf = (payment: PaymentInput): OrderPayment =>
  payment.method === 'card'
    ? { method: 'card', last4: digitsOf(payment.cardNumber).slice(-4) }
    : { method: 'cashOnDelivery' }

/** 409 naming every product whose stock no longer covers its line; else takes the stock. */
async function takeStock(tx: RepositoryTransaction, order: Order): Promise<void> {
  const short = []
  for (const line of order.lines) {
    const product = await tx.get(productsTable, line.id)
    if (!product || product.stock < line.qty) short.push({ line, left: product?.stock ?? 0 })
  }
  if (short.length > 0)
    throw refusal(409, {
      message: short
        .map(({ line, left }) =>
          left === 0
            ? `${line.name} is out of stock.`
            : `Only ${left} of ${line.name} ${left === 1 ? 'is' : 'are'} in stock.`,
        )
        .join(' '),
      reason: 'stock',
      productIds: short.map(({ line }) => line.id),
    })
  for (const line of order.lines) {
    const product = await tx.get(productsTable, line.id)
    if (product) await tx.update(productsTable, { ...product, stock: product.stock - line.qty })
  }
}

async function emptyCart(tx: RepositoryTransaction, userId: number): Promise<void> {
  for (const line of await cartLines(tx, userId)) await tx.remove(cartTable, line.id)
  if (await tx.get(cartChoicesTable, userId)) await tx.remove(cartChoicesTable, userId)
}

async function placeOrder(
  tx: RepositoryTransaction,
  user: LoginUser,
  body: z.output<ReturnType<typeof placeOrderBody>>,
  referenceDay: Date,
): Promise<StoredOrder> {
  const cart = await cartAnswer(tx, user.id, referenceDay)
  if (cart.products.length === 0)
    throw refusal(400, {
      message: 'The cart is empty: there is nothing to order.',
      reason: 'emptyCart',
    })
  const delivery = cart.deliveryOptions.find((option) => option.method === cart.delivery)
  if (!delivery) throw new Error(`no delivery option ${cart.delivery}`)
  const order: Order = {
    id: await tx.nextId(ordersTable),
    placedAt: new Date().toISOString(),
    lines: cart.products,
    totals: cart.totals,
    coupon: cart.coupon,
    delivery,
    address: body.address,
    payment: paymentOf(body.payment),
    invoiceId: 0,
  }
  await takeStock(tx, order)
  if (body.payment.method === 'card' && digitsOf(body.payment.cardNumber) === declinedCardNumber)
    throw refusal(402, {
      message: 'The bank declined the card. Try another card or pay cash on delivery.',
      reason: 'paymentDeclined',
    })
  const today = todayOf(referenceDay)
  const invoice = await insertInvoice(tx, orderInvoiceDraft(order, user.email, today), {
    by: user.fullName,
    referenceDay,
    detail: `Order ${order.id}`,
    sentTo: user.email,
    payments: orderPayments(order, today),
  })
  await emptyCart(tx, user.id)
  return tx.insert(ordersTable, {
    ...order,
    invoiceId: invoice.id,
    userId: user.id,
    idempotencyKey: body.idempotencyKey,
  })
}

export const orderCalls = [
  route('get', '/apps/ecommerce/addresses', async ({ repo, user }) => {
    const userId = shopperOf(user)
    const { rows } = await repo.list(addressesTable, { where: { userId } })
    return {
      addresses: rows.map(({ userId: _userId, ...address }) => address),
    } satisfies AddressesResponse
  }),

  route('post', '/apps/ecommerce/orders', async ({ request, repo, user }) => {
    const account = shopperAccountOf(user)
    const parsed = placeOrderBody(repo.referenceDay).safeParse(await readJson(request, z.unknown()))
    if (!parsed.success) throw invalidOrder(parsed.error)
    const body = parsed.data
    const { order, isNew } = await repo.transaction(async (tx) => {
      const { rows } = await tx.list(ordersTable, {
        where: { userId: account.id, idempotencyKey: body.idempotencyKey },
      })
      const placed = rows[0]
      if (placed) return { order: placed, isNew: false }
      return { order: await placeOrder(tx, account, body, repo.referenceDay), isNew: true }
    })
    const answer: PlaceOrderResponse = { order: toOrder(order) }
    return HttpResponse.json(answer, { status: isNew ? 201 : 200 })
  }),

  route('get', '/apps/ecommerce/orders/:id?', async ({ params, repo, user }) => {
    const stored = await repo.get(ordersTable, pathId(params.id, 'order id'))
    // Another account's order is as unknown as a missing one.
    if (!stored || stored.userId !== shopperOf(user)) throw notFound('No such order.')
    return { order: toOrder(stored) } satisfies PlaceOrderResponse
  }),
]
