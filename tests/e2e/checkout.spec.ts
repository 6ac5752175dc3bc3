import { type Page } from '@playwright/test'
import { expect } from './support/expect'
import { sampleNewAddress } from '../../src/fixtures/ecommerce/addresses'
import { adminTest as test } from './support/adminTest'
import { explainingClick, watchClicks } from './support/clickTrail'

// The whole purchase as the admin makes it, against the built app and its back end in the
// service worker: from the shop's search and filters to a placed order whose invoice the admin
// finds in the invoice list. Every figure on the way comes from the back end.

const card = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Products' }).getByRole('article', { name })
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, items:/ })
const total = (page: Page) =>
  page.getByRole('region', { name: 'Order summary' }).locator('.cea-checkout-totals__total dd')
const field = (page: Page, label: string) => page.getByRole('textbox', { name: `${label} *` })
const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true })

test('search, two brands, two products, a quantity, a coupon, express, a new address and a card: placed and invoiced', async ({
  page,
}) => {
  await page.goto('/apps/ecommerce/shop')
  await page.getByRole('searchbox', { name: 'Search products' }).fill('t')
  await expect(page).toHaveURL(/\?q=t$/)
  const filters = page.getByRole('complementary', { name: 'Filters' })
  await filters.getByRole('checkbox', { name: /^Halden \(/ }).check()
  await filters.getByRole('checkbox', { name: /^Kestrel \(/ }).check()
  await expect(page).toHaveURL(/brands=Halden&brands=Kestrel/)
  await expect(page.getByText('Products found: 8')).toBeVisible()
  for (const name of ['Halden Drift Wireless Headphones', 'Kestrel Packable Rain Jacket']) {
    await card(page, name)
      .getByRole('button', { name: `Add to cart: ${name}` })
      .click()
    await expect(card(page, name).getByText('In cart')).toBeVisible()
  }
  await expect(cartButton(page)).toHaveAccessibleName('Cart, items: 7')

  // To the checkout from the navbar's cart.
  await cartButton(page).click()
  const cart = page.getByRole('dialog', { name: 'My cart' })
  await expect(cart.getByText('Items: 7')).toBeVisible()
  // The lines are in (the Checkout link below them has found its place) before it is clicked.
  for (const name of ['Halden Drift Wireless Headphones', 'Kestrel Packable Rain Jacket'])
    await expect(cart.getByText(name, { exact: true })).toBeVisible()
  await watchClicks(page)
  await cart.getByRole('link', { name: 'Checkout' }).click()
  await explainingClick(page, "the cart's Checkout link", () =>
    expect(page).toHaveURL(/\/apps\/ecommerce\/checkout$/),
  )
  await expect(stepHeading(page, 'Your cart')).toBeVisible()
  const steps = page.getByRole('navigation', { name: 'Checkout steps' })
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Cart/)

  // One more headphone: the line and the total follow the back end.
  const headphones = page.getByRole('group', {
    name: 'Quantity of Halden Drift Wireless Headphones',
  })
  const before = await total(page).textContent()
  await page.getByRole('button', { name: 'One more: Halden Drift Wireless Headphones' }).click()
  await expect(headphones.getByLabel('Quantity')).toHaveText('2')
  await expect(total(page)).not.toHaveText(before ?? '')
  await expect(cartButton(page)).toHaveAccessibleName('Cart, items: 8')

  await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Coupon WELCOME10 applied: 10% off')).toBeVisible()

  const withCoupon = await total(page).textContent()
  await page.getByRole('radio', { name: /^Express · \$/ }).check()
  await expect(total(page)).not.toHaveText(withCoupon ?? '')
  await expect(page.getByRole('radio', { name: /^Express · \$/ })).toBeChecked()
  const placedTotal = await total(page).textContent()

  // A new address, typed; a card.
  await page.getByRole('button', { name: 'Continue to address' }).click()
  await expect(stepHeading(page, 'Shipping address')).toBeVisible()
  await page.getByRole('radio', { name: 'A new address' }).check()
  await field(page, 'Full name').fill(sampleNewAddress.fullName)
  await field(page, 'Street and number').fill(sampleNewAddress.street)
  await field(page, 'City').fill(sampleNewAddress.city)
  await field(page, 'Postal code').fill(sampleNewAddress.postalCode)
  await field(page, 'Country').fill(sampleNewAddress.country)
  await field(page, 'Phone').fill(sampleNewAddress.phone)
  await page.getByRole('button', { name: 'Continue to payment' }).click()

  await expect(stepHeading(page, 'Payment')).toBeVisible()
  await field(page, 'Card number').fill('4242 4242 4242 4242')
  await field(page, 'Name on card').fill(sampleNewAddress.fullName)
  await field(page, 'Expiry (MM/YY)').fill('12/30')
  await field(page, 'Security code (CVV)').fill('123')
  await page.getByRole('button', { name: 'Review the order' }).click()

  await expect(stepHeading(page, 'Review your order')).toBeVisible()
  const review = page.getByRole('region', { name: 'Review your order' })
  await expect(review.getByRole('region', { name: 'Items' }).getByRole('listitem')).toHaveCount(6)
  await expect(review.getByText('Card ending 4242, Kofi Mensah')).toBeVisible()
  await expect(total(page)).toHaveText(placedTotal ?? '')
  await page.getByRole('button', { name: `Place order · ${placedTotal}` }).click()

  // Placed: the number, the same total, the invoice; the cart is empty and the navbar says so.
  await expect(stepHeading(page, 'Thank you: your order is placed')).toBeVisible()
  await expect(page.getByText(/^Order number \d+$/)).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Order totals' }).locator('.cea-checkout-totals__total dd'),
  ).toHaveText(placedTotal ?? '')
  await expect(cartButton(page)).toHaveAccessibleName('Cart, items: 0')
  const invoiceHref = await page
    .getByRole('link', { name: 'View the invoice' })
    .getAttribute('href')
  const invoiceId = /\/apps\/invoice\/preview\/(\d+)$/.exec(invoiceHref ?? '')?.[1]
  expect(invoiceId).toBeDefined()

  // A reload too: the confirmation reads the order back by its id; the navbar asks the back end,
  // not the count stored at sign-in.
  const orderNumber = await page.getByText(/^Order number /).textContent()
  await page.reload()
  await expect(stepHeading(page, 'Thank you: your order is placed')).toBeVisible()
  await expect(page.getByText(/^Order number /)).toHaveText(orderNumber ?? '')
  await expect(page.getByRole('link', { name: 'View the invoice' })).toHaveAttribute(
    'href',
    invoiceHref ?? '',
  )
  await expect(cartButton(page)).toHaveAccessibleName('Cart, items: 0')
  // Left for the shop, the next checkout starts on the (empty) cart.
  await page.getByRole('link', { name: 'Continue shopping' }).click()
  await expect(page).toHaveURL(/\/apps\/ecommerce\/shop$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible()
  await page.goto('/apps/ecommerce/checkout')
  await expect(stepHeading(page, 'Your cart is empty')).toBeVisible()
  await expect(cartButton(page)).toHaveAccessibleName('Cart, items: 0')

  // The admin finds the order's invoice, paid, in the invoice list.
  await page.goto('/apps/invoice/list?q=Kofi')
  const row = page
    .getByRole('table', { name: 'Invoice list' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `#${invoiceId}`, exact: true }) })
  await expect(row).toBeVisible()
  await expect(row.getByRole('button', { name: 'Paid', exact: true })).toBeVisible()
})
