import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'
import { layoutShift } from './support/layoutShift'

// The chart gallery as an admin sees it, against the built app: every chart drawn from the
// back end's samples in the lazy vega chunk, and "Show as table" used from the keyboard.

test('every chart is drawn without moving the page, and "Show as table" works by keyboard', async ({
  page,
}) => {
  await page.goto('/charts')
  await expect(page.getByRole('heading', { level: 1, name: 'Charts' })).toBeVisible()
  const line = page.getByRole('region', { name: 'Line chart' })
  const description = 'Revenue and expenses per month over twelve months'
  await expect(line.getByRole('img', { name: description })).toBeVisible()
  // A chart draws when it comes near the viewport: pass by every chart once.
  for (const region of await page.getByRole('main').getByRole('region').all())
    await region.scrollIntoViewIfNeeded()
  await expect(page.locator('svg.marks')).toHaveCount(9)
  // Cards kept their size while the samples and the chart library arrived.
  expect(await page.evaluate(layoutShift)).toBeLessThanOrEqual(0.02)

  // From the chart's title, Tab reaches its switch; Enter presses it.
  await line.getByRole('heading', { name: 'Line chart' }).click()
  await page.keyboard.press('Tab')
  await expect(line.getByRole('button', { name: 'Show as table' })).toBeFocused()
  await page.keyboard.press('Enter')
  const table = line.getByRole('table', { name: description })
  for (const name of ['Month', 'Revenue', 'Expenses'])
    await expect(table.getByRole('columnheader', { name })).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(13)
  await expect(table.getByRole('rowheader', { name: 'Mar 26' })).toBeVisible()
  await expect(table.getByRole('cell', { name: '$78,000.00' })).toBeVisible()
  await expect(line.getByRole('img')).toHaveCount(0)

  // The same button, renamed, keeps the focus; Space brings the chart back.
  await expect(line.getByRole('button', { name: 'Show as chart' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(line.getByRole('img', { name: description })).toBeVisible()
  await expect(line.getByRole('table')).toHaveCount(0)
})

test('on a phone a chart far down the page draws only when the person scrolls to it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/charts')
  const line = page.getByRole('region', { name: 'Line chart' })
  await expect(
    line.getByRole('img', { name: 'Revenue and expenses per month over twelve months' }),
  ).toBeVisible()
  const candles = page.getByRole('region', { name: 'Candlestick chart' })
  // Its samples are there (the switch shows) but the chart waits, holding its place.
  await expect(candles.getByRole('button', { name: 'Show as table' })).toBeAttached()
  await expect(candles.getByRole('status')).toHaveText('Loading chart…')
  await expect(candles.getByRole('img')).toHaveCount(0)
  await candles.scrollIntoViewIfNeeded()
  await expect(
    candles.getByRole('img', {
      name: 'Daily share price in March 2026: open, high, low and close',
    }),
  ).toBeVisible()
  await expect(candles.locator('svg.marks')).toHaveCount(1)
})
