// Typed calls of the invoice area (SPEC §7 "Invoice" and those added beyond it, README).
import { apiRequest } from './http'
import type {
  InvoiceClientsResponse,
  InvoiceDraft,
  InvoiceEmail,
  InvoicePreview,
  InvoiceResponse,
  InvoicesPage,
  InvoicesQuery,
  InvoicesResponse,
  InvoiceUpdate,
  NewInvoicePayment,
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

export async function fetchInvoiceClients(signal?: AbortSignal): Promise<InvoiceClientsResponse> {
  return apiRequest<InvoiceClientsResponse>('/api/invoice/clients', { signal })
}

export async function addInvoice(invoice: InvoiceDraft): Promise<InvoiceResponse> {
  return apiRequest<InvoiceResponse>('/apps/invoice/add-invoice', {
    method: 'POST',
    body: { invoice },
  })
}

/** Only the fields given change. */
export async function updateInvoice(update: InvoiceUpdate): Promise<InvoiceResponse> {
  return apiRequest<InvoiceResponse>('/apps/invoice/update-invoice', {
    method: 'POST',
    body: update,
  })
}

/** A new Draft made from invoice `id`. */
export async function duplicateInvoice(id: number): Promise<InvoiceResponse> {
  return apiRequest<InvoiceResponse>('/apps/invoice/duplicate', { method: 'POST', body: { id } })
}

/** Deletes every invoice named, or none (404 when one is unknown). */
export async function deleteInvoices(ids: readonly number[]): Promise<void> {
  await apiRequest<unknown>('/apps/invoice/delete', { method: 'DELETE', query: { id: ids } })
}

/** Sends every invoice named, or none; `email` goes with them into the Email app's Sent. */
export async function sendInvoices(
  ids: readonly number[],
  email?: InvoiceEmail,
): Promise<InvoicesResponse> {
  return apiRequest<InvoicesResponse>('/apps/invoice/send', {
    method: 'POST',
    body: { ids: [...ids], ...(email ? { email } : {}) },
  })
}

/** Never more than the balance (400 otherwise). */
export async function addInvoicePayment(payment: NewInvoicePayment): Promise<InvoiceResponse> {
  return apiRequest<InvoiceResponse>('/apps/invoice/add-payment', {
    method: 'POST',
    body: payment,
  })
}

/** Records that the invoice's PDF was downloaded (status Downloaded). */
export async function recordInvoiceDownload(id: number): Promise<InvoiceResponse> {
  return apiRequest<InvoiceResponse>('/apps/invoice/download', { method: 'POST', body: { id } })
}
