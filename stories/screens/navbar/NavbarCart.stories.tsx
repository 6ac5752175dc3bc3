import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { pinnedReferenceDay } from '../../../src/mocks/db/instance'
import { pricedCart } from '../../../src/mocks/handlers/ecommerce/cartAnswer'
import { NavbarCart } from '../../../src/screens/navbar/NavbarCart'
import { NavbarUserMenu } from '../../../src/screens/navbar/NavbarUserMenu'
import { CurrentPath, navbarMsw, withNavbar } from './navbarStory'

const meta = {
  title: 'Screens/Navbar/Cart',
  component: NavbarCart,
  decorators: [withNavbar],
  render: () => (
    <>
      <NavbarCart />
      <CurrentPath />
    </>
  ),
  parameters: { msw: { handlers: navbarMsw } },
} satisfies Meta<typeof NavbarCart>

export default meta
type Story = StoryObj<typeof meta>

const page = within(document.body)
const openCart = async (canvasElement: HTMLElement, name = 'Cart, items: 5') => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }))
  const dialog = await page.findByRole('dialog', { name: 'My cart' })
  // The overlay fades in: wait until it is fully shown.
  await waitFor(() => expect(dialog).toBeVisible())
  return within(dialog)
}
const cartOnly = (resolver: Parameters<typeof http.get>[1]) => ({
  ...navbarMsw,
  ecommerce: [http.get('*/apps/ecommerce/cart', resolver)],
})

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    // The count: the signed-in user's data, then the back end's (both 5 here).
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Cart, items: 5' }),
    ).toBeVisible()
    await expect(page.queryByRole('dialog')).toBeNull()
  },
}

export const WithItems: Story = {
  play: async ({ canvasElement }) => {
    const cart = await openCart(canvasElement)
    const items = await cart.findAllByRole('listitem')
    await expect(items).toHaveLength(4)
    await expect(items[0]).toHaveTextContent('Kestrel Trail Running Shoes')
    await expect(items[0]).toHaveTextContent('$129.00')
    await expect(items[1]).toHaveTextContent('Halden Pocket Bluetooth Speaker')
    await expect(items[1]).toHaveTextContent('Qty: 2')
    await expect(cart.getByText('Items: 5')).toBeVisible()
    // The back end's total: the lines' discounts and the tax are in it ($332.48 before them).
    await expect(cart.getByText('$317.55')).toBeVisible()
    await userEvent.click(cart.getByRole('link', { name: 'Checkout' }))
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull())
    await expect(
      within(canvasElement).getByRole('status', { name: 'Current page' }),
    ).toHaveTextContent('/apps/ecommerce/checkout')
  },
}

export const RemoveAnItem: Story = {
  play: async ({ canvasElement }) => {
    const cart = await openCart(canvasElement)
    await userEvent.click(
      await cart.findByRole('button', { name: 'Remove Halden Pocket Bluetooth Speaker' }),
    )
    await waitFor(() => expect(cart.getAllByRole('listitem')).toHaveLength(3))
    await expect(await cart.findByText('$197.05')).toBeVisible()
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Cart, items: 3' }),
    ).toBeInTheDocument()
  },
}

export const Empty: Story = {
  parameters: {
    msw: { handlers: cartOnly(() => HttpResponse.json(pricedCart([], pinnedReferenceDay))) },
  },
  play: async ({ canvasElement }) => {
    const cart = await openCart(canvasElement)
    await expect(await cart.findByText('Your cart is empty')).toBeVisible()
    await expect(cart.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/shop',
    )
    await expect(
      within(canvasElement).getByRole('button', { name: 'Cart, items: 0' }),
    ).toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: cartOnly(async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const cart = await openCart(canvasElement)
    await expect(await cart.findByText('Loading your cart…')).toBeVisible()
  },
}

export const Error: Story = {
  parameters: {
    msw: {
      handlers: cartOnly(() =>
        HttpResponse.json({ message: 'The cart is resting.' }, { status: 500 }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const cart = await openCart(canvasElement)
    const alert = await cart.findByRole('alert')
    await expect(alert).toHaveTextContent('The cart could not be loaded.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const HiddenForClient: Story = {
  globals: { role: 'client' },
  render: () => (
    <>
      <NavbarUserMenu />
      <NavbarCart />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Signed in as the client, who may not read the shop: no cart button at all.
    await expect(await canvas.findByRole('button', { name: /Jonas Lindqvist/ })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /Cart/ })).toBeNull()
  },
}

export const DarkSkin: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const cart = await openCart(canvasElement)
    await expect(await cart.findAllByRole('listitem')).toHaveLength(4)
  },
}
