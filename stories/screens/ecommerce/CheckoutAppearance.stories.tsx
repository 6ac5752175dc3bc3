import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import type { CheckoutScreen } from '../../../src/screens/ecommerce/checkout/CheckoutScreen'
import { checkoutMeta, expectCurrentStep, findStep, keepDraft, reviewDraft } from './checkoutStory'

const meta = {
  ...checkoutMeta,
  title: 'Screens/Ecommerce/Checkout appearance',
} satisfies Meta<typeof CheckoutScreen>

export default meta
type Story = StoryObj<typeof meta>

const fitsTheWidth = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)

/** 360 px: the cart's lines and the stepper fit, nothing scrolls sideways. */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStep(canvas, 'Your cart')
    await expectCurrentStep(canvas, 'Cart')
    await expect(canvas.getByRole('list', { name: 'Items in your cart' })).toBeVisible()
    await fitsTheWidth()
  },
}

/** The review on a phone: the longest step. */
export const PhoneReview: Story = {
  globals: phoneViewport,
  beforeEach: keepDraft(reviewDraft),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStep(canvas, 'Review your order')
    await fitsTheWidth()
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const heading = await findStep(canvas, 'Your cart')
    await expect(heading.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await expect(canvas.getByRole('region', { name: 'Order summary' })).toBeVisible()
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await findStep(canvas, 'سلّتك')).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(canvas.getByRole('navigation', { name: 'خطوات الشراء' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'ملخص الطلب' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'المتابعة إلى العنوان' })).toBeVisible()
  },
}
