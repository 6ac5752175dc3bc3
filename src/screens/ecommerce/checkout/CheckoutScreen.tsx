import { Flash, Heading, Button, Spinner } from '@primer/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  checkoutDraftOf,
  checkoutMachine,
  checkoutStepOf,
  type CheckoutSnapshot,
} from '../../../machines/checkout/checkoutMachine'
import {
  checkoutDraftKey,
  parseCheckoutDraft,
  storedCheckoutDraft,
} from '../../../machines/checkout/checkoutDraft'
import { AuthContext } from '../../auth/authContext'
import { AddressStep } from './AddressStep'
import { CartStep } from './CartStep'
import { CheckoutContext } from './checkoutContext'
import { CheckoutStepper } from './CheckoutStepper'
import { ConfirmationStep } from './ConfirmationStep'
import { PaymentStep } from './PaymentStep'
import { ReviewStep } from './ReviewStep'
import './checkout.css'

/**
 * /apps/ecommerce/checkout: cart → address → payment → review → confirmation, driven by the
 * checkout machine. The step and the form are kept in this tab's sessionStorage after every
 * change (no card number, no CVV), per account, so a reload resumes where the shopper was. The
 * machine starts once the signed-in account is known, since its draft is read only at the start.
 */
export function CheckoutScreen() {
  const userId = AuthContext.useSelector((state) => state.context.userData?.id)
  if (userId === undefined) return null
  return <AccountCheckout key={userId} draftKey={checkoutDraftKey(userId)} />
}

function AccountCheckout({ draftKey }: { draftKey: string }) {
  const [restore] = useState(() => parseCheckoutDraft(sessionStorage.getItem(draftKey)))
  return (
    <CheckoutContext.Provider logic={checkoutMachine} options={{ input: { restore } }}>
      <DraftKeeper draftKey={draftKey} />
      <CheckoutLayout />
    </CheckoutContext.Provider>
  )
}

function DraftKeeper({ draftKey }: { draftKey: string }) {
  const actor = CheckoutContext.useActorRef()
  useEffect(() => {
    const keep = (snapshot: CheckoutSnapshot) => {
      const draft = checkoutDraftOf(snapshot)
      if (draft) sessionStorage.setItem(draftKey, storedCheckoutDraft(draft))
      else sessionStorage.removeItem(draftKey)
    }
    keep(actor.getSnapshot())
    // A stopping actor (the screen left) has nothing new to keep.
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'stopped') keep(snapshot)
    })
    return () => {
      subscription.unsubscribe()
      // A reload keeps the confirmation; leaving it for another page starts the next checkout anew.
      if (actor.getSnapshot().hasTag('placed')) sessionStorage.removeItem(draftKey)
    }
  }, [actor, draftKey])
  return null
}

function CheckoutLayout() {
  const { t } = useTranslation()
  const step = CheckoutContext.useSelector(checkoutStepOf)
  const status = CheckoutContext.useSelector((snapshot) =>
    snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('error') ? 'error' : 'ready',
  )
  return (
    <div className="cea-checkout">
      <Heading as="h1" className="cea-checkout__title">
        {t('checkout.title')}
      </Heading>
      <CheckoutStepper current={step} />
      {status === 'loading' ? (
        <div className="cea-checkout__state">
          <Spinner size="medium" srText={null} />
          <p>{t('checkout.loading')}</p>
        </div>
      ) : null}
      {status === 'error' ? <LoadFailure /> : null}
      {step ? <StepPanel step={step} /> : null}
    </div>
  )
}

function LoadFailure() {
  const { t } = useTranslation()
  const actor = CheckoutContext.useActorRef()
  const failure = CheckoutContext.useSelector((snapshot) => snapshot.context.failure)
  return (
    <Flash variant="danger" className="cea-checkout__state">
      <p>{failure?.reason === 'rejected' ? failure.message : t('checkout.loadFailed')}</p>
      <Button onClick={() => actor.send({ type: 'checkout.retry' })}>{t('shop.retry')}</Button>
    </Flash>
  )
}

/** The step shown; its heading takes focus when the step changes, so a screen reader hears it. */
function StepPanel({ step }: { step: NonNullable<ReturnType<typeof checkoutStepOf>> }) {
  const panel = useRef<HTMLElement>(null)
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    panel.current?.querySelector<HTMLElement>('h2')?.focus()
  }, [step])
  return (
    <section ref={panel} className="cea-checkout__panel" aria-labelledby={`checkout-${step}-title`}>
      {step === 'cart' ? <CartStep /> : null}
      {step === 'address' ? <AddressStep /> : null}
      {step === 'payment' ? <PaymentStep /> : null}
      {step === 'review' ? <ReviewStep /> : null}
      {step === 'confirmation' ? <ConfirmationStep /> : null}
    </section>
  )
}
