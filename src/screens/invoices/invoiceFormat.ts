import type { TFunction } from 'i18next'
import type { InvoiceCurrency, InvoiceStatus } from '../../api/types/invoices'

/** Minor units in the invoice's currency, in the page's language: 41234 USD → "$412.34". */
export function formatMoney(language: string, currency: InvoiceCurrency, minor: number): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100)
}

/** A calendar date (YYYY-MM-DD) as the language writes it; the date is the same everywhere. */
export function formatDay(language: string, day: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )
}

const statusKeys: Record<InvoiceStatus, string> = {
  Paid: 'paid',
  Downloaded: 'downloaded',
  Sent: 'sent',
  Draft: 'draft',
  'Partial Payment': 'partialPayment',
  'Past Due': 'pastDue',
}

/** A status in the page's language. */
export const statusText = (t: TFunction, status: InvoiceStatus): string =>
  t(`invoices.status.${statusKeys[status]}`)

/** The preview of an invoice (the list's rows link to it). */
export const invoicePreviewPath = (id: number) => `/apps/invoice/preview/${id}`

/** The editor of an invoice (the list's row action and the preview link to it). */
export const invoiceEditPath = (id: number) => `/apps/invoice/edit/${id}`

/** The editor of a new invoice. */
export const invoiceAddPath = '/apps/invoice/add'
