import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { sampleNewAddress } from '../../../src/fixtures/ecommerce/addresses'
import type { CheckoutScreen } from '../../../src/screens/ecommerce/checkout/CheckoutScreen'
import {
  checkoutMeta,
  draftAt,
  expectCurrentStep,
  findStep,
  fieldOf,
  keepDraft,
} from './checkoutStory'

const meta = {
  ...checkoutMeta,
  title: 'Screens/Ecommerce/Checkout forms',
} satisfies Meta<typeof CheckoutScreen>

export default meta
type Story = StoryObj<typeof meta>

const emptyAddress = { ...sampleNewAddress, fullName: '', street: '', postalCode: '', phone: 'x' }

/** A new address left half done: Next names each problem at its field and focuses the first. */
export const InvalidAddress: Story = {
  beforeEach: keepDraft(draftAt('address', { addressChoice: 'new', newAddress: emptyAddress })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStep(canvas, 'Shipping address')
    await expect(fieldOf(canvas, 'City')).toHaveValue('Accra')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }))
    const fullName = fieldOf(canvas, 'Full name')
    await expect(fullName).toHaveAttribute('aria-invalid', 'true')
    await expect(fullName).toHaveAccessibleDescription(/Fill in this field\./)
    await expect(fieldOf(canvas, 'Phone')).toHaveAccessibleDescription(
      /Enter a valid phone number\./,
    )
    await waitFor(() => expect(fullName).toHaveFocus())
    await expectCurrentStep(canvas, 'Address')
  },
}

/** The first saved address is chosen; the office one is picked instead. */
export const SavedAddress: Story = {
  beforeEach: keepDraft(draftAt('address')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStep(canvas, 'Shipping address')
    await expect(canvas.getByRole('radio', { name: 'Home · Amara Okafor' })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: 'Office · Amara Okafor' }))
    await expect(canvas.getByRole('radio', { name: 'Office · Amara Okafor' })).toBeChecked()
    await expect(canvas.queryByRole('group', { name: 'New address' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }))
    await findStep(canvas, 'Payment')
  },
}

/** A new address kept from before a reload: its fields come back, and it passes. */
export const NewAddress: Story = {
  beforeEach: keepDraft(draftAt('address', { addressChoice: 'new', newAddress: sampleNewAddress })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStep(canvas, 'Shipping address')
    await expect(canvas.getByRole('radio', { name: 'A new address' })).toBeChecked()
    const fields = within(canvas.getByRole('group', { name: 'New address' }))
    await expect(fieldOf(fields, 'Street and number')).toHaveValue(sampleNewAddress.street)
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }))
    await findStep(canvas, 'Payment')
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await findStep(canvas, 'Shipping address')
    await expect(fieldOf(canvas, 'City')).toHaveValue('Accra')
  },
}

/** A card failing Luhn, past its expiry, without CVV or name: each said at its field. */
export const InvalidCard: Story = {
  beforeEach: keepDraft(draftAt('payment', { card: { expiry: '01/20', nameOnCard: '' } })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStep(canvas, 'Payment')
    const number = fieldOf(canvas, 'Card number')
    await userEvent.click(number)
    await userEvent.paste('4242 4242 4242 4241')
    await userEvent.click(canvas.getByRole('button', { name: 'Review the order' }))
    await expect(number).toHaveAccessibleDescription(/This card number is not valid\./)
    await expect(fieldOf(canvas, 'Expiry (MM/YY)')).toHaveAccessibleDescription(
      /This card has expired\./,
    )
    await expect(fieldOf(canvas, 'Security code (CVV)')).toHaveAccessibleDescription(
      /Fill in this field\./,
    )
    await expect(fieldOf(canvas, 'Name on card')).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(number).toHaveFocus())
  },
}

export const CashOnDelivery: Story = {
  beforeEach: keepDraft(draftAt('payment')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStep(canvas, 'Payment')
    await userEvent.click(canvas.getByRole('radio', { name: 'Cash on delivery' }))
    await expect(canvas.queryByRole('textbox', { name: 'Card number *' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Review the order' }))
    await findStep(canvas, 'Review your order')
    const payment = within(canvas.getByRole('region', { name: 'Payment' }))
    await expect(payment.getByText('Cash on delivery')).toBeVisible()
  },
}
