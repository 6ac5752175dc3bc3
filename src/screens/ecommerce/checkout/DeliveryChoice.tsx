import { FormControl, Radio, RadioGroup } from '@primer/react'
import { useTranslation } from 'react-i18next'
import {
  type DeliveryOption,
  deliveryMethods,
  type DeliveryMethod,
} from '../../../api/types/ecommerce'
import { useDayFormat, useMoney } from '../shopFormat'
import { CheckoutContext } from './checkoutContext'

/** Standard (free), express, overnight: each with its price and the day it arrives. */
export function DeliveryChoice({
  chosen,
  options,
}: {
  chosen: DeliveryMethod
  options: DeliveryOption[]
}) {
  const { t } = useTranslation()
  const actor = CheckoutContext.useActorRef()
  // The choice shows at once; its price and the totals follow when the back end answers.
  const pending = CheckoutContext.useSelector(({ context }) =>
    context.change?.kind === 'delivery' ? context.change.method : null,
  )
  const shown = pending ?? chosen
  const money = useMoney()
  const day = useDayFormat()
  return (
    <RadioGroup
      name="delivery"
      className="cea-checkout-choice"
      onChange={(value) => {
        const method = deliveryMethods.find((candidate) => candidate === value)
        if (method) actor.send({ type: 'delivery.choose', method })
      }}
    >
      <RadioGroup.Label>{t('checkout.delivery.label')}</RadioGroup.Label>
      {options.map((option) => (
        <FormControl key={option.method}>
          <Radio value={option.method} checked={option.method === shown} />
          <FormControl.Label>
            {t(`checkout.delivery.${option.method}`)} ·{' '}
            {option.price === 0 ? t('checkout.delivery.free') : money(option.price)}
          </FormControl.Label>
          <FormControl.Caption>
            {t('checkout.delivery.arrives', { day: day(option.arrivesOn) })}
          </FormControl.Caption>
        </FormControl>
      ))}
    </RadioGroup>
  )
}
