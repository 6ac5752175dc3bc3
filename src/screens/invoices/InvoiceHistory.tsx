import { useTranslation } from 'react-i18next'
import type { Invoice } from '../../api/types/invoices'
import { formatMoney } from './invoiceFormat'

/** What happened to the invoice, newest first: what, who and when (`Intl`, the page's language). */
export function InvoiceHistory({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation()
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const entries = invoice.history.map((entry, index) => ({ entry, index })).reverse()
  return (
    <section className="cea-invoice-history" aria-labelledby="invoice-history-title">
      <h2 id="invoice-history-title" className="cea-invoice-history__title">
        {t('invoices.preview.history.title')}
      </h2>
      <ol className="cea-invoice-history__list">
        {entries.map(({ entry, index }) => (
          <li key={index}>
            <span className="cea-invoice-history__what">
              {t(`invoices.preview.history.${entry.kind}`, {
                amount:
                  entry.amount === undefined
                    ? ''
                    : formatMoney(i18n.language, invoice.currency, entry.amount),
              })}
            </span>
            <span className="cea-invoice-history__meta">
              {t('invoices.preview.history.byAt', {
                by: entry.by,
                at: when.format(new Date(entry.at)),
              })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
