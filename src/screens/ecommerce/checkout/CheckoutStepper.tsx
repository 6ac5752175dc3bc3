import { CheckIcon } from '@primer/octicons-react'
import { useTranslation } from 'react-i18next'
import { type CheckoutStep, checkoutSteps } from '../../../machines/checkout/checkoutTypes'
import { CheckoutContext } from './checkoutContext'

/**
 * The steps as an ordered list: the current one is `aria-current="step"`; steps already passed
 * are buttons back to them (until the order is placed); later ones are plain text.
 */
export function CheckoutStepper({ current }: { current: CheckoutStep | null }) {
  const { t } = useTranslation()
  const actor = CheckoutContext.useActorRef()
  const isSaving = CheckoutContext.useSelector((snapshot) => snapshot.hasTag('saving'))
  const currentIndex = current ? checkoutSteps.indexOf(current) : -1
  const isPlaced = current === 'confirmation'
  return (
    <nav aria-label={t('checkout.steps.label')} className="cea-checkout-steps">
      <ol>
        {checkoutSteps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next'
          const name = t(`checkout.steps.${step}`)
          const marker = (
            <span className="cea-checkout-steps__marker" aria-hidden="true">
              {state === 'done' ? <CheckIcon size={14} /> : index + 1}
            </span>
          )
          return (
            <li
              key={step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'done' && !isPlaced && step !== 'confirmation' ? (
                <button
                  type="button"
                  className="cea-checkout-steps__link"
                  disabled={isSaving}
                  onClick={() => actor.send({ type: 'checkout.goTo', step })}
                >
                  {marker}
                  <span className="cea-checkout-steps__name">{name}</span>
                </button>
              ) : (
                <span className="cea-checkout-steps__link">
                  {marker}
                  <span className="cea-checkout-steps__name">{name}</span>
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
