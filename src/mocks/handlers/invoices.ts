import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import {
  type Invoice,
  type InvoiceClientsResponse,
  type InvoicePreview,
  type InvoicesPage,
  type InvoiceStatus,
  invoiceSortColumns,
  invoiceStatuses,
} from '../../api/types/invoices'
import { createInvoices, createPaymentDetails } from '../../fixtures/invoices'
import { queryList, whenGiven } from '../db/listQuery'
import { defineTable } from '../db/table'
import { badRequest, notFound } from '../http/errors'
import { idParam, positiveInt, queryText, readQuery, sortDirection } from '../http/input'
import { route } from '../http/route'

export const invoicesTable = defineTable<Invoice>('invoices', createInvoices)

/** A balance as a number: 724, '$724', '-$205.00' and '$1,480.75' alike. */
export function balanceAmount(balance: number | string): number {
  if (typeof balance === 'number') return balance
  const amount = Number(balance.replace(/[$,\s]/g, ''))
  return Number.isFinite(amount) ? amount : 0
}

/** An invoice with the keys the list sorts by and the searches it matches. */
interface InvoiceRow {
  invoice: Invoice
  id: number
  issuedDate: string
  client: string
  service: string
  total: number
  invoiceStatus: string
  balance: number
  dueDate: string
}

const toRow = (invoice: Invoice): InvoiceRow => ({
  invoice,
  id: invoice.id,
  issuedDate: invoice.issuedDate,
  client: invoice.client.name,
  service: invoice.service,
  total: invoice.total,
  invoiceStatus: invoice.invoiceStatus,
  balance: balanceAmount(invoice.balance),
  dueDate: invoice.dueDate,
})

const statusByLowerCase = new Map<string, InvoiceStatus>(
  invoiceStatuses.map((status) => [status.toLowerCase(), status]),
)

const invoicesQuery = z.object({
  q: queryText,
  perPage: positiveInt(10),
  page: positiveInt(1),
  // SPEC §5: the status filter is case-insensitive.
  status: z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value) return undefined
      const status = statusByLowerCase.get(value.trim().toLowerCase())
      if (!status) {
        context.addIssue({
          code: 'custom',
          message: `must be one of ${invoiceStatuses.join(', ')}`,
        })
        return z.NEVER
      }
      return status
    }),
  sort: sortDirection,
  sortColumn: z.enum(invoiceSortColumns).or(z.literal('')).optional(),
  // Beyond §7, for the user view: one client's invoices, by email or name (either matches).
  clientEmail: z.string().trim().toLowerCase().max(320).optional(),
  clientName: z.string().trim().toLowerCase().max(120).optional(),
})

/** Whether an invoice's client is the one named by email or name (any letter case). */
function isClient(invoice: Invoice, email: string | undefined, name: string | undefined): boolean {
  const client = invoice.client
  return (
    (!!email && client.companyEmail.toLowerCase() === email) ||
    (!!name && client.name.toLowerCase() === name)
  )
}

const idQuery = z.object({ id: idParam })
const idPath = z.object({ id: idParam })

export const invoicesHandlers = [
  route('get', '/apps/invoice/invoices', async ({ url, repo }): Promise<InvoicesPage> => {
    const query = readQuery(url, invoicesQuery)
    // The status is a field; search, client and sort use computed keys, made here over the rows.
    const listed = await repo.list(invoicesTable, { where: { invoiceStatus: query.status } })
    const matching = queryList(listed.rows.map(toRow), {
      q: query.q,
      searchFields: [
        (row) => row.invoice.client.companyEmail,
        (row) => row.invoice.client.name,
        (row) => row.invoice.id,
        (row) => row.invoice.total,
        (row) => row.invoice.balance,
        (row) => row.invoice.dueDate,
        // A settled invoice also matches the word "paid" (and any part of it, as text search does).
        (row) => (row.balance === 0 ? 'paid' : ''),
      ],
      filters: [
        whenGiven(query.clientEmail || query.clientName, (row) =>
          isClient(row.invoice, query.clientEmail, query.clientName),
        ),
      ],
      sortColumn: query.sortColumn || undefined,
      sort: query.sort,
    })
    const page = queryList(matching.rows, { page: query.page, perPage: query.perPage })
    return {
      allData: matching.rows.map((row) => row.invoice),
      total: matching.total,
      invoices: page.rows.map((row) => row.invoice),
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
      const invoice = await repo.get(invoicesTable, parsed.data.id)
      if (!invoice) throw notFound(`There is no invoice with id ${parsed.data.id}.`)
      return { invoice, paymentDetails: createPaymentDetails(invoice) }
    },
  ),

  route('delete', '/apps/invoice/delete', async ({ url, repo }) => {
    const { id } = readQuery(url, idQuery)
    await repo.transaction(async (tx) => {
      if (!(await tx.remove(invoicesTable, id)))
        throw notFound(`There is no invoice with id ${id}.`)
    })
  }),

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

const readPaths = [
  '*/apps/invoice/invoices',
  '*/api/invoice/invoices/:id?',
  '*/api/invoice/clients',
] as const

/** Story states of the invoice screens. */
export const invoicesScenarios = {
  empty: [
    http.get(readPaths[0], () =>
      HttpResponse.json({ allData: [], total: 0, invoices: [] } satisfies InvoicesPage),
    ),
    http.get(readPaths[2], () =>
      HttpResponse.json({ clients: [] } satisfies InvoiceClientsResponse),
    ),
  ],
  error: readPaths.map((path) =>
    http.get(path, () =>
      HttpResponse.json(
        { message: 'The invoices could not be loaded. Try again.' },
        { status: 500 },
      ),
    ),
  ),
  loading: readPaths.map((path) =>
    http.get(path, async () => {
      await delay('infinite')
    }),
  ),
}
