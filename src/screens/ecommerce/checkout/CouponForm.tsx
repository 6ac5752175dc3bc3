import { Button, FormControl, TextInput } from '@primer/react'
import { useTranslation } from 'react-i18next'
import type { AppliedCoupon } from '../../../api/types/ecommerce'
import { useMoney } from '../shopFormat'
import { CheckoutContext, useIsSaving } from './checkoutContext'

/** A coupon: typed and applied, refused with the reason, or shown as applied with Remove. */
export function CouponForm({ applied }: { applied: AppliedCoupon | null }) {
  const { t } = useTranslation()
  const actor = CheckoutContext.useActorRef()
  const code = CheckoutContext.useSelector((snapshot) => snapshot.context.couponCode)
  const refusal = CheckoutContext.useSelector((snapshot) => snapshot.context.couponRefusal)
  const isSaving = useIsSaving()
  const money = useMoney()
  if (applied)
    return (
      <div className="cea-checkout-coupon" role="status">
        <span>
          {t('checkout.coupon.applied', {
            code: applied.code,
            value: applied.kind === 'percentage' ? `${applied.value}%` : money(applied.value),
          })}
        </span>
        <Button
          size="small"
          disabled={isSaving}
          onClick={() => actor.send({ type: 'coupon.remove' })}
        >
          {t('checkout.coupon.remove')}
        </Button>
      </div>
    )
  return (
    <form
      className="cea-checkout-coupon"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'coupon.apply' })
      }}
    >
      <FormControl>
        <FormControl.Label>{t('checkout.coupon.label')}</FormControl.Label>
        <TextInput
          value={code}
          autoComplete="off"
          validationStatus={refusal ? 'error' : undefined}
          onChange={(event) => actor.send({ type: 'coupon.type', code: event.target.value })}
        />
        {refusal ? (
          <FormControl.Validation variant="error">
            {refusal.reason === 'other'
              ? refusal.message || t('checkout.callFailed')
              : t(`checkout.coupon.refused.${refusal.reason}`)}
          </FormControl.Validation>
        ) : (
          <FormControl.Caption>{t('checkout.coupon.caption')}</FormControl.Caption>
        )}
      </FormControl>
      <Button
        type="submit"
        className="cea-checkout-coupon__apply"
        disabled={isSaving || code.trim() === ''}
      >
        {t('checkout.coupon.apply')}
      </Button>
    </form>
  )
}
