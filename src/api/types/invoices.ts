// Invoice entities of SPEC §3 and §4, and the shapes of the invoice calls of §7.
import type { SortDirection } from './common'

export const invoiceStatuses = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
] as const
export type InvoiceStatus = (typeof invoiceStatuses)[number]

export interface InvoiceClient {
  address: string
  company: string
  companyEmail: string
  country: string
  contact: string
  name: string
}

export interface Invoice {
  id: number
  /** YYYY-MM-DD */
  issuedDate: string
  client: InvoiceClient
  service: string
  total: number
  avatar: string
  invoiceStatus: InvoiceStatus
  /** Still owed: a number (0 when settled) or a signed dollar string such as '-$205.00' or '$724'. */
  balance: number | string
  /** YYYY-MM-DD */
  dueDate: string
}

/** What the preview adds to an invoice. */
export interface PaymentDetails {
  /** Formatted amount, e.g. '$3,428.50'. */
  totalDue: string
  bankName: string
  country: string
  iban: string
  swiftCode: string
}

/** Columns GET /apps/invoice/invoices can sort by; `client` sorts by the client's name. */
export const invoiceSortColumns = [
  'id',
  'issuedDate',
  'client',
  'service',
  'total',
  'invoiceStatus',
  'balance',
  'dueDate',
] as const
export type InvoiceSortColumn = (typeof invoiceSortColumns)[number]

export interface InvoicesQuery {
  q?: string
  perPage?: number
  page?: number
  /** Any letter case. */
  status?: string
  sort?: SortDirection
  sortColumn?: InvoiceSortColumn
  /** Beyond §7: only this client's invoices, by email or name (either matches, any letter case). */
  clientEmail?: string
  clientName?: string
}

/** GET /apps/invoice/invoices. */
export interface InvoicesPage {
  /** Every invoice matching the search and filter, sorted, before paging. */
  allData: Invoice[]
  total: number
  invoices: Invoice[]
}

/** GET /api/invoice/invoices/{id}. */
export interface InvoicePreview {
  invoice: Invoice
  paymentDetails: PaymentDetails
}

/** GET /api/invoice/clients. */
export interface InvoiceClientsResponse {
  clients: InvoiceClient[]
}
