import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { ProductScreen } from '../../../src/screens/ecommerce/ProductScreen'
import { productAt, productMeta } from './shopStory'

const meta = {
  ...productMeta,
  title: 'Screens/Ecommerce/Product',
  parameters: productAt('halden-drift-wireless-headphones'),
} satisfies Meta<typeof ProductScreen>

export default meta
type Story = StoryObj<typeof meta>

const findTitle = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 })

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await findTitle(canvas, 'Halden Drift Wireless Headphones')).toBeVisible()
    await expect(canvas.getByText('$189.99')).toBeVisible()
    await expect(canvas.getByText('In stock')).toBeVisible()
    const colours = canvas.getByRole('group', { name: 'Colour' })
    const [firstColour, secondColour] = within(colours).getAllByRole('radio')
    if (!firstColour || !secondColour) throw new Error('expected colours')
    await expect(firstColour).toBeChecked()
    await userEvent.click(secondColour)
    await expect(secondColour).toBeChecked()
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantity' })
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '2')
    await expect(quantity).toHaveValue(2)
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }))
    await expect(await canvas.findByText('In cart')).toBeVisible()
    const related = canvas.getByRole('region', { name: 'Related products' })
    await expect(within(related).getAllByRole('link')).toHaveLength(4)
  },
}

export const NotFound: Story = {
  parameters: productAt('no-such-product'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Product not found' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/shop',
    )
  },
}

export const InCart: Story = {
  parameters: productAt('kestrel-trail-running-shoes'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas, 'Kestrel Trail Running Shoes')
    await expect(canvas.getByText('In cart')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull()
  },
}

export const InWishlist: Story = {
  parameters: productAt('lumora-arc-desk-lamp'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas, 'Lumora Arc Desk Lamp')
    const heart = canvas.getByRole('button', { name: 'Wishlist: Lumora Arc Desk Lamp' })
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(heart)
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'))
  },
}

export const LowStock: Story = {
  parameters: productAt('vantor-buds-pro-earbuds'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas, 'Vantor Buds Pro Earbuds')
    await expect(canvas.getByText('Only 1 left')).toBeVisible()
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantity' })
    await expect(quantity).toHaveAttribute('max', '1')
    // More than the stock is kept to what is there.
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '5')
    await expect(quantity).toHaveValue(1)
  },
}
