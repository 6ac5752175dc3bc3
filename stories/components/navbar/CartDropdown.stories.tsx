import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CartDropdown } from '../../../src/components/navbar/CartDropdown'
import { buildCartProduct } from '../../../src/fixtures/ecommerce'
import { CartIcon } from '../../../src/components/navbar/CartIcon'
import { PanelLoadState, PanelState } from '../../../src/components/navbar/PanelState'

const items = [
  buildCartProduct({ id: 3, name: 'Kestrel Trail Running Shoes', price: 12_900, qty: 1 }),
  buildCartProduct({ id: 7, name: 'Halden Pocket Bluetooth Speaker', price: 5999, qty: 2 }),
]

const meta = {
  title: 'Components/Navbar/CartDropdown',
  component: CartDropdown,
  tags: ['autodocs'],
  subcomponents: { CartIcon, PanelState, PanelLoadState },
  parameters: {
    docs: {
      description: {
        component:
          "The navbar's cart: a counted button and a panel listing the items, their total and Checkout.\n\n**Use it** in the navbar, fed by the cart machine. **Do** pass money in integer minor units and the page's `locale`: it formats with `Intl`. Its icon and its loading/error face are parts (props below).",
      },
    },
  },
  args: {
    status: 'populated',
    count: 3,
    items,
    total: 24_898,
    locale: 'en',
    labels: {
      name: 'Cart',
      button: (count) => `Cart, items: ${count}`,
      title: 'My cart',
      itemsCount: (count) => `Items: ${count}`,
      quantity: (qty) => `Qty: ${qty}`,
      remove: (name) => `Remove ${name}`,
      removing: 'Removing',
      total: 'Total',
      checkout: 'Checkout',
      emptyTitle: 'Your cart is empty',
      emptyMessage: 'Products you add in the shop show up here.',
      shop: 'Go to the shop',
      loading: 'Loading your cart…',
      errorTitle: 'The cart could not be loaded.',
      retry: 'Try again',
    },
    onOpen: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartDropdown>

export default meta
type Story = StoryObj<typeof meta>

const page = within(document.body)
const open = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }))
  const dialog = await page.findByRole('dialog', { name: 'My cart' })
  await waitFor(() => expect(dialog).toBeVisible())
  return within(dialog)
}

export const WithItems: Story = {
  play: async ({ canvasElement, args }) => {
    const cart = await open(canvasElement, 'Cart, items: 3')
    await expect(args.onOpen).toHaveBeenCalledOnce()
    await expect(cart.getByText('$248.98')).toBeVisible()
    await expect(cart.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/checkout',
    )
    await userEvent.click(cart.getByRole('button', { name: 'Remove Kestrel Trail Running Shoes' }))
    await expect(args.onRemove).toHaveBeenCalledWith(3)
  },
}

export const Removing: Story = {
  args: { removingId: 7 },
  play: async ({ canvasElement }) => {
    const cart = await open(canvasElement, 'Cart, items: 3')
    await expect(
      cart.getByRole('button', { name: 'Remove Kestrel Trail Running Shoes' }),
    ).toBeDisabled()
  },
}

export const RemoveFailed: Story = {
  args: { removeErrorMessage: 'The item could not be removed. Try again.' },
  play: async ({ canvasElement }) => {
    const cart = await open(canvasElement, 'Cart, items: 3')
    await expect(cart.getByRole('alert')).toHaveTextContent('could not be removed')
  },
}

export const Empty: Story = {
  args: { status: 'empty', items: [], count: 0 },
  play: async ({ canvasElement }) => {
    const cart = await open(canvasElement, 'Cart, items: 0')
    await expect(cart.getByText('Your cart is empty')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', items: [], count: 5 },
  play: async ({ canvasElement }) => {
    const cart = await open(canvasElement, 'Cart, items: 5')
    await expect(cart.getByText('Loading your cart…')).toBeVisible()
  },
}

export const Error: Story = {
  args: { status: 'error', items: [], count: 5 },
  play: async ({ canvasElement, args }) => {
    const cart = await open(canvasElement, 'Cart, items: 5')
    await userEvent.click(cart.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const GermanNumbers: Story = {
  args: { locale: 'de' },
  play: async ({ canvasElement }) => {
    // Prices stay in US dollars, written the German way.
    const cart = await open(canvasElement, 'Cart, items: 3')
    await expect(cart.getByText('248,98 $')).toBeVisible()
  },
}
