import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ecommerceScenarios } from '../../../src/mocks/handlers/ecommerce'
import type { WishlistScreen } from '../../../src/screens/ecommerce/WishlistScreen'
import { wishlistMeta } from './shopStory'

const meta = {
  ...wishlistMeta,
  title: 'Screens/Ecommerce/Wishlist',
} satisfies Meta<typeof WishlistScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible()
    const list = await canvas.findByRole('list', { name: 'Wishlist' }, { timeout: 5000 })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    await expect(within(list).getByRole('link', { name: 'Lumora Arc Desk Lamp' })).toBeVisible()
    await userEvent.click(
      canvas.getByRole('button', { name: 'Move to cart: Lumora Arc Desk Lamp' }),
    )
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove: Halden Studio Monitor Speakers' }),
    )
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1))
    await expect(
      within(list).getByRole('link', { name: 'Halden Pocket Bluetooth Speaker' }),
    ).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { ecommerce: ecommerceScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your wishlist is empty' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/shop',
    )
  },
}
