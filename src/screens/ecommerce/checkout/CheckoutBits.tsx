import { Button, Flash, Heading } from '@primer/react'
import { type ReactNode, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { CheckoutStep } from '../../../machines/checkout/checkoutTypes'
import { CheckoutContext, focusFirstInvalid } from './checkoutContext'

/** A step's heading: the panel's name, and where focus goes when the step opens. */
export function StepHeading({ step, children }: { step: CheckoutStep; children: ReactNode }) {
  return (
    <Heading
      as="h2"
      id={`checkout-${step}-title`}
      tabIndex={-1}
      className="cea-checkout__step-title"
    >
      {children}
    </Heading>
  )
}

/** The products a refusal names, by name, from the cart as the back end last priced it. */
function useRefusedNames(productIds: number[]): string {
  const { i18n } = useTranslation()
  const lines = CheckoutContext.useSelector((snapshot) => snapshot.context.cart?.products ?? [])
  const names = lines.filter((line) => productIds.includes(line.id)).map((line) => line.name)
  return new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names)
}

/** Why placing the order came back to this step, and a call that could not be made. */
export function StepNotices() {
  const { t } = useTranslation()
  const refusal = CheckoutContext.useSelector((snapshot) => snapshot.context.placeRefusal)
  const failure = CheckoutContext.useSelector((snapshot) => snapshot.context.failure)
  const names = useRefusedNames(refusal?.productIds ?? [])
  return (
    <>
      {refusal ? (
        <Flash variant="danger" role="alert">
          {refusal.reason === 'stock'
            ? t('checkout.refusal.stock', { names })
            : t(`checkout.refusal.${refusal.reason}`)}
        </Flash>
      ) : null}
      {failure ? (
        <Flash variant="danger" role="alert">
          {failure.reason === 'rejected' ? failure.message : t('checkout.callFailed')}
        </Flash>
      ) : null}
    </>
  )
}

/** Back and forward at the foot of a step. */
export function StepActions({ children }: { children: ReactNode }) {
  return <div className="cea-checkout__actions">{children}</div>
}

/**
 * A step's form: Back keeps everything typed; Next (submit) asks the machine to check the step,
 * and focus goes to the first field it marks invalid.
 */
export function StepForm({ nextLabel, children }: { nextLabel: string; children: ReactNode }) {
  const { t } = useTranslation()
  const actor = CheckoutContext.useActorRef()
  const form = useRef<HTMLFormElement>(null)
  return (
    <form
      ref={form}
      noValidate
      className="cea-checkout-form"
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'checkout.next' })
        focusFirstInvalid(form.current)
      }}
    >
      {children}
      <StepActions>
        <Button onClick={() => actor.send({ type: 'checkout.back' })}>{t('checkout.back')}</Button>
        <Button type="submit" variant="primary">
          {nextLabel}
        </Button>
      </StepActions>
    </form>
  )
}
