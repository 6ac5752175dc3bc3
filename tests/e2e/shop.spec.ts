import { type Page } from '@playwright/test'
import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// The shop as the admin uses it, against the built app and its back end in the service worker:
// search, filter by two brands, add two products (one with a quantity), the navbar's count
// follows, and a reload restores the view from the URL.

const products = (page: Page) => page.getByRole('list', { name: 'Products' })
const card = (page: Page, name: string) => products(page).getByRole('article', { name })
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' })
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, items:/ })

test('search, two brands, add two products, the navbar follows, a reload keeps the view', async ({
  page,
}) => {
  await page.goto('/apps/ecommerce/shop')
  await expect(products(page).getByRole('article')).toHaveCount(9)
  await expect(page.getByText('Products found: 24')).toBeVisible()
  await expect(cartButton(page)).toHaveAccessibleName('Cart, items: 5')

  // Search waits for a pause in typing, then the URL and the counts follow.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('t')
  await expect(page).toHaveURL(/\?q=t$/)
  await expect(page.getByText('Products found: 18')).toBeVisible()

  // Two brands: any of them (OR), each checkbox with its count.
  await filters(page)
    .getByRole('checkbox', { name: /^Halden \(/ })
    .check()
  await expect(page).toHaveURL(/brands=Halden/)
  await filters(page)
    .getByRole('checkbox', { name: /^Kestrel \(/ })
    .check()
  await expect(page).toHaveURL(/brands=Halden&brands=Kestrel/)
  await expect(page.getByText('Products found: 8')).toBeVisible()
  await expect(filters(page).getByRole('checkbox', { name: 'Halden (4)' })).toBeChecked()

  // Add one from its card.
  await card(page, 'Halden Drift Wireless Headphones')
    .getByRole('button', { name: 'Add to cart: Halden Drift Wireless Headphones' })
    .click()
  await expect(card(page, 'Halden Drift Wireless Headphones').getByText('In cart')).toBeVisible()
  await expect(cartButton(page)).toHaveAccessibleName('Cart, items: 6')

  // A reload restores the search, the brands and the products from the URL and the stored data.
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('t')
  await expect(page.getByText('Products found: 8')).toBeVisible()
  await expect(filters(page).getByRole('checkbox', { name: 'Kestrel (4)' })).toBeChecked()
  await expect(card(page, 'Halden Drift Wireless Headphones').getByText('In cart')).toBeVisible()

  // The second product from its page, with a quantity of 3.
  await card(page, 'Kestrel Packable Rain Jacket')
    .getByRole('link', { name: 'Kestrel Packable Rain Jacket' })
    .click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kestrel Packable Rain Jacket' }),
  ).toBeVisible()
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByText('In cart')).toBeVisible()
  await expect(cartButton(page)).toHaveAccessibleName('Cart, items: 9')

  // Back to the shop as it was left.
  await page.goBack()
  await expect(page).toHaveURL(/q=t&brands=Halden&brands=Kestrel/)
  await expect(card(page, 'Kestrel Packable Rain Jacket').getByText('In cart')).toBeVisible()
})

test('the wishlist moves a product to the cart; an unknown product is not found', async ({
  page,
}) => {
  await page.goto('/apps/ecommerce/wishlist')
  const list = page.getByRole('list', { name: 'Wishlist' })
  await expect(list.getByRole('listitem')).toHaveCount(3)
  await page.getByRole('button', { name: 'Move to cart: Lumora Arc Desk Lamp' }).click()
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(cartButton(page)).toHaveAccessibleName('Cart, items: 6')
  await page.reload()
  await expect(page.getByRole('list', { name: 'Wishlist' }).getByRole('listitem')).toHaveCount(2)

  await page.goto('/apps/ecommerce/product-detail/no-such-product')
  await expect(page.getByRole('heading', { level: 2, name: 'Product not found' })).toBeVisible()
  await page.goto('/apps/ecommerce/product-detail')
  await expect(page).toHaveURL(/\/product-detail\/halden-drift-wireless-headphones$/)
})
