import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { getStore } from '../../../src/mocks/db/instance'
import { productsTable } from '../../../src/mocks/handlers/ecommerce/shopTables'
import type { CheckoutScreen } from '../../../src/screens/ecommerce/checkout/CheckoutScreen'
import {
  checkoutMeta,
  emptyCartHandlers,
  expectCurrentStep,
  findStep,
  keepDraft,
  reviewDraft,
} from './checkoutStory'

const meta = {
  ...checkoutMeta,
  title: 'Screens/Ecommerce/Checkout cart',
} satisfies Meta<typeof CheckoutScreen>

export default meta
type Story = StoryObj<typeof meta>

const summaryOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'Order summary' }))

export const EmptyCart: Story = {
  parameters: { msw: { handlers: { ecommerce: emptyCartHandlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await findStep(canvas, 'Your cart is empty')).toBeVisible()
    await expectCurrentStep(canvas, 'Cart')
    await expect(canvas.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/shop',
    )
    await expect(canvas.queryByRole('button', { name: 'Continue to address' })).toBeNull()
  },
}

/** The admin's four lines: a quantity up, one moved to the wishlist; totals from the back end. */
export const CartWithLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStep(canvas, 'Your cart')
    const lines = canvas.getByRole('list', { name: 'Items in your cart' })
    await expect(within(lines).getAllByRole('listitem')).toHaveLength(4)
    const total = summaryOf(canvas).getByText('Total').nextElementSibling?.textContent
    const first = within(lines).getAllByRole('listitem')[0]
    if (!first) throw new Error('no first line')
    const name = within(first).getAllByRole('link')[0]?.textContent ?? ''
    await userEvent.click(canvas.getByRole('button', { name: `One more: ${name}` }))
    await waitFor(() => expect(within(first).getByLabelText('Quantity')).toHaveTextContent('2'))
    await expect(summaryOf(canvas).getByText('Total').nextElementSibling).not.toHaveTextContent(
      total ?? '',
    )
    await userEvent.click(canvas.getByRole('button', { name: `Move to wishlist: ${name}` }))
    await waitFor(() => expect(within(lines).getAllByRole('listitem')).toHaveLength(3))
    await expect(canvas.getByRole('radio', { name: /^Standard · Free/ })).toBeChecked()
  },
}

export const CouponApplied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStep(canvas, 'Your cart')
    await userEvent.click(canvas.getByRole('textbox', { name: 'Coupon code' }))
    await userEvent.paste('WELCOME10')
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }))
    await expect(await canvas.findByText('Coupon WELCOME10 applied: 10% off')).toBeVisible()
    await expect(summaryOf(canvas).getByText('Coupon')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Remove coupon' })).toBeVisible()
  },
}

export const CouponRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStep(canvas, 'Your cart')
    const field = canvas.getByRole('textbox', { name: 'Coupon code' })
    await userEvent.click(field)
    await userEvent.paste('SPRING20')
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }))
    await expect(await canvas.findByText('This coupon has expired.')).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(summaryOf(canvas).queryByText('Coupon')).toBeNull()
  },
}

/** Another shopper bought the last units while this one reviewed: back to the cart, named. */
export const StockChanged: Story = {
  beforeEach: keepDraft(reviewDraft),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findStep(canvas, 'Review your order')
    getStore().transaction((tx) =>
      tx.write(
        productsTable,
        tx
          .read(productsTable)
          .map((product) => (product.id === 12 ? { ...product, stock: 0 } : product)),
      ),
    )
    await userEvent.click(canvas.getByRole('button', { name: /^Place order/ }))
    await findStep(canvas, 'Your cart')
    await expectCurrentStep(canvas, 'Cart')
    await expect(
      await canvas.findByText(
        /^Some items are no longer in stock: .+\. Change your cart to go on\.$/,
      ),
    ).toBeVisible()
    await expect(await canvas.findByText('Out of stock: remove it to go on.')).toBeVisible()
  },
}
