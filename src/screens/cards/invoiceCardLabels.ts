import type { TFunction } from 'i18next'
import type { RecentInvoicesLabels } from '../../components/cards/InvoiceCards'
import { words } from './useCardKit'

/** The recent invoices card's words in the active language (the dashboards' and the samples'). */
export function recentInvoicesLabels(t: TFunction): RecentInvoicesLabels {
  return {
    ...words(t, 'cards.recentInvoices', [
      'title',
      'invoice',
      'client',
      'total',
      'issued',
      'status',
      'tableLabel',
    ]),
    invoiceNumber: (id) => t('cards.recentInvoices.invoiceNumber', { id }),
  }
}
