import { Heading, Link } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import type { BillingInvoice } from '../../api/types/billing'
import { AuthContext } from '../auth/authContext'
import { formatDay, formatMoney, invoicePreviewPath, statusText } from '../invoices/invoiceFormat'

/** The account's invoices, newest first; each links to its preview for those who may read it. */
export function BillingHistorySection({ invoices }: { invoices: readonly BillingInvoice[] }) {
  const { t, i18n } = useTranslation()
  const canOpen = AuthContext.useSelector((state) => state.context.ability.can('read', 'Invoice'))
  const language = i18n.language
  return (
    <section className="cea-account-settings__card" aria-labelledby="cea-account-history">
      <Heading as="h2" id="cea-account-history" className="cea-account-settings__subtitle">
        {t('accountSettings.history.title')}
      </Heading>
      {invoices.length === 0 ? (
        <p className="cea-account-settings__muted">{t('accountSettings.history.none')}</p>
      ) : (
        <div className="cea-account-settings__scroll">
          <table className="cea-account-settings__grid">
            <thead>
              <tr>
                <th scope="col">{t('accountSettings.history.number')}</th>
                <th scope="col">{t('accountSettings.history.issued')}</th>
                <th scope="col">{t('accountSettings.history.service')}</th>
                <th scope="col">{t('accountSettings.history.total')}</th>
                <th scope="col">{t('accountSettings.history.status')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row">
                    {canOpen ? (
                      <Link as={RouterLink} to={invoicePreviewPath(invoice.id)}>
                        #{invoice.id}
                      </Link>
                    ) : (
                      `#${invoice.id}`
                    )}
                  </th>
                  <td>{formatDay(language, invoice.issuedDate)}</td>
                  <td>{invoice.service}</td>
                  <td>{formatMoney(language, invoice.currency, invoice.total)}</td>
                  <td>{statusText(t, invoice.invoiceStatus)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
