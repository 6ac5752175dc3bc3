import { HistoryIcon } from '@primer/octicons-react'
import { Heading, Label, Timeline } from '@primer/react'
import { ScrollableRegion } from '../../components/scrollable-region/ScrollableRegion'
import { useTranslation } from 'react-i18next'
import type { InvoiceStatus } from '../../api/types/invoices'
import { useMediaQuery } from '../../components/hooks/useMediaQuery'
import { UserViewContext } from './userViewContext'
import { activityText, dateText, moneyText } from './userViewWords'
import { invoiceStatusVariants } from '../../components/invoice-status/invoiceStatusVariants'

/** Account: the activity timeline, newest first, and the invoices where the user is the client. */
export function AccountTab() {
  const { t, i18n } = useTranslation()
  const activity = UserViewContext.useSelector((snapshot) => snapshot.context.account?.activity)
  const invoices = UserViewContext.useSelector((snapshot) => snapshot.context.invoices)
  // A narrow phone lists each invoice's facts under its number, read top to bottom, where the
  // table would scroll sideways inside its card.
  const isNarrow = useMediaQuery('(max-width: 543.98px)')
  const statusText = (status: InvoiceStatus) => t(`userView.invoices.statuses.${statusKey(status)}`)
  return (
    <div className="cea-user-view__sections">
      <section className="cea-user-view__card" aria-labelledby="cea-user-activity">
        <Heading as="h2" id="cea-user-activity" className="cea-user-view__subtitle">
          {t('userView.activity.title')}
        </Heading>
        <Timeline clipSidebar>
          {(activity ?? []).map((entry) => (
            <Timeline.Item key={entry.id} condensed>
              <Timeline.Badge>
                <HistoryIcon aria-hidden="true" />
              </Timeline.Badge>
              <Timeline.Body>
                <span className="cea-user-view__activity">
                  <span>{activityText(t, entry)}</span>
                  <time dateTime={entry.at} className="cea-user-view__muted">
                    {dateText(i18n.language, entry.at, true)}
                  </time>
                </span>
              </Timeline.Body>
            </Timeline.Item>
          ))}
        </Timeline>
      </section>
      <section className="cea-user-view__card" aria-labelledby="cea-user-invoices">
        <Heading as="h2" id="cea-user-invoices" className="cea-user-view__subtitle">
          {t('userView.invoices.title')}
        </Heading>
        {invoices.length === 0 ? (
          <p className="cea-user-view__muted">{t('userView.invoices.empty')}</p>
        ) : isNarrow ? (
          <ul
            className="cea-user-view__invoice-list"
            aria-label={t('userView.invoices.tableLabel')}
          >
            {invoices.map((invoice) => (
              <li key={invoice.id} className="cea-user-view__invoice">
                <span className="cea-user-view__invoice-head">
                  <strong>#{invoice.id}</strong>
                  <Label variant={invoiceStatusVariants[invoice.invoiceStatus]}>
                    {statusText(invoice.invoiceStatus)}
                  </Label>
                </span>
                <dl className="cea-user-view__invoice-facts">
                  <dt>{t('userView.invoices.service')}</dt>
                  <dd>{invoice.service}</dd>
                  <dt>{t('userView.invoices.issued')}</dt>
                  <dd>{dateText(i18n.language, invoice.issuedDate)}</dd>
                  <dt>{t('userView.invoices.total')}</dt>
                  <dd>{moneyText(i18n.language, invoice.total, 2)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        ) : (
          <ScrollableRegion
            className="cea-user-view__scroll"
            aria-label={t('userView.invoices.tableLabel')}
          >
            <table className="cea-user-view__table">
              <thead>
                <tr>
                  <th scope="col">{t('userView.invoices.number')}</th>
                  <th scope="col">{t('userView.invoices.issued')}</th>
                  <th scope="col">{t('userView.invoices.service')}</th>
                  <th scope="col">{t('userView.invoices.total')}</th>
                  <th scope="col">{t('userView.invoices.status')}</th>
                </tr>
              </thead>
              <tbody>
                {invoices.map((invoice) => (
                  <tr key={invoice.id}>
                    <th scope="row">#{invoice.id}</th>
                    <td>{dateText(i18n.language, invoice.issuedDate)}</td>
                    <td>{invoice.service}</td>
                    <td>{moneyText(i18n.language, invoice.total, 2)}</td>
                    <td>
                      <Label variant={invoiceStatusVariants[invoice.invoiceStatus]}>
                        {statusText(invoice.invoiceStatus)}
                      </Label>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollableRegion>
        )}
      </section>
    </div>
  )
}

/** 'Partial Payment' → 'partialPayment'. */
const statusKey = (status: InvoiceStatus) =>
  status.charAt(0).toLowerCase() +
  status.slice(1).replace(/\s+(\w)/g, (_, letter: string) => letter.toUpperCase())
