import { deleteInvoices, fetchInvoices } from '../../api/invoices'
import {
  type Invoice,
  type InvoicesQuery,
  invoiceSortColumns,
  type InvoiceStatus,
  invoiceStatuses,
  type InvoiceStatusSummary,
} from '../../api/types/invoices'
import { createListMachine } from '../list/listMachine'
import { listShape, type ListParams, pageQuery } from '../list/listParams'

export type InvoiceFilters = { status: string }

/** SPEC §9: page 1 of 10; no sort column keeps the back end's order (by number). */
export const invoicesListShape = listShape<InvoiceFilters>({
  filters: { status: '' },
  sortColumns: invoiceSortColumns,
})
export const defaultInvoiceParams = invoicesListShape.defaults

/** The status a filter value names, in any letter case (SPEC §5), or none. */
export function invoiceStatusNamed(value: string): InvoiceStatus | undefined {
  const wanted = value.trim().toLowerCase()
  return invoiceStatuses.find((status) => status.toLowerCase() === wanted)
}

/** The list call's query for these params. */
export function invoicesQueryOf(params: ListParams<InvoiceFilters>): InvoicesQuery {
  const status = invoiceStatusNamed(params.filters.status)
  return { ...pageQuery(params, invoiceSortColumns), ...(status ? { status } : {}) }
}

/**
 * The invoices table: the kit's list machine with the invoice calls. Each load answers the
 * per-status summary too (`summary`), so the stat cards follow every write.
 */
export const invoicesListMachine = createListMachine<
  Invoice,
  InvoiceFilters,
  InvoiceStatusSummary[]
>({
  shape: invoicesListShape,
  load: async (params, signal) => {
    const page = await fetchInvoices(invoicesQueryOf(params), signal)
    return { total: page.total, rows: page.invoices, summary: page.summary }
  },
  remove: deleteInvoices,
})
