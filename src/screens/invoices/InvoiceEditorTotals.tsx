import { useTranslation } from 'react-i18next'
import { editorFiguresOf } from '../../machines/invoices/invoiceEditorRules'
import { InvoiceEditorContext } from './invoiceEditorContext'
import { formatMoney } from './invoiceFormat'

/** The running totals (the shared calculation, `invoiceFigures`), as the lines are typed. */
export function InvoiceEditorTotals() {
  const { t, i18n } = useTranslation()
  const fields = InvoiceEditorContext.useSelector((snapshot) => snapshot.context.fields)
  const paid = InvoiceEditorContext.useSelector(
    (snapshot) => snapshot.context.invoice?.figures.paid ?? 0,
  )
  const figures = editorFiguresOf(fields, paid)
  const money = (minor: number) => formatMoney(i18n.language, fields.currency, minor)
  const rows: Array<[string, number]> = [
    ['invoices.preview.subtotal', figures.subtotal],
    ['invoices.preview.discount', figures.discount],
    ['invoices.preview.tax', figures.tax],
    ['invoices.preview.total', figures.total],
    ...(paid > 0
      ? ([
          ['invoices.preview.paid', figures.paid],
          ['invoices.preview.balance', figures.balance],
        ] satisfies Array<[string, number]>)
      : []),
  ]
  return (
    <section className="cea-invoice-editor__totals" aria-label={t('invoices.preview.totalsLabel')}>
      <dl aria-live="polite">
        {rows.map(([key, amount]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{money(amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
