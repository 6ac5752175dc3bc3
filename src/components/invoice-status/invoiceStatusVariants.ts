import type { InvoiceStatus } from '../../api/types/invoices'

/** The Primer `Label` variant of each invoice status, wherever an invoice's status shows. */
export const invoiceStatusVariants: Record<
  InvoiceStatus,
  'success' | 'attention' | 'danger' | 'secondary' | 'accent'
> = {
  Paid: 'success',
  Downloaded: 'accent',
  Sent: 'accent',
  Draft: 'secondary',
  'Partial Payment': 'attention',
  'Past Due': 'danger',
}
