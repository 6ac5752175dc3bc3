import { FormControl, Radio, RadioGroup } from '@primer/react'
import { useTranslation } from 'react-i18next'
import type { CardField } from '../../../api/types/checkout'
import { StepForm, StepHeading, StepNotices } from './CheckoutBits'
import { CheckoutContext } from './checkoutContext'
import { FormField } from './FormField'

const cardInputs: Record<
  CardField,
  { autoComplete: string; inputMode?: 'numeric'; placeholder?: string }
> = {
  cardNumber: { autoComplete: 'cc-number', inputMode: 'numeric' },
  nameOnCard: { autoComplete: 'cc-name' },
  expiry: { autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: 'MM/YY' },
  cvv: { autoComplete: 'cc-csc', inputMode: 'numeric' },
}
const cardOrder: CardField[] = ['cardNumber', 'nameOnCard', 'expiry', 'cvv']

/** How to pay: a card (checked when the step is left) or cash on delivery. */
export function PaymentStep() {
  const { t } = useTranslation()
  const actor = CheckoutContext.useActorRef()
  const method = CheckoutContext.useSelector((snapshot) => snapshot.context.paymentMethod)
  return (
    <>
      <StepHeading step="payment">{t('checkout.payment.title')}</StepHeading>
      <StepNotices />
      <StepForm nextLabel={t('checkout.payment.next')}>
        <RadioGroup
          name="payment"
          className="cea-checkout-choice"
          onChange={(value) =>
            actor.send({
              type: 'payment.method',
              method: value === 'cashOnDelivery' ? 'cashOnDelivery' : 'card',
            })
          }
        >
          <RadioGroup.Label>{t('checkout.payment.choose')}</RadioGroup.Label>
          <FormControl>
            <Radio value="card" checked={method === 'card'} />
            <FormControl.Label>{t('checkout.payment.card')}</FormControl.Label>
          </FormControl>
          <FormControl>
            <Radio value="cashOnDelivery" checked={method === 'cashOnDelivery'} />
            <FormControl.Label>{t('checkout.payment.cashOnDelivery')}</FormControl.Label>
            <FormControl.Caption>{t('checkout.payment.cashCaption')}</FormControl.Caption>
          </FormControl>
        </RadioGroup>
        {method === 'card' ? <CardFields /> : null}
      </StepForm>
    </>
  )
}

function CardFields() {
  const { t } = useTranslation()
  const actor = CheckoutContext.useActorRef()
  const card = CheckoutContext.useSelector((snapshot) => snapshot.context.card)
  const errors = CheckoutContext.useSelector((snapshot) => snapshot.context.cardErrors)
  return (
    <fieldset className="cea-checkout-fields">
      <legend>{t('checkout.payment.cardTitle')}</legend>
      {cardOrder.map((field) => (
        <FormField
          key={field}
          label={t(`checkout.payment.field.${field}`)}
          value={card[field]}
          problem={errors[field]}
          inputProps={cardInputs[field]}
          onChange={(value) => actor.send({ type: 'card.change', field, value })}
        />
      ))}
      <p className="cea-checkout-line__muted">{t('checkout.payment.notKept')}</p>
    </fieldset>
  )
}
