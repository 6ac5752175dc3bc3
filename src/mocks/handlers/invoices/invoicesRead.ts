// The invoice reads of SPEC §7: the list (filter, search, sort and page in the repository's list
// query), one invoice with its payment details, the first five clients.
import {
  type InvoiceClientsResponse,
  type InvoicePreview,
  type InvoicesPage,
  type InvoiceStatusSummary,
  invoiceStatuses,
  type InvoiceSortColumn,
} from '../../../api/types/invoices'
import { createPaymentDetails } from '../../../fixtures/invoices'
import type { RepositoryReader, RowQuery } from '../../db/repository'
import { badRequest, notFound } from '../../http/errors'
import { idParam, readQuery } from '../../http/input'
import { route } from '../../http/route'
import { z } from 'zod'
import { invoicesQuery } from './invoiceInput'
import { invoicesTable, type StoredInvoice, toInvoice } from './invoicesTable'

/** The stored field each list column sorts by. */
const sortFields: Record<InvoiceSortColumn, keyof StoredInvoice & string> = {
  id: 'id',
  issuedDate: 'issuedDate',
  client: 'clientName',
  service: 'service',
  total: 'total',
  invoiceStatus: 'invoiceStatus',
  balance: 'balance',
  dueDate: 'dueDate',
}

/** SPEC §7's search: client email and name, number, total, balance, due date; "paid" a zero balance. */
const searchFields = [
  'client.companyEmail',
  'client.name',
  'id',
  'total',
  'balance',
  'dueDate',
  'settled',
] as const

/** The one-client filter: an email, a name, or either (the emails of the invoices with that name). */
async function clientEmails(
  repo: RepositoryReader,
  email: string | undefined,
  name: string | undefined,
): Promise<string[] | undefined> {
  if (!email && !name) return undefined
  const named = name
    ? (await repo.list(invoicesTable, { where: { clientNameKey: name } })).rows
    : []
  return [...new Set([...(email ? [email] : []), ...named.map((row) => row.clientEmailKey)])]
}

/** Count and totals per status, over every invoice. */
async function statusSummary(repo: RepositoryReader): Promise<InvoiceStatusSummary[]> {
  const { rows } = await repo.list(invoicesTable)
  return invoiceStatuses.map((status) => {
    const ofStatus = rows.filter((row) => row.invoiceStatus === status)
    const sums = new Map<StoredInvoice['currency'], number>()
    for (const row of ofStatus)
      sums.set(row.currency, (sums.get(row.currency) ?? 0) + row.figures.total)
    return {
      status,
      count: ofStatus.length,
      sums: [...sums].map(([currency, amount]) => ({ currency, amount })),
    }
  })
}

const idPath = z.object({ id: idParam })

export const invoicesReadHandlers = [
  route('get', '/apps/invoice/invoices', async ({ url, repo }): Promise<InvoicesPage> => {
    const query = readQuery(url, invoicesQuery)
    const emails = await clientEmails(repo, query.clientEmail, query.clientName)
    const listQuery: RowQuery<StoredInvoice> = {
      where: {
        invoiceStatus: query.status,
        clientEmailKey: emails ? { in: emails } : undefined,
      },
      q: query.q,
      searchFields,
      sortColumn: query.sortColumn ? sortFields[query.sortColumn] : undefined,
      sort: query.sort,
    }
    const [all, page, summary] = await Promise.all([
      repo.list(invoicesTable, listQuery),
      repo.list(invoicesTable, { ...listQuery, page: query.page, perPage: query.perPage }),
      statusSummary(repo),
    ])
    return {
      allData: all.rows.map(toInvoice),
      total: all.total,
      invoices: page.rows.map(toInvoice),
      summary,
    }
  }),

  // The id is optional in the pattern so a missing one gets a 400 here instead of going to the network.
  route<{ id?: string }>(
    'get',
    '/api/invoice/invoices/:id?',
    async ({ params, repo }): Promise<InvoicePreview> => {
      const parsed = idPath.safeParse(params)
      if (!parsed.success)
        throw badRequest('Invalid invoice id: it must be a positive whole number.')
      const stored = await repo.get(invoicesTable, parsed.data.id)
      if (!stored) throw notFound(`There is no invoice with id ${parsed.data.id}.`)
      const invoice = toInvoice(stored)
      return { invoice, paymentDetails: createPaymentDetails(invoice) }
    },
  ),

  route('get', '/api/invoice/clients', async ({ repo }): Promise<InvoiceClientsResponse> => {
    // Clients repeat across invoices: the first five different ones, by email.
    const clients = new Map(
      (await repo.list(invoicesTable)).rows.map((invoice) => [
        invoice.client.companyEmail,
        invoice.client,
      ]),
    )
    return { clients: [...clients.values()].slice(0, 5) }
  }),
]
