import { Button } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { CartLines } from './CartLines'
import { StepActions, StepHeading, StepNotices } from './CheckoutBits'
import { CheckoutContext, useIsSaving } from './checkoutContext'
import { CheckoutTotals } from './CheckoutTotals'
import { CouponForm } from './CouponForm'
import { DeliveryChoice } from './DeliveryChoice'

/** The cart: lines, coupon, delivery and the totals the back end priced; next to the address. */
export function CartStep() {
  const { t } = useTranslation()
  const actor = CheckoutContext.useActorRef()
  const cart = CheckoutContext.useSelector((snapshot) => snapshot.context.cart)
  const problem = CheckoutContext.useSelector((snapshot) => snapshot.context.cartProblem)
  const isSaving = useIsSaving()
  if (!cart || cart.products.length === 0)
    return (
      <>
        <StepHeading step="cart">{t('checkout.cart.emptyTitle')}</StepHeading>
        <StepNotices />
        <p>{t('checkout.cart.emptyBody')}</p>
        <RouterLink to="/apps/ecommerce/shop">{t('shop.backToShop')}</RouterLink>
      </>
    )
  return (
    <>
      <StepHeading step="cart">{t('checkout.cart.title')}</StepHeading>
      <StepNotices />
      <div className="cea-checkout__columns">
        <div className="cea-checkout__main">
          <CartLines lines={cart.products} />
          <DeliveryChoice chosen={cart.delivery} options={cart.deliveryOptions} />
        </div>
        <div className="cea-checkout__side">
          <CouponForm applied={cart.coupon} />
          <CheckoutTotals totals={cart.totals} />
          {problem === 'stock' ? (
            <p className="cea-checkout-line__problem" role="alert">
              {t('checkout.cart.fixStock')}
            </p>
          ) : null}
          <p className="cea-checkout__saving" role="status">
            {isSaving ? t('checkout.cart.updating') : ''}
          </p>
          <StepActions>
            <Button
              variant="primary"
              block
              disabled={isSaving}
              onClick={() => actor.send({ type: 'checkout.next' })}
            >
              {t('checkout.cart.next')}
            </Button>
          </StepActions>
        </div>
      </div>
    </>
  )
}
