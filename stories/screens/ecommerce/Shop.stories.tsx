import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ecommerceScenarios } from '../../../src/mocks/handlers/ecommerce'
import type { ShopScreen } from '../../../src/screens/ecommerce/ShopScreen'
import { expectAddress } from '../email/emailStory'
import { cardOf, expectTotal, findProducts, productNames, shopAt, shopMeta } from './shopStory'

const meta = {
  ...shopMeta,
  title: 'Screens/Ecommerce/Shop',
} satisfies Meta<typeof ShopScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible()
    const products = await findProducts(canvas)
    await expect(productNames(products)).toHaveLength(9)
    await expectTotal(canvas, 24)
    // The shared grid's footer: which products, and the pages of 9.
    await expect(canvas.getByText('Showing 1 to 9 of 24 products')).toBeVisible()
    const pages = canvas.getByRole('navigation', { name: 'Product pages' })
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }))
    await expect(await canvas.findByText('Showing 10 to 18 of 24 products')).toBeVisible()
    await waitFor(() =>
      expect(productNames(products)).not.toContain('Halden Drift Wireless Headphones'),
    )
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 1' }))
    const headphones = within(
      await within(products).findByRole('article', { name: 'Halden Drift Wireless Headphones' }),
    )
    await expect(headphones.getByText('$189.99')).toBeVisible()
    await expect(headphones.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible()
    await expect(headphones.getByText('by Halden')).toBeVisible()
    await expect(headphones.getByText('Free shipping')).toBeVisible()
    await expect(headphones.getByText('In stock')).toBeVisible()
    // Already in the admin's cart and wishlist.
    await expect(
      within(cardOf(products, 'Kestrel Trail Running Shoes')).getByText('In cart'),
    ).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: 'Wishlist: Lumora Arc Desk Lamp' }),
    ).toHaveAttribute('aria-pressed', 'true')
    // Add to cart and wish: both show at once and stay once saved.
    await userEvent.click(
      headphones.getByRole('button', { name: 'Add to cart: Halden Drift Wireless Headphones' }),
    )
    await expect(await headphones.findByText('In cart')).toBeVisible()
    const heart = headphones.getByRole('button', {
      name: 'Wishlist: Halden Drift Wireless Headphones',
    })
    await userEvent.click(heart)
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'))
    // The filters show their counts for the whole shop.
    const filters = canvas.getByRole('complementary', { name: 'Filters' })
    await expect(within(filters).getByRole('checkbox', { name: 'Halden (4)' })).not.toBeChecked()
    await expect(within(filters).getByRole('checkbox', { name: 'Audio (5)' })).toBeVisible()
    await expect(within(filters).getByRole('button', { name: 'Clear all' })).toBeDisabled()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { ecommerce: ecommerceScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Loading products…')).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Products' })).toBeNull()
  },
}

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { ecommerce: ecommerceScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The products could not be loaded.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const NoResults: Story = {
  parameters: shopAt('?q=zeppelin'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const empty = await canvas.findByText('No products match')
    await expect(empty).toBeVisible()
    await expect(empty).toHaveAttribute('role', 'status')
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('zeppelin')
    const main = canvas.getByText('Try other words or fewer filters.').closest('div')
    if (!main) throw new Error('no empty state')
    await userEvent.click(within(main).getByRole('button', { name: 'Clear all' }))
    await expect(productNames(await findProducts(canvas))).toHaveLength(9)
    await expectAddress(canvas, '/apps/ecommerce/shop')
  },
}

const box = (element: Element) => element.getBoundingClientRect()

export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const products = await findProducts(canvas)
    await expect(canvas.getByRole('button', { name: 'Grid' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const [first, second] = within(products).getAllByRole('article')
    if (!first || !second) throw new Error('expected cards')
    // Side by side.
    await expect(Math.round(box(second).top)).toBe(Math.round(box(first).top))
  },
}

export const List: Story = {
  parameters: shopAt('?view=list'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const products = await findProducts(canvas)
    await expect(canvas.getByRole('button', { name: 'List' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const [first, second] = within(products).getAllByRole('article')
    if (!first || !second) throw new Error('expected cards')
    // One under the other.
    await expect(box(second).top).toBeGreaterThanOrEqual(box(first).bottom)
    await userEvent.click(canvas.getByRole('button', { name: 'Grid' }))
    await expectAddress(canvas, '/apps/ecommerce/shop')
  },
}

export const Filtered: Story = {
  parameters: shopAt('?brands=Halden&brands=Kestrel'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const products = await findProducts(canvas)
    await expect(productNames(products)).toHaveLength(8)
    await expectTotal(canvas, 8)
    const filters = within(canvas.getByRole('complementary', { name: 'Filters' }))
    await expect(filters.getByRole('checkbox', { name: 'Halden (4)' })).toBeChecked()
    await expect(filters.getByRole('checkbox', { name: 'Kestrel (4)' })).toBeChecked()
    // Another brand would add its own: counted without the brand filter.
    await expect(filters.getByRole('checkbox', { name: 'Vantor (3)' })).not.toBeChecked()
    // Categories are counted within the two brands.
    await expect(filters.getByRole('checkbox', { name: 'Audio (4)' })).toBeVisible()
    await expect(filters.getByRole('checkbox', { name: 'Outdoor (3)' })).toBeVisible()
    await expect(filters.getByRole('checkbox', { name: 'Kitchen (0)' })).toBeVisible()
    await userEvent.click(filters.getByRole('checkbox', { name: 'Outdoor (3)' }))
    await expectTotal(canvas, 3)
    await expectAddress(
      canvas,
      '/apps/ecommerce/shop?brands=Halden&brands=Kestrel&categories=outdoor',
    )
    await expect(filters.getByRole('checkbox', { name: 'Halden (0)' })).toBeChecked()
    await userEvent.click(filters.getByRole('button', { name: 'Clear all' }))
    await expectTotal(canvas, 24)
  },
}

export const OutOfStock: Story = {
  parameters: shopAt('?categories=home'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const products = await findProducts(canvas)
    await expectTotal(canvas, 5)
    const clock = within(cardOf(products, 'Lumora Sunrise Alarm Clock'))
    await expect(clock.getByText('Out of stock')).toBeVisible()
    await expect(
      clock.getByRole('button', { name: 'Add to cart: Lumora Sunrise Alarm Clock' }),
    ).toBeDisabled()
    await expect(
      within(cardOf(products, 'Bramble Linen Throw Blanket')).getByText('Only 4 left'),
    ).toBeVisible()
    const filters = within(canvas.getByRole('complementary', { name: 'Filters' }))
    await userEvent.click(filters.getByRole('checkbox', { name: 'In stock (4)' }))
    await expectTotal(canvas, 4)
    await expect(canvas.queryByRole('article', { name: 'Lumora Sunrise Alarm Clock' })).toBeNull()
  },
}
