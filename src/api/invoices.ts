// Typed calls of the invoice area (SPEC §7 "Invoice").
import { apiRequest } from './http'
import type {
  InvoiceClientsResponse,
  InvoicePreview,
  InvoicesPage,
  InvoicesQuery,
} from './types/invoices'

export async function fetchInvoices(
  params: InvoicesQuery = {},
  signal?: AbortSignal,
): Promise<InvoicesPage> {
  return apiRequest<InvoicesPage>('/apps/invoice/invoices', { query: { ...params }, signal })
}

export async function fetchInvoice(id: number, signal?: AbortSignal): Promise<InvoicePreview> {
  return apiRequest<InvoicePreview>(`/api/invoice/invoices/${encodeURIComponent(id)}`, { signal })
}

export async function deleteInvoice(id: number): Promise<void> {
  await apiRequest<unknown>('/apps/invoice/delete', { method: 'DELETE', query: { id } })
}

export async function fetchInvoiceClients(signal?: AbortSignal): Promise<InvoiceClientsResponse> {
  return apiRequest<InvoiceClientsResponse>('/api/invoice/clients', { signal })
}
