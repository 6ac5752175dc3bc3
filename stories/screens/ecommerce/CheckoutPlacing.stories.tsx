import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { placeOrder } from '../../../src/api/ecommerce'
import { demoAccounts } from '../../../src/fixtures/auth'
import { createAddresses } from '../../../src/fixtures/ecommerce/addresses'
import type { CheckoutScreen } from '../../../src/screens/ecommerce/checkout/CheckoutScreen'
import {
  checkoutMeta,
  draftAt,
  expectCurrentStep,
  findStep,
  fieldOf,
  keepDraft,
  placingNeverAnswers,
  reviewDraft,
} from './checkoutStory'

const meta = {
  ...checkoutMeta,
  title: 'Screens/Ecommerce/Checkout placing',
  beforeEach: keepDraft(reviewDraft),
} satisfies Meta<typeof CheckoutScreen>

export default meta
type Story = StoryObj<typeof meta>

const [adminHome] = createAddresses(demoAccounts[0]?.id ?? 1)
if (!adminHome) throw new Error('expected a saved address')
const { id: _id, userId: _userId, label: _label, ...reviewAddress } = adminHome

const placeButton = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('button', { name: /^Place order · \$/ })

/** Everything the order will be, each part with a way back to its step. */
export const Review: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStep(canvas, 'Review your order')
    await expectCurrentStep(canvas, 'Review')
    const items = within(canvas.getByRole('region', { name: 'Items' }))
    await expect(items.getAllByRole('listitem')).toHaveLength(4)
    await expect(
      within(canvas.getByRole('region', { name: 'Address' })).getByText(/Portland/),
    ).toBeVisible()
    await expect(placeButton(canvas)).toBeEnabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Address' }))
    await findStep(canvas, 'Shipping address')
    await expectCurrentStep(canvas, 'Address')
  },
}

export const Placing: Story = {
  parameters: { msw: { handlers: { ecommerce: placingNeverAnswers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStep(canvas, 'Review your order')
    await userEvent.click(placeButton(canvas))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Placing your order…')
    await expect(canvas.getByRole('button', { name: 'Edit Items' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled()
  },
}

/** The confirmation of an order of the admin's four cart lines. */
async function expectConfirmation(canvas: ReturnType<typeof within>) {
  await findStep(canvas, 'Thank you: your order is placed')
  await expectCurrentStep(canvas, 'Confirmation')
  await expect(canvas.getByText(/^Order number \d+$/)).toBeVisible()
  await expect(
    within(canvas.getByRole('list', { name: 'Items ordered' })).getAllByRole('listitem'),
  ).toHaveLength(4)
  await expect(canvas.getByRole('region', { name: 'Order totals' })).toBeVisible()
  await expect(canvas.getByRole('link', { name: 'View the invoice' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/apps\/invoice\/preview\/\d+$/),
  )
  await expect(canvas.queryByRole('button', { name: 'Cart' })).toBeNull()
}

/** The order placed: its number, its items and totals, and its invoice. */
export const Placed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStep(canvas, 'Review your order')
    await userEvent.click(placeButton(canvas))
    await expectConfirmation(canvas)
  },
}

/** The order was placed before a reload: the kept draft names it, and it is read back. */
export const PlacedAfterAReload: Story = {
  name: 'Placed, after a reload',
  beforeEach: async () => {
    const { order } = await placeOrder({
      idempotencyKey: 'story-placed-before-reload',
      address: reviewAddress,
      payment: { method: 'cashOnDelivery' },
    })
    keepDraft({ ...reviewDraft, placedOrderId: order.id })()
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectConfirmation(canvas)
    await expect(canvas.queryByRole('button', { name: /^Place order/ })).toBeNull()
  },
}

/** The bank declines the card: back on the payment step with the reason; the name is kept. */
export const PaymentRefused: Story = {
  beforeEach: keepDraft(draftAt('payment')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStep(canvas, 'Payment')
    await userEvent.click(fieldOf(canvas, 'Card number'))
    await userEvent.paste('4000 0000 0000 0002')
    await userEvent.type(fieldOf(canvas, 'Security code (CVV)'), '123')
    await userEvent.click(canvas.getByRole('button', { name: 'Review the order' }))
    await findStep(canvas, 'Review your order')
    await userEvent.click(placeButton(canvas))
    await expect(
      await canvas.findByText(
        'The bank declined the card. Try another card or pay cash on delivery.',
      ),
    ).toBeVisible()
    await expectCurrentStep(canvas, 'Payment')
    await expect(fieldOf(canvas, 'Name on card')).toHaveValue('Amara Okafor')
  },
}
