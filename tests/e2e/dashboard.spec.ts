import { expect } from '@playwright/test'
import { adminTest } from './support/adminTest'
import { layoutShift } from './support/layoutShift'

// The admin's home and the analytics dashboard, against the built app and its back end in the
// service worker: the cards paint, the charts fill in without moving the page, the revenue
// report follows its year, and "Show as table" works from the keyboard.

const test = adminTest('/')

test('the home is the e-commerce dashboard: cards, charts without a shift, the year in the table', async ({
  page,
}) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome back, Amara Okafor' }),
  ).toBeVisible()
  for (const title of ['Orders', 'Profit', 'Revenue report', 'Recent invoices', 'Customers'])
    await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible()
  await expect(page.locator('section.cea-card[aria-busy="true"]')).toHaveCount(0)
  const report = page.getByRole('region', { name: 'Revenue report' })
  await expect(
    report.getByRole('img', { name: 'Earning and expense month by month' }),
  ).toBeVisible()
  expect(await page.evaluate(layoutShift)).toBeLessThanOrEqual(0.02)

  // "Show as table" from the keyboard, then another year: the table's figures follow.
  await report.getByRole('button', { name: 'Show as table' }).focus()
  await page.keyboard.press('Enter')
  const table = report.getByRole('table', { name: 'Earning and expense month by month' })
  const january = table.getByRole('row').nth(1)
  await expect(january).toContainText('$95.00')
  const in2020 = await january.textContent()
  await report.getByRole('button', { name: '2019' }).click()
  await expect(report.getByRole('button', { name: '2019' })).toHaveAttribute('aria-pressed', 'true')
  await expect(january).not.toHaveText(in2020 ?? '')
  await expect(report.getByRole('button', { name: 'Show as chart' })).toBeVisible()

  // The invoices card lists the newest invoices from the invoices client.
  await expect(
    page.getByRole('region', { name: 'Recent invoices' }).getByRole('row'),
  ).not.toHaveCount(0)
})

test('the analytics dashboard is in the menu and shows its cards', async ({ page }) => {
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Analytics', exact: true })
    .click()
  await expect(page).toHaveURL(/\/dashboard\/analytics$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeVisible()
  const tracker = page.getByRole('region', { name: 'Support tracker' })
  await expect(tracker.getByText('163', { exact: true })).toBeVisible()
  await expect(page.locator('section.cea-card[aria-busy="true"]')).toHaveCount(0)
  expect(await page.evaluate(layoutShift)).toBeLessThanOrEqual(0.02)
})

test('a client sees neither dashboard: their home stays access control', async ({ browser }) => {
  const page = await browser.newPage({ storageState: undefined })
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill('client@demo.com')
  await page.getByLabel(/^Password/).fill('client')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/access-control/)
  await expect(page.getByRole('link', { name: 'Analytics', exact: true })).toHaveCount(0)
  await page.goto('/dashboard/analytics')
  await expect(page).toHaveURL(/\/misc\/not-authorized/)
  await page.close()
})
