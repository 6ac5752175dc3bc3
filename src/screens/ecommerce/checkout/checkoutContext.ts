import { createActorContext } from '@xstate/react'
import { checkoutMachine } from '../../../machines/checkout/checkoutMachine'

/** The checkout screen's actor; `CheckoutScreen` starts it with the draft a reload kept. */
export const CheckoutContext = createActorContext(checkoutMachine)

/** Whether a call of the checkout is under way (a cart change, or placing the order). */
export const useIsSaving = (): boolean =>
  CheckoutContext.useSelector((snapshot) => snapshot.hasTag('saving'))

/** Moves focus to the first field marked invalid inside `container`, once it is drawn. */
export function focusFirstInvalid(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]')
    field?.focus()
  })
}
