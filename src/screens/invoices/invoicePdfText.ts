import type { TFunction } from 'i18next'
import { lineFigures } from '../../api/invoiceFigures'
import type { InvoicePreview } from '../../api/types/invoices'
import type { InvoicePdfText } from '../../machines/invoices/invoicePdf'
import { formatDay, formatMoney, statusText } from './invoiceFormat'

/** The number of a quantity in the page's language (8.33 → "8,33" in French). */
export const formatQuantity = (language: string, quantity: number): string =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(quantity)

/** The invoice's figures as label–value lines, from the one calculation module's answer. */
export function totalsOf(t: TFunction, language: string, { invoice }: InvoicePreview) {
  const money = (minor: number) => formatMoney(language, invoice.currency, minor)
  const { figures } = invoice
  return [
    { key: 'subtotal', label: t('invoices.preview.subtotal'), value: money(figures.subtotal) },
    { key: 'discount', label: t('invoices.preview.discount'), value: money(-figures.discount) },
    { key: 'tax', label: t('invoices.preview.tax'), value: money(figures.tax) },
    { key: 'total', label: t('invoices.preview.total'), value: money(figures.total) },
    { key: 'paid', label: t('invoices.preview.paid'), value: money(figures.paid) },
    { key: 'balance', label: t('invoices.preview.balance'), value: money(figures.balance) },
  ]
}

/** What the PDF says: the same figures as the page, worded by `t` in `language`. */
export function invoicePdfTextOf(
  t: TFunction,
  language: string,
  answer: InvoicePreview,
): InvoicePdfText {
  const { invoice } = answer
  const money = (minor: number) => formatMoney(language, invoice.currency, minor)
  return {
    title: t('invoices.preview.documentTitle', {
      number: t('invoices.number', { id: invoice.id }),
    }),
    facts: [
      [t('invoices.preview.issued'), formatDay(language, invoice.issuedDate)],
      [t('invoices.preview.due'), formatDay(language, invoice.dueDate)],
      [t('invoices.preview.status'), statusText(t, invoice.invoiceStatus)],
      [t('invoices.preview.salesperson'), invoice.salesperson],
    ],
    billTo: {
      heading: t('invoices.preview.billTo'),
      lines: [
        invoice.client.name,
        invoice.client.company,
        invoice.client.address,
        invoice.client.country,
        invoice.client.companyEmail,
      ],
    },
    columns: [
      t('invoices.preview.item'),
      t('invoices.preview.description'),
      t('invoices.preview.cost'),
      t('invoices.preview.quantity'),
      t('invoices.preview.lineTotal'),
    ],
    rows: invoice.lines.map((line) => [
      line.item,
      line.description,
      money(line.cost),
      formatQuantity(language, line.quantity),
      money(lineFigures(line).total),
    ]),
    totals: totalsOf(t, language, answer).map(({ label, value }) => [label, value]),
    notes: [
      [t('invoices.preview.note'), invoice.note],
      [t('invoices.preview.terms'), invoice.terms],
    ],
  }
}
