import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'
import { layoutShift } from './support/layoutShift'
import { signedInClientPage } from './support/clientPage'

// The analytics card gallery as an admin uses it, against the built app and its back end in
// the service worker: each card loads on its own, a period and a year switch its data.

test('the cards load without moving the page; a period and a year change what they show', async ({
  page,
}) => {
  await page.goto('/cards/analytics')
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics cards' })).toBeVisible()
  const cards = page.locator('section.cea-card')
  await expect(cards).toHaveCount(8)
  await expect(page.locator('section.cea-card[aria-busy="true"]')).toHaveCount(0)
  // A chart may wait to draw until it comes near the viewport: pass by every card once.
  for (const card of await cards.all()) await card.scrollIntoViewIfNeeded()
  await expect(page.locator('svg.marks')).toHaveCount(9)
  expect(await page.evaluate(layoutShift)).toBeLessThanOrEqual(0.02)

  // Support tracker: the last year's tickets instead of the last 28 days'.
  const tracker = page.getByRole('region', { name: 'Support tracker' })
  await expect(tracker.getByText('163', { exact: true })).toBeVisible()
  await tracker.getByRole('button', { name: 'Support tracker period: Last 28 days' }).click()
  await page.getByRole('menuitemradio', { name: 'Last year' }).click()
  await expect(tracker.getByText('2,054', { exact: true })).toBeVisible()
  await expect(tracker.getByText('163', { exact: true })).toBeHidden()
  await expect(
    tracker.getByRole('button', { name: 'Support tracker period: Last year' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/cards\/analytics\?tickets=last-year$/)

  // Revenue report: the chart's data table follows the year, reached by keyboard.
  const report = page.getByRole('region', { name: 'Revenue report' })
  await report.getByRole('button', { name: 'Show as table' }).focus()
  await page.keyboard.press('Enter')
  const table = report.getByRole('table', { name: 'Earning and expense month by month' })
  const january = table.getByRole('row').nth(1)
  await expect(january).toContainText('$95.00')
  const in2020 = await january.textContent()
  await report.getByRole('button', { name: '2019' }).click()
  await expect(report.getByRole('button', { name: '2019' })).toHaveAttribute('aria-pressed', 'true')
  await expect(report.getByText('$21.7K')).toBeVisible()
  await expect(january).not.toHaveText(in2020 ?? '')
  await report.getByRole('button', { name: '2018' }).click()
  await expect(report.getByText('$17.8K')).toBeVisible()
  await expect(page).toHaveURL(/\?tickets=last-year&revenueYear=2018$/)

  // Back steps through the choices, newest first.
  await page.goBack()
  await expect(report.getByText('$21.7K')).toBeVisible()
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/cards\/analytics$/)
  await expect(tracker.getByText('163', { exact: true })).toBeVisible()
  await expect(report.getByRole('button', { name: '2020' })).toHaveAttribute('aria-pressed', 'true')
})

test('a client cannot open the card galleries', async ({ browser }) => {
  const page = await signedInClientPage(browser)
  await expect(page.getByRole('link', { name: 'Analytics cards' })).toHaveCount(0)
  await page.goto('/cards/analytics')
  await expect(page).toHaveURL(/\/misc\/not-authorized/)
  await page.close()
})
