// The invoice calls of SPEC §7 and those added beyond it (README, "Calls added beyond §7").
import { delay, http, HttpResponse } from 'msw'
import type { InvoiceClientsResponse, InvoicesPage } from '../../api/types/invoices'
import { invoicesReadHandlers } from './invoices/invoicesRead'
import { invoicesWriteHandlers } from './invoices/invoicesWrite'

export { insertInvoice } from './invoices/invoicesWrite'
export { invoicesTable } from './invoices/invoicesTable'

export const invoicesHandlers = [...invoicesReadHandlers, ...invoicesWriteHandlers]

const readPaths = [
  '*/apps/invoice/invoices',
  '*/api/invoice/invoices/:id?',
  '*/api/invoice/clients',
] as const

/** Story states of the invoice screens. */
export const invoicesScenarios = {
  empty: [
    http.get(readPaths[0], () =>
      HttpResponse.json({
        allData: [],
        total: 0,
        invoices: [],
        summary: [],
      } satisfies InvoicesPage),
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
