// Shared by the shop's stories: the screens at their routes, and the queries plays repeat.
import type { Meta } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { ProductScreen } from '../../../src/screens/ecommerce/ProductScreen'
import { ShopScreen, type ShopScreenProps } from '../../../src/screens/ecommerce/ShopScreen'
import { WishlistScreen } from '../../../src/screens/ecommerce/WishlistScreen'
import { CurrentAddress } from '../email/emailStory'

type Canvas = ReturnType<typeof within>

export const shopPath = '/apps/ecommerce/shop'

/** The router parameters of a story that opens the shop at `search` (e.g. `?brands=Halden`). */
export const shopAt = (search = '') => ({
  router: { initialEntry: `${shopPath}${search}`, path: shopPath },
})

/** The product page of `slug`. */
export const productAt = (slug: string) => ({
  router: {
    initialEntry: `/apps/ecommerce/product-detail/${slug}`,
    path: '/apps/ecommerce/product-detail/:slug?',
  },
})

export function ShopStory(props: ShopScreenProps) {
  return (
    <div style={{ padding: 16 }}>
      <ShopScreen {...props} />
      <CurrentAddress />
    </div>
  )
}

export const shopMeta = {
  component: ShopScreen,
  args: { options: { searchDelayMs: 0 } },
  render: (args) => <ShopStory {...args} />,
  parameters: shopAt(),
} satisfies Meta<typeof ShopScreen>

export const productMeta = {
  component: ProductScreen,
  render: () => (
    <div style={{ padding: 16 }}>
      <ProductScreen />
    </div>
  ),
} satisfies Meta<typeof ProductScreen>

export const wishlistMeta = {
  component: WishlistScreen,
  render: () => (
    <div style={{ padding: 16 }}>
      <WishlistScreen />
    </div>
  ),
  parameters: { router: { initialEntry: '/apps/ecommerce/wishlist' } },
} satisfies Meta<typeof WishlistScreen>

/** The products section once it is there. */
export const findProducts = (canvas: Canvas) =>
  canvas.findByRole('list', { name: 'Products' }, { timeout: 5000 })

/** The product cards shown, by their names. */
export const productNames = (products: HTMLElement) =>
  within(products)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent)

/** The card of the product named `name`. */
export const cardOf = (products: HTMLElement, name: string) =>
  within(products).getByRole('article', { name })

/** The count the shop shows once its answer is in (a filter's refetch may still be on its way). */
export const expectTotal = (canvas: Canvas, total: number) =>
  waitFor(() =>
    expect(canvas.getByText(/^Products found:/)).toHaveTextContent(`Products found: ${total}`),
  )
