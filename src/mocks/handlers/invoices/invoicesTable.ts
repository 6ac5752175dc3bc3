// The invoices as stored: each invoice with its figures and status, plus the flat fields the
// repository's list query filters, searches and sorts by. Numbers come from a counter, so a
// number is never issued twice or skipped (a failed write takes none).
import { type InvoiceDocument, withFigures } from '../../../api/invoiceFigures'
import type { Invoice } from '../../../api/types/invoices'
import { createInvoiceDocuments, lastSampleInvoiceId } from '../../../fixtures/invoices'
import { dateFrom } from '../../../fixtures/dates'
import { defineDocument, defineTable } from '../../db/table'

export interface StoredInvoice extends Invoice {
  /** The client's name, the list's `client` column. */
  clientName: string
  /** The client's email and name in lower case: the one-client filter of the user view. */
  clientEmailKey: string
  clientNameKey: string
  /** 'paid' when nothing is owed: SPEC §7's search word for a zero balance. */
  settled: 'paid' | ''
}

/** The day the back end counts as today (statuses, new invoices' dates): the sample data's day. */
export const todayOf = (referenceDay: Date): string => dateFrom(referenceDay, 0)

/** The invoice with its figures, status and list fields, as stored. */
export function toStoredInvoice(document: InvoiceDocument, today: string): StoredInvoice {
  const invoice = withFigures(document, today)
  return {
    ...invoice,
    clientName: invoice.client.name,
    clientEmailKey: invoice.client.companyEmail.toLowerCase(),
    clientNameKey: invoice.client.name.toLowerCase(),
    settled: invoice.figures.balance === 0 ? 'paid' : '',
  }
}

/** The invoice as the calls answer it (SPEC §3 fields and the document's own). */
export function toInvoice(stored: StoredInvoice): Invoice {
  const {
    clientName: _name,
    clientEmailKey: _email,
    clientNameKey: _nameKey,
    settled: _settled,
    ...invoice
  } = stored
  return invoice
}

/** What an invoice is made of, without what is computed from it. */
export function toDocument(stored: StoredInvoice): InvoiceDocument {
  const {
    figures: _figures,
    total: _total,
    balance: _balance,
    invoiceStatus: _status,
    ...document
  } = toInvoice(stored)
  return document
}

// Named apart from the first `invoices` table, whose rows (no lines) a browser may still hold.
export const invoicesTable = defineTable<StoredInvoice>('invoiceDocuments', (referenceDay) =>
  createInvoiceDocuments(referenceDay).map((document) =>
    toStoredInvoice(document, todayOf(referenceDay)),
  ),
)

/** The last invoice number issued. */
export const invoiceNumbersTable = defineDocument<{ lastNumber: number }>('invoiceNumbers', () => ({
  lastNumber: lastSampleInvoiceId,
}))
