// Shared by the checkout's stories: the screen at its route, a draft kept "before a reload" so a
// story starts on its step, and the queries plays repeat.
import type { Meta } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { demoAccounts } from '../../../src/fixtures/auth'
import { checkoutDraftKey, storedCheckoutDraft } from '../../../src/machines/checkout/checkoutDraft'
import type { CheckoutDraft } from '../../../src/machines/checkout/checkoutTypes'
import { ecommerceHandlers, ecommerceScenarios } from '../../../src/mocks/handlers/ecommerce'
import { CheckoutScreen } from '../../../src/screens/ecommerce/checkout/CheckoutScreen'

type Canvas = ReturnType<typeof within>

const adminDraftKey = checkoutDraftKey(demoAccounts[0]?.id ?? 1)

/** A draft at `step` with the admin's first saved address and a card not yet typed. */
export const draftAt = (
  step: CheckoutDraft['step'],
  change: Partial<CheckoutDraft> = {},
): CheckoutDraft => ({
  step,
  addressChoice: 1,
  newAddress: { fullName: '', street: '', city: '', postalCode: '', country: '', phone: '' },
  paymentMethod: 'card',
  card: { expiry: '12/30', nameOnCard: 'Amara Okafor' },
  ...change,
})

/** The story starts as after a reload on this draft (the screen's sessionStorage entry). */
export const keepDraft = (draft: CheckoutDraft) => () => {
  sessionStorage.setItem(adminDraftKey, storedCheckoutDraft(draft))
}

/** Cash on delivery to the first saved address: a draft the machine resumes at the review. */
export const reviewDraft = draftAt('review', { paymentMethod: 'cashOnDelivery' })

export const checkoutMeta = {
  component: CheckoutScreen,
  render: () => (
    <div style={{ padding: 16 }}>
      <CheckoutScreen />
    </div>
  ),
  parameters: { router: { initialEntry: '/apps/ecommerce/checkout' } },
  // No draft of another story: each starts on the cart unless it keeps its own.
  beforeEach: () => sessionStorage.removeItem(adminDraftKey),
} satisfies Meta<typeof CheckoutScreen>

/** The shop's handlers with an empty cart in front. */
export const emptyCartHandlers = [...ecommerceScenarios.empty, ...ecommerceHandlers]

/** Placing an order never answers: the screen stays in its placing state. */
export const placingNeverAnswers = [
  http.post('*/apps/ecommerce/orders', async () => {
    await delay('infinite')
    return HttpResponse.json({})
  }),
  ...ecommerceHandlers,
]

/** The step the stepper marks current. */
export const expectCurrentStep = async (canvas: Canvas, name: string) => {
  const steps = await canvas.findByRole('navigation', { name: 'Checkout steps' }, { timeout: 5000 })
  const current = within(steps)
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')
  await expect(current).toHaveTextContent(name)
}

/** A step's heading, once the checkout has loaded on it. */
export const findStep = (canvas: Canvas, name: string) =>
  canvas.findByRole('heading', { level: 2, name }, { timeout: 5000 })

/** A required text field by its label (Primer adds the asterisk to its name). */
export const fieldOf = (canvas: Canvas, label: string) =>
  canvas.getByRole('textbox', { name: `${label} *` })
