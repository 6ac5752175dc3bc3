import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'
import { markFirstHeading, modulesBeforeFirstHeading } from './support/firstLoadModules'
import { layoutShift } from './support/layoutShift'
import { signedInClientPage } from './support/clientPage'

// The admin's home and the analytics dashboard, against the built app and its back end in the
// service worker: the cards paint, the charts fill in without moving the page, the revenue
// report follows its year, and "Show as table" works from the keyboard.

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

test('vega draws the charts in the chart worker: the page itself never loads it', async ({
  page,
}) => {
  await page.goto('/')
  const orders = page.getByRole('region', { name: 'Orders', exact: true })
  await expect(orders.locator('svg.marks')).toHaveCount(1)
  // chartDraw-*.js is the chunk with vega; the page fetches only the worker's small entry.
  const vega = (names: string[]) => names.filter((name) => name.includes('/assets/chartDraw-'))
  const pageScripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  )
  expect(vega(pageScripts)).toEqual([])
  const chartWorker = page.workers().find((worker) => worker.url().includes('/chartWorker-'))
  expect(chartWorker).toBeDefined()
  const workerScripts = await chartWorker?.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  )
  expect(vega(workerScripts ?? [])).toHaveLength(1)
})

test('index.html asks for all the home’s modules at once, not one import level at a time', async ({
  page,
}) => {
  await markFirstHeading(page)
  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome back, Amara Okafor' }),
  ).toBeVisible()
  const { fetched, notPreloaded } = await modulesBeforeFirstHeading(page)
  expect(fetched.length).toBeGreaterThan(20)
  expect(notPreloaded).toEqual([])
})

test('a card’s year and period live in the URL: a reload keeps them, Back takes them back', async ({
  page,
}) => {
  await page.goto('/')
  const report = page.getByRole('region', { name: 'Revenue report' })
  const year = (label: string) => report.getByRole('button', { name: label })
  await report.getByRole('button', { name: 'Show as table' }).click()
  const january = report
    .getByRole('table', { name: 'Earning and expense month by month' })
    .getByRole('row')
    .nth(1)
  await expect(january).toContainText('$95.00')
  const in2020 = (await january.textContent()) ?? ''

  // A year chosen is written to the URL; the newest year is not.
  await year('2019').click()
  await expect(page).toHaveURL(/\/\?revenueYear=2019$/)
  await expect(year('2019')).toHaveAttribute('aria-pressed', 'true')
  await expect(january).not.toHaveText(in2020)
  const in2019 = (await january.textContent()) ?? ''

  // A period beside it, in a parameter of its own.
  const orders = page.getByRole('region', { name: 'Product orders' })
  await expect(orders.getByText('42.5K', { exact: true })).toBeVisible()
  await orders.getByRole('button', { name: 'Product orders period: Last 28 days' }).click()
  await page.getByRole('menuitemradio', { name: 'Last month' }).click()
  await expect(page).toHaveURL(/\/\?revenueYear=2019&orders=last-month$/)
  await expect(orders.getByText('42.5K', { exact: true })).toBeHidden()

  // A reload (or the link, shared) opens the cards on their choices, loading only those: 2019
  // in the table.
  const reportCalls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('/card/card-analytics/revenue-report')) reportCalls.push(url.search)
  })
  await page.reload()
  await expect(year('2019')).toHaveAttribute('aria-pressed', 'true')
  await expect(
    orders.getByRole('button', { name: 'Product orders period: Last month' }),
  ).toBeVisible()
  await expect(page.locator('section.cea-card[aria-busy="true"]')).toHaveCount(0)
  expect(reportCalls).toEqual(['?year=2019'])
  await report.getByRole('button', { name: 'Show as table' }).click()
  await expect(january).toHaveText(in2019)

  // Back takes the period back, then the year: the plain URL shows the defaults.
  await page.goBack()
  await expect(page).toHaveURL(/\/\?revenueYear=2019$/)
  await expect(
    orders.getByRole('button', { name: 'Product orders period: Last 28 days' }),
  ).toBeVisible()
  await expect(orders.getByText('42.5K', { exact: true })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '')
  await expect(year('2020')).toHaveAttribute('aria-pressed', 'true')
  await expect(january).toHaveText(in2020)
  await page.goForward()
  await expect(year('2019')).toHaveAttribute('aria-pressed', 'true')
  await expect(january).toHaveText(in2019)
})

test('a year the URL cannot mean opens the newest year, without an error', async ({ page }) => {
  await page.goto('/?revenueYear=1999&orders=someday')
  const report = page.getByRole('region', { name: 'Revenue report' })
  await expect(report.getByRole('button', { name: '2020' })).toHaveAttribute('aria-pressed', 'true')
  const orders = page.getByRole('region', { name: 'Product orders' })
  await expect(orders.getByText('42.5K', { exact: true })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
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
  const page = await signedInClientPage(browser)
  await expect(page.getByRole('link', { name: 'Analytics', exact: true })).toHaveCount(0)
  await page.goto('/dashboard/analytics')
  await expect(page).toHaveURL(/\/misc\/not-authorized/)
  await page.close()
})

/** The grid's columns, and how much of the grid's width each row of cards fills (0–1). */
const gridRows = () => {
  const grid = document.querySelector('.cea-card-grid')
  if (!grid) throw new Error('no card grid')
  const box = grid.getBoundingClientRect()
  const rows = new Map<number, { left: number; right: number }>()
  for (const card of grid.children) {
    const { top, left, right } = card.getBoundingClientRect()
    const row = rows.get(Math.round(top)) ?? { left, right }
    rows.set(Math.round(top), {
      left: Math.min(row.left, left),
      right: Math.max(row.right, right),
    })
  }
  return {
    columns: getComputedStyle(grid).gridTemplateColumns.split(' ').length,
    filled: [...rows.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, row]) => Math.round(((row.right - row.left) / box.width) * 100) / 100),
  }
}

for (const { path, cards } of [
  { path: '/', cards: 11 },
  { path: '/dashboard/analytics', cards: 10 },
])
  test(`${path}: no card stands alone mid-page, at two columns or three`, async ({ page }) => {
    for (const [width, columns] of [
      [768, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await expect(page.locator('section.cea-card')).toHaveCount(cards)
      await expect(page.locator('section.cea-card[aria-busy="true"]')).toHaveCount(0)
      const layout = await page.evaluate(gridRows)
      expect(layout.columns).toBe(columns)
      // Every row but the last fills the grid's width.
      expect(layout.filled.slice(0, -1)).toEqual(layout.filled.slice(0, -1).map(() => 1))
    }
  })
