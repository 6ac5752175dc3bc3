import { CheckCircleIcon } from '@primer/octicons-react'
import { LinkButton } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { useCount } from '../shopFormat'
import { StepHeading } from './CheckoutBits'
import { CheckoutContext } from './checkoutContext'
import { CheckoutTotals } from './CheckoutTotals'
import { OrderLines } from './OrderLines'

/** The order placed: its number, items and totals, and a link to its invoice. */
export function ConfirmationStep() {
  const { t } = useTranslation()
  const count = useCount()
  const order = CheckoutContext.useSelector((snapshot) => snapshot.context.order)
  if (!order) return null
  return (
    <>
      <StepHeading step="confirmation">
        <CheckCircleIcon size={24} className="cea-checkout__placed-icon" />{' '}
        {t('checkout.confirmation.title')}
      </StepHeading>
      <p className="cea-checkout__order-number">
        {t('checkout.confirmation.number', { number: count(order.id) })}
      </p>
      <div className="cea-checkout__columns">
        <div className="cea-checkout__main">
          <OrderLines lines={order.lines} label={t('checkout.confirmation.items')} />
        </div>
        <div className="cea-checkout__side">
          <CheckoutTotals totals={order.totals} title={t('checkout.confirmation.totals')} />
          <div className="cea-checkout__actions">
            <LinkButton
              as={RouterLink}
              to={`/apps/invoice/preview/${order.invoiceId}`}
              variant="primary"
            >
              {t('checkout.confirmation.invoice')}
            </LinkButton>
            <RouterLink to="/apps/ecommerce/shop">{t('checkout.confirmation.shop')}</RouterLink>
          </div>
        </div>
      </div>
    </>
  )
}
