import type { Invoice, InvoiceStatus } from '../../../api/types/invoices'

// Made-up records of the samples (screens do not import src/fixtures): the invoice cards'
// invoices, newest first, with fixed dates, and the virtual table's generated orders. Amounts are
// written in cents; the decimal `total` the invoice cards show comes from them.

interface SampleInvoiceLine {
  id: number
  issuedDate: string
  company: string
  contact: string
  service: string
  /** Minor units (cents). */
  totalMinor: number
  status: InvoiceStatus
}

const invoiceOf = (line: SampleInvoiceLine): Invoice => {
  const isPaid = line.status === 'Paid'
  const balanceMinor = isPaid ? 0 : line.totalMinor
  return {
    id: line.id,
    issuedDate: line.issuedDate,
    client: {
      address: '',
      company: line.company,
      companyEmail: `billing@${line.company.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
      country: '',
      contact: '',
      name: line.contact,
    },
    service: line.service,
    total: line.totalMinor / 100,
    avatar: '',
    invoiceStatus: line.status,
    balance: balanceMinor / 100,
    dueDate: line.issuedDate,
    currency: 'USD',
    salesperson: '',
    note: '',
    terms: '',
    lines: [],
    payments: [],
    history: [],
    figures: {
      subtotal: line.totalMinor,
      discount: 0,
      tax: 0,
      total: line.totalMinor,
      paid: line.totalMinor - balanceMinor,
      balance: balanceMinor,
    },
  }
}

const newestInvoiceLines: readonly SampleInvoiceLine[] = [
  {
    id: 4127,
    issuedDate: '2026-03-15',
    company: 'Northwind Traders',
    contact: 'Amara Okafor',
    service: 'Web design',
    totalMinor: 482_550,
    status: 'Paid',
  },
  {
    id: 4126,
    issuedDate: '2026-03-14',
    company: 'Halden Studio',
    contact: 'Jonas Lindqvist',
    service: 'UI audit',
    totalMinor: 129_900,
    status: 'Sent',
  },
  {
    id: 4125,
    issuedDate: '2026-03-12',
    company: 'Kestrel Outdoor',
    contact: 'Farah Karimi',
    service: 'App hosting',
    totalMinor: 36_000,
    status: 'Paid',
  },
  {
    id: 4124,
    issuedDate: '2026-03-10',
    company: 'Baobab Foods',
    contact: 'Emeka Eze',
    service: 'Brand refresh',
    totalMinor: 215_075,
    status: 'Paid',
  },
  {
    id: 4123,
    issuedDate: '2026-03-06',
    company: 'Lumen Clinics',
    contact: 'Dalia Haddad',
    service: 'Support plan',
    totalMinor: 64_000,
    status: 'Past Due',
  },
]

/** The five newest invoices, newest first. */
export const sampleInvoices: readonly Invoice[] = newestInvoiceLines.map(invoiceOf)

/** The payments received: the paid ones among them. */
export const samplePayments: readonly Invoice[] = sampleInvoices.filter(
  (invoice) => invoice.invoiceStatus === 'Paid',
)

/** An order of the virtual table's sample. */
export interface SampleOrder {
  id: number
  /** Minor units (cents). */
  amountMinor: number
}

/** Five hundred generated orders, numbered from 10001, their amounts from a fixed pattern. */
export const generatedOrders: readonly SampleOrder[] = Array.from({ length: 500 }, (_, index) => ({
  id: 10_001 + index,
  amountMinor: 1_250 + ((index * 7_919) % 48_000),
}))
