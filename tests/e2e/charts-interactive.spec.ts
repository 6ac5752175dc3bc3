import { type Page } from '@playwright/test'
import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// Charts that answer the pointer and the keyboard, against the built app. The first paint is the
// chart worker's drawing; the interactive view (a small chunk, no vega) loads when a person
// points at or focuses a chart, and vega itself never runs on the page.

/** The scripts the page itself has loaded (a worker's own imports are not in this list). */
const pageScripts = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
const named = (scripts: string[], chunk: string) =>
  scripts.filter((name) => name.includes(`/assets/${chunk}-`) && name.endsWith('.js'))

test('hovering a bar shows its value; no vega on the page, before or after', async ({ page }) => {
  await page.goto('/')
  const sessions = page.getByRole('region', { name: 'Revenue report' })
  const chart = sessions.getByRole('img', { name: 'Earning and expense month by month' })
  await expect(chart.locator('svg .role-mark path').first()).toBeVisible()
  // Drawn by the worker; the page has loaded neither vega nor the interactive view.
  expect(named(await pageScripts(page), 'chartDraw')).toEqual([])
  expect(named(await pageScripts(page), 'ChartInteraction')).toEqual([])

  // January's earning: the first bar of the stack's lower series.
  await chart.locator('svg .role-mark path').first().hover()
  const tooltip = page.getByRole('tooltip')
  await expect(tooltip).toBeVisible()
  await expect(tooltip).toContainText('Jan')
  await expect(tooltip).toContainText(/\$\d/)
  // The interactive view came as its own small chunk; vega still only in the worker.
  expect(named(await pageScripts(page), 'ChartInteraction')).toHaveLength(1)
  expect(named(await pageScripts(page), 'chartDraw')).toEqual([])

  // The pointer leaves: the tooltip goes.
  await page.getByRole('heading', { level: 1 }).hover()
  await expect(tooltip).toHaveCount(0)
})

test('Tab reaches a chart; the arrow keys step through its values, each announced', async ({
  page,
}) => {
  await page.goto('/charts')
  const bars = page.getByRole('region', { name: 'Bar chart', exact: true })
  const chart = bars.getByRole('img', {
    name: 'Online and in-store orders per month over six months',
  })
  await expect(chart.locator('svg .role-mark').first()).toBeVisible()
  await expect(chart.locator('svg .mark-rect path')).toHaveCount(12)
  await bars.getByRole('button', { name: 'Show as table' }).focus()
  await page.keyboard.press('Tab')
  await expect(chart).toBeFocused()
  await expect(chart).toHaveAccessibleDescription('Use the arrow keys to read each value.')

  const announced = bars.locator('[aria-live="polite"]')
  await page.keyboard.press('ArrowRight')
  await expect(announced).toHaveText('Online, Oct 25: 420')
  await expect(bars.locator('.cea-chart-overlay__focus')).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(announced).toHaveText('In store, Oct 25: 310')
  await page.keyboard.press('End')
  await expect(announced).toHaveText(/^In store, Mar 26: [\d,]+$/)
  await page.keyboard.press('Home')
  await expect(announced).toHaveText('Online, Oct 25: 420')

  // The legend filters: In store switched off, the arrows step through Online alone.
  await bars.getByRole('button', { name: 'In store' }).click()
  await expect(bars.getByRole('button', { name: 'In store' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  // The chart is drawn again without those bars (in the worker): half the bars of six months.
  await expect(chart.locator('svg .mark-rect path')).toHaveCount(6)
  await chart.focus()
  await page.keyboard.press('Home')
  await page.keyboard.press('ArrowRight')
  await expect(announced).toHaveText(/^Online, Nov 25: [\d,]+$/)
})

test('the gallery’s line chart: a crosshair, and a drag across it zooms into those months', async ({
  page,
}) => {
  await page.goto('/charts')
  const line = page.getByRole('region', { name: 'Line chart' })
  const chart = line.getByRole('img', { name: 'Revenue and expenses per month over twelve months' })
  const dots = chart.locator('svg .role-mark.mark-symbol path')
  await expect(dots).toHaveCount(24)
  const box = await chart.boundingBox()
  if (!box) throw new Error('the chart has no box')
  const at = (share: number) => [box.x + box.width * share, box.y + box.height / 2] as const
  await page.mouse.move(...at(0.5))
  const tooltip = line.getByRole('tooltip')
  await expect(tooltip).toContainText('Revenue')
  await expect(tooltip).toContainText('Expenses')
  await expect(line.locator('.cea-chart-overlay__crosshair')).toHaveCount(1)

  await page.mouse.down()
  await page.mouse.move(...at(0.6))
  await page.mouse.move(...at(0.8))
  await page.mouse.up()
  await expect(line.getByRole('status')).toHaveText(/^From \w+ \d+ to \w+ \d+$/)
  await expect.poll(() => dots.count()).toBeLessThan(24)
  await line.getByRole('button', { name: 'Reset zoom' }).click()
  await expect(dots).toHaveCount(24)
})
