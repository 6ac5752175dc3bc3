// The invoice an order makes: its lines add up to the order's total to the cent. A line of an
// invoice cannot be negative and rounds its tax on its own, so each product is one line at what
// it costs after its discount and its share of the coupon, and tax and delivery are lines of
// their own (the cart taxes the goods once, on their sum).
import type { InvoiceDraft, InvoiceLine, InvoicePayment } from '../../../api/types/invoices'
import type { Order } from '../../../api/types/checkout'
import type { CartProduct } from '../../../api/types/ecommerce'
import { taxPercent } from './cartTotals'

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const money = (minor: number) => dollars.format(minor / 100)

const line = (item: string, description: string, cost: number): InvoiceLine => ({
  item,
  description,
  cost,
  quantity: 1,
  discount: 0,
  taxRate: 0,
})

/** The coupon split over the lines in proportion to what each costs; the cents left go first. */
export function couponShares(nets: readonly number[], coupon: number): number[] {
  const goods = nets.reduce((sum, net) => sum + net, 0)
  if (goods === 0 || coupon === 0) return nets.map(() => 0)
  const shares = nets.map((net) => Math.floor((coupon * net) / goods))
  let left = coupon - shares.reduce((sum, share) => sum + share, 0)
  for (let index = 0; left > 0 && index < shares.length; index += 1) {
    const share = shares[index] ?? 0
    if (share < (nets[index] ?? 0)) {
      shares[index] = share + 1
      left -= 1
    }
  }
  return shares
}

function productLines(lines: readonly CartProduct[], order: Order): InvoiceLine[] {
  const nets = lines.map((product) => product.price * product.qty - product.discount)
  const shares = couponShares(nets, order.totals.coupon)
  return lines.map((product, index) => {
    const parts = [`${product.qty} × ${money(product.price)}`]
    if (product.discount > 0) parts.push(`${product.discountPercentage}% off`)
    const share = shares[index] ?? 0
    if (share > 0 && order.coupon) parts.push(`coupon ${order.coupon.code} −${money(share)}`)
    return line(product.name, parts.join(', '), (nets[index] ?? 0) - share)
  })
}

export function orderInvoiceLines(order: Order): InvoiceLine[] {
  const lines = productLines(order.lines, order)
  if (order.totals.tax > 0)
    lines.push(line(`Sales tax (${taxPercent}%)`, 'On the goods after discounts', order.totals.tax))
  if (order.totals.delivery > 0)
    lines.push(
      line(
        `Delivery: ${order.delivery.method}`,
        `Arrives ${order.delivery.arrivesOn}`,
        order.totals.delivery,
      ),
    )
  return lines
}

/** The invoice of an order placed today by `email`: due on payment (card) or on delivery. */
export function orderInvoiceDraft(order: Order, email: string, today: string): InvoiceDraft {
  const { address } = order
  return {
    issuedDate: today,
    dueDate: order.payment.method === 'card' ? today : order.delivery.arrivesOn,
    client: {
      name: address.fullName,
      company: '',
      companyEmail: email,
      country: address.country,
      contact: address.phone,
      address: `${address.street}, ${address.postalCode} ${address.city}`,
    },
    service: `Online order ${order.id}`,
    currency: 'USD',
    salesperson: '',
    note:
      order.payment.method === 'card'
        ? `Paid by card ending ${order.payment.last4}.`
        : 'Cash on delivery.',
    terms: '',
    lines: orderInvoiceLines(order),
  }
}

/** A card pays the whole order at once; cash is paid on delivery. */
export function orderPayments(order: Order, today: string): InvoicePayment[] {
  if (order.payment.method !== 'card' || order.totals.total === 0) return []
  return [
    {
      amount: order.totals.total,
      date: today,
      method: 'Credit Card',
      note: `Order ${order.id}`,
    },
  ]
}
