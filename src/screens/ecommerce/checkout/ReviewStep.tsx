import { Button } from '@primer/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cardEndingOf, chosenAddress } from '../../../machines/checkout/checkoutLogic'
import type { FormStep } from '../../../machines/checkout/checkoutTypes'
import { useDayFormat, useMoney } from '../shopFormat'
import { addressLine } from './AddressStep'
import { StepActions, StepHeading, StepNotices } from './CheckoutBits'
import { CheckoutContext, useIsSaving } from './checkoutContext'
import { CheckoutTotals } from './CheckoutTotals'
import { OrderLines } from './OrderLines'

/** Everything the order will be, each part with a way back to its step; then place it. */
export function ReviewStep() {
  const { t } = useTranslation()
  const actor = CheckoutContext.useActorRef()
  const context = CheckoutContext.useSelector((snapshot) => snapshot.context)
  const isPlacing = useIsSaving()
  const money = useMoney()
  const day = useDayFormat()
  const { cart } = context
  if (!cart) return null
  const address = chosenAddress(context)
  const delivery = cart.deliveryOptions.find((option) => option.method === cart.delivery)
  return (
    <>
      <StepHeading step="review">{t('checkout.review.title')}</StepHeading>
      <StepNotices />
      <div className="cea-checkout__columns">
        <div className="cea-checkout__main">
          <ReviewPart title={t('checkout.review.items')} step="cart">
            <OrderLines lines={cart.products} label={t('checkout.review.items')} />
            {cart.coupon ? <p>{t('checkout.review.coupon', { code: cart.coupon.code })}</p> : null}
          </ReviewPart>
          <ReviewPart title={t('checkout.review.delivery')} step="cart">
            {delivery ? (
              <p>
                {t(`checkout.delivery.${delivery.method}`)} ·{' '}
                {delivery.price === 0 ? t('checkout.delivery.free') : money(delivery.price)} ·{' '}
                {t('checkout.delivery.arrives', { day: day(delivery.arrivesOn) })}
              </p>
            ) : null}
          </ReviewPart>
          <ReviewPart title={t('checkout.review.address')} step="address">
            <p>
              {address.fullName}
              <br />
              {addressLine(address)}
              <br />
              {address.phone}
            </p>
          </ReviewPart>
          <ReviewPart title={t('checkout.review.payment')} step="payment">
            <p>
              {context.paymentMethod === 'card'
                ? t('checkout.review.cardEnding', {
                    last4: cardEndingOf(context),
                    name: context.card.nameOnCard,
                  })
                : t('checkout.payment.cashOnDelivery')}
            </p>
          </ReviewPart>
        </div>
        <div className="cea-checkout__side">
          <CheckoutTotals totals={cart.totals} />
          <p className="cea-checkout__saving" role="status">
            {isPlacing ? t('checkout.review.placing') : ''}
          </p>
          <StepActions>
            <Button disabled={isPlacing} onClick={() => actor.send({ type: 'checkout.back' })}>
              {t('checkout.back')}
            </Button>
            <Button
              variant="primary"
              loading={isPlacing}
              loadingAnnouncement={t('checkout.review.placing')}
              onClick={() => actor.send({ type: 'order.place' })}
            >
              {t('checkout.review.place', { total: money(cart.totals.total) })}
            </Button>
          </StepActions>
        </div>
      </div>
    </>
  )
}

function ReviewPart({
  title,
  step,
  children,
}: {
  title: string
  step: FormStep
  children: ReactNode
}) {
  const { t } = useTranslation()
  const actor = CheckoutContext.useActorRef()
  const isPlacing = useIsSaving()
  return (
    <section className="cea-checkout-review-part" aria-label={title}>
      <div className="cea-checkout-review-part__head">
        <h3>{title}</h3>
        <Button
          size="small"
          variant="invisible"
          disabled={isPlacing}
          aria-label={t('checkout.review.edit', { part: title })}
          onClick={() => actor.send({ type: 'checkout.goTo', step })}
        >
          {t('checkout.review.editShort')}
        </Button>
      </div>
      {children}
    </section>
  )
}
