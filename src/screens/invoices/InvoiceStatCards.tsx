import { Text } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { invoiceStatuses } from '../../api/types/invoices'
import { formatMoney, statusText } from './invoiceFormat'
import { useInvoicesList } from './invoicesContext'

/** Per status: how many invoices and their totals (per currency), counted by the back end. */
export function InvoiceStatCards() {
  const { t, i18n } = useTranslation()
  const summary = useInvoicesList((snapshot) => snapshot.context.summary)
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <ul className="cea-invoice-stats" aria-label={t('invoices.stats.label')}>
      {invoiceStatuses.map((status) => {
        const entry = summary?.find((candidate) => candidate.status === status)
        const sums = entry?.sums ?? []
        return (
          <li key={status} className="cea-invoice-stats__card" data-status={status}>
            <Text as="span" className="cea-invoice-stats__label">
              {statusText(t, status)}
            </Text>
            <Text as="span" className="cea-invoice-stats__count">
              {entry
                ? t('invoices.stats.count', {
                    count: entry.count,
                    number: number.format(entry.count),
                  })
                : '–'}
            </Text>
            <Text as="span" className="cea-invoice-stats__sum">
              {sums.length > 0
                ? sums
                    .map((sum) => formatMoney(i18n.language, sum.currency, sum.amount))
                    .join(' · ')
                : entry
                  ? formatMoney(i18n.language, 'USD', 0)
                  : ''}
            </Text>
          </li>
        )
      })}
    </ul>
  )
}
