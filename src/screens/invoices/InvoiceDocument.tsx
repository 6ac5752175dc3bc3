import { useTranslation } from 'react-i18next'
import { lineFigures } from '../../api/invoiceFigures'
import type { InvoicePreview } from '../../api/types/invoices'
import { formatDay, formatMoney, statusText } from './invoiceFormat'
import { formatQuantity, totalsOf } from './invoicePdfText'

/**
 * The invoice as a document: issuer, number, dates, client, payment details, lines, totals,
 * note and terms. What the print stylesheet keeps on the page.
 */
export function InvoiceDocument({ answer }: { answer: InvoicePreview }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const { invoice, paymentDetails } = answer
  const money = (minor: number) => formatMoney(language, invoice.currency, minor)
  const number = t('invoices.number', { id: invoice.id })

  return (
    <article className="cea-invoice-document" aria-label={t('invoices.preview.documentLabel')}>
      <header className="cea-invoice-document__header">
        <div>
          <p className="cea-invoice-document__company">{t('invoices.preview.company.name')}</p>
          <p>{t('invoices.preview.company.address')}</p>
          <p>{t('invoices.preview.company.contact')}</p>
        </div>
        <div className="cea-invoice-document__facts">
          <h2 className="cea-invoice-document__number">
            {t('invoices.preview.documentTitle', { number })}
          </h2>
          <dl>
            <dt>{t('invoices.preview.issued')}</dt>
            <dd>{formatDay(language, invoice.issuedDate)}</dd>
            <dt>{t('invoices.preview.due')}</dt>
            <dd>{formatDay(language, invoice.dueDate)}</dd>
            <dt>{t('invoices.preview.status')}</dt>
            <dd>{statusText(t, invoice.invoiceStatus)}</dd>
          </dl>
        </div>
      </header>

      <div className="cea-invoice-document__parties">
        <section aria-labelledby="invoice-bill-to">
          <h3 id="invoice-bill-to">{t('invoices.preview.billTo')}</h3>
          <p>{invoice.client.name}</p>
          <p>{invoice.client.company}</p>
          <p>{invoice.client.address}</p>
          <p>{invoice.client.country}</p>
          <p>{invoice.client.contact}</p>
          <p>{invoice.client.companyEmail}</p>
        </section>
        <section aria-labelledby="invoice-payment-details">
          <h3 id="invoice-payment-details">{t('invoices.preview.paymentDetails')}</h3>
          <dl>
            <dt>{t('invoices.preview.totalDue')}</dt>
            <dd>{money(invoice.figures.balance)}</dd>
            <dt>{t('invoices.preview.bankName')}</dt>
            <dd>{paymentDetails.bankName}</dd>
            <dt>{t('invoices.preview.country')}</dt>
            <dd>{paymentDetails.country}</dd>
            <dt>{t('invoices.preview.iban')}</dt>
            <dd dir="ltr">{paymentDetails.iban}</dd>
            <dt>{t('invoices.preview.swift')}</dt>
            <dd dir="ltr">{paymentDetails.swiftCode}</dd>
          </dl>
        </section>
      </div>

      {/* On a phone the lines scroll sideways in their own box, which a keyboard can reach. */}
      <div
        className="cea-invoice-document__lines"
        role="region"
        aria-label={t('invoices.preview.linesLabel')}
        tabIndex={0}
      >
        <table aria-label={t('invoices.preview.linesLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('invoices.preview.item')}</th>
              <th scope="col">{t('invoices.preview.description')}</th>
              <th scope="col">{t('invoices.preview.cost')}</th>
              <th scope="col">{t('invoices.preview.quantity')}</th>
              <th scope="col">{t('invoices.preview.lineDiscount')}</th>
              <th scope="col">{t('invoices.preview.lineTax')}</th>
              <th scope="col">{t('invoices.preview.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={`${index}-${line.item}`}>
                <th scope="row">{line.item}</th>
                <td>{line.description}</td>
                <td>{money(line.cost)}</td>
                <td>{formatQuantity(language, line.quantity)}</td>
                <td>{formatPercent(language, line.discount)}</td>
                <td>{formatPercent(language, line.taxRate)}</td>
                <td>{money(lineFigures(line).total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="cea-invoice-document__footer">
        <p>
          <strong>{t('invoices.preview.salesperson')}:</strong> {invoice.salesperson}
        </p>
        <dl className="cea-invoice-document__totals" aria-label={t('invoices.preview.totalsLabel')}>
          {totalsOf(t, language, answer).map(({ key, label, value }) => (
            <div key={key} data-total={key}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>

      {invoice.note ? (
        <p className="cea-invoice-document__note">
          <strong>{t('invoices.preview.note')}:</strong> {invoice.note}
        </p>
      ) : null}
      {invoice.terms ? (
        <p className="cea-invoice-document__note">
          <strong>{t('invoices.preview.terms')}:</strong> {invoice.terms}
        </p>
      ) : null}
    </article>
  )
}

const formatPercent = (language: string, percent: number): string =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  )
