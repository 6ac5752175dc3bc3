// Invoice entities of SPEC §3 and §4, and the shapes of the invoice calls of §7 and those added
// beyond it (README, "Calls added beyond §7"). Amounts named `…Minor` and every amount inside
// `lines`, `payments` and `figures` are integer minor units (cents); `total` and `balance` are
// the decimal amounts SPEC §3 names (4850.5), made from them.
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

/** The currencies an invoice may be written in (ISO 4217, two decimals each). */
export const invoiceCurrencies = ['USD', 'EUR', 'GBP'] as const
export type InvoiceCurrency = (typeof invoiceCurrencies)[number]

export const paymentMethods = ['Bank Transfer', 'Credit Card', 'Cash', 'PayPal'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

/** An invoice's figures (`invoiceFigures`): sums of its rounded lines, and what is still owed. */
export interface InvoiceFigures {
  subtotal: number
  discount: number
  tax: number
  total: number
  paid: number
  balance: number
}

export interface InvoiceClient {
  address: string
  company: string
  companyEmail: string
  country: string
  contact: string
  name: string
}

/** One line of an invoice. */
export interface InvoiceLine {
  item: string
  description: string
  /** Price of one, in minor units. */
  cost: number
  /** Up to three decimals (hours: 8.33). */
  quantity: number
  /** Discount of this line, 0–100 %, taken before tax. */
  discount: number
  /** Tax rate of this line, 0–100 %. */
  taxRate: number
}

export interface InvoicePayment {
  /** Minor units. */
  amount: number
  /** YYYY-MM-DD */
  date: string
  method: PaymentMethod
  note: string
}

export const invoiceActivityKinds = [
  'created',
  'edited',
  'sent',
  'paymentAdded',
  'downloaded',
] as const
export type InvoiceActivityKind = (typeof invoiceActivityKinds)[number]

/** One entry of an invoice's history: what happened, who did it and when. */
export interface InvoiceActivity {
  kind: InvoiceActivityKind
  /** ISO instant. */
  at: string
  /** The full name of who did it. */
  by: string
  /** A payment's amount (minor units), for `paymentAdded`. */
  amount?: number
  /** What an edit changed (field names) or which invoice a duplicate was made from (`#3101`). */
  detail?: string
}

export interface Invoice {
  /** The invoice number: numbers are issued one after another, none skipped. */
  id: number
  /** YYYY-MM-DD */
  issuedDate: string
  client: InvoiceClient
  service: string
  /** Decimal amount (SPEC §3): `figures.total` / 100. */
  total: number
  avatar: string
  invoiceStatus: InvoiceStatus
  /** Decimal amount still owed (SPEC §3 allows a number): `figures.balance` / 100; 0 when settled. */
  balance: number
  /** YYYY-MM-DD */
  dueDate: string
  currency: InvoiceCurrency
  salesperson: string
  note: string
  terms: string
  lines: InvoiceLine[]
  payments: InvoicePayment[]
  /** Oldest first. */
  history: InvoiceActivity[]
  /** Minor units, from `lines` and `payments` by `invoiceFigures`. */
  figures: InvoiceFigures
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

/** Per status: how many invoices, and their totals summed per currency (minor units). */
export interface InvoiceStatusSummary {
  status: InvoiceStatus
  count: number
  sums: Array<{ currency: InvoiceCurrency; amount: number }>
}

/** GET /apps/invoice/invoices. */
export interface InvoicesPage {
  /** Every invoice matching the search and filter, sorted, before paging. */
  allData: Invoice[]
  total: number
  invoices: Invoice[]
  /** Beyond §7: every status (of all invoices, whatever the query), in `invoiceStatuses` order. */
  summary: InvoiceStatusSummary[]
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

/** What add-invoice takes and update-invoice may change. */
export interface InvoiceDraft {
  issuedDate: string
  dueDate: string
  client: InvoiceClient
  service: string
  currency: InvoiceCurrency
  salesperson: string
  note: string
  terms: string
  lines: InvoiceLine[]
}

/** POST /apps/invoice/update-invoice: the id and the fields that change. */
export type InvoiceUpdate = { id: number } & Partial<InvoiceDraft>

/** POST /apps/invoice/add-payment. */
export interface NewInvoicePayment {
  id: number
  /** Minor units: at least 1, at most the balance. */
  amount: number
  date: string
  method: PaymentMethod
  note?: string
}

/** The answer of every invoice write (add, update, duplicate, send, add payment, download). */
export interface InvoiceResponse {
  invoice: Invoice
}

/** The email a send goes with; `attachment` is the PDF the page made (base64). */
export interface InvoiceEmail {
  to: string
  subject: string
  message: string
  attachment?: { fileName: string; contentBase64: string }
}

/** POST /apps/invoice/send: several invoices at once, all or none. */
export interface InvoicesResponse {
  invoices: Invoice[]
}
