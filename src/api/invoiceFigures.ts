// The one calculation of an invoice's figures, used by the back end (stored totals), the sample
// data and the screens alike. Pure, no I/O: amounts are integer minor units (cents), quantities
// and percentages may have decimals. Each line: gross = cost × quantity, then its discount, then
// tax on what is left (discount before tax), each rounded to a whole minor unit on the line; the
// invoice's figures are the sums of the rounded lines. Nothing is ever below zero.

import type { Invoice, InvoiceFigures, InvoiceStatus } from './types/invoices'

/** What the figures need of a line: cost in minor units, quantity, discount and tax in percent. */
export interface FigureLine {
  cost: number
  quantity: number
  /** Per-line discount, 0–100 %. */
  discount: number
  /** Tax rate, 0–100 %. */
  taxRate: number
}

/** One line's figures, each rounded to a whole minor unit. */
export interface LineFigures {
  /** cost × quantity */
  gross: number
  discount: number
  /** gross − discount: what tax is charged on */
  net: number
  tax: number
  /** net + tax */
  total: number
}

/** Quantities count in thousandths, percentages in hundredths of a percent (basis points). */
const quantityScale = 1000
const percentScale = 10_000

/** The largest cost (1,000,000.00) and quantity a line takes; validation refuses more. */
export const maxLineCost = 100_000_000
export const maxLineQuantity = 10_000

const nonNegative = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0)
const atMost = (limit: number, value: number): number => Math.min(limit, nonNegative(value))
const percentOf = (value: number): number => Math.round(Math.min(100, nonNegative(value)) * 100)

/**
 * `a × b / denominator` rounded half up, for whole numbers ≥ 0: exact in BigInt, so neither a
 * binary fraction (8.33 × 4950 = 41233.4999…) nor a product past 2^53 moves a cent.
 */
function roundedProduct(a: number, b: number, denominator: number): number {
  const product = BigInt(a) * BigInt(b)
  const divisor = BigInt(denominator)
  return Number((BigInt(2) * product + divisor) / (BigInt(2) * divisor))
}

/** The line's figures: discount before tax, tax on the discounted amount, rounded per line. */
export function lineFigures(line: FigureLine): LineFigures {
  const cost = Math.round(atMost(maxLineCost, line.cost))
  const quantity = Math.round(atMost(maxLineQuantity, line.quantity) * quantityScale)
  const gross = roundedProduct(cost, quantity, quantityScale)
  const discount = roundedProduct(gross, percentOf(line.discount), percentScale)
  const net = gross - discount
  const tax = roundedProduct(net, percentOf(line.taxRate), percentScale)
  return { gross, discount, net, tax, total: net + tax }
}

/** The invoice's figures from its lines and the payments received (minor units). */
export function invoiceFigures(
  lines: readonly FigureLine[],
  payments: ReadonlyArray<{ amount: number }> = [],
): InvoiceFigures {
  let subtotal = 0
  let discount = 0
  let tax = 0
  let total = 0
  for (const line of lines) {
    const figures = lineFigures(line)
    subtotal += figures.gross
    discount += figures.discount
    tax += figures.tax
    total += figures.total
  }
  const paid = payments.reduce(
    (sum, payment) => sum + Math.round(atMost(Number.MAX_SAFE_INTEGER, payment.amount)),
    0,
  )
  return { subtotal, discount, tax, total, paid, balance: Math.max(0, total - paid) }
}

/** Minor units as the decimal amount the SPEC §7 answers carry (`total`, `balance`): 41234 → 412.34. */
export const toMajorUnits = (minor: number): number => minor / 100

/** A decimal amount as minor units: 412.34 → 41234. */
export const toMinorUnits = (major: number): number => Math.round(major * 100)

/** What an invoice's status is made from. */
export interface StatusSource {
  figures: Pick<InvoiceFigures, 'total' | 'paid' | 'balance'>
  /** YYYY-MM-DD */
  dueDate: string
  history: ReadonlyArray<{ kind: string }>
}

/**
 * The status, never stored by hand: Draft until it is sent, downloaded or paid; Paid when nothing
 * is owed; Past Due when something is owed after the due date (`today`, YYYY-MM-DD); Partial
 * Payment when part is paid; else Downloaded or Sent, whichever happened last.
 */
export function invoiceStatusOf(invoice: StatusSource, today: string): InvoiceStatus {
  const issued = invoice.history.filter(
    (entry) => entry.kind === 'sent' || entry.kind === 'downloaded',
  )
  if (issued.length === 0 && invoice.figures.paid === 0) return 'Draft'
  if (invoice.figures.balance === 0) return 'Paid'
  if (invoice.dueDate < today) return 'Past Due'
  if (invoice.figures.paid > 0) return 'Partial Payment'
  return issued.at(-1)?.kind === 'downloaded' ? 'Downloaded' : 'Sent'
}

/** What an invoice is made of; the rest (`figures`, `total`, `balance`, status) is computed. */
export type InvoiceDocument = Omit<Invoice, 'figures' | 'total' | 'balance' | 'invoiceStatus'>

/** The invoice with its figures, SPEC §3's decimal `total` and `balance`, and its status. */
export function withFigures(invoice: InvoiceDocument, today: string): Invoice {
  const figures = invoiceFigures(invoice.lines, invoice.payments)
  return {
    ...invoice,
    figures,
    total: toMajorUnits(figures.total),
    balance: toMajorUnits(figures.balance),
    invoiceStatus: invoiceStatusOf(
      { figures, dueDate: invoice.dueDate, history: invoice.history },
      today,
    ),
  }
}
