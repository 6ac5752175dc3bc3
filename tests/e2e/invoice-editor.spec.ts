import { type Page } from '@playwright/test'
import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// The invoice editor against the built app and its back end in the service worker: from the
// preview to the editor, a line's quantity changed, saved, seen in the list, then sent — and the
// email is in the Email app's Sent folder with the invoice's PDF attached.

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test('edit a line, save, see the new total in the list, send it into Email', async ({ page }) => {
  await page.goto('/apps/invoice/preview/3104')
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice #3104' })).toBeVisible()
  await expect(page.getByLabel('Totals')).toContainText('$2,240.82')
  await page.getByRole('link', { name: 'Edit invoice' }).click()

  await expect(page).toHaveURL(/\/apps\/invoice\/edit\/3104$/)
  const form = page.getByRole('form', { name: 'Edit invoice #3104' })
  const quantity = form
    .getByRole('group', { name: 'Line 1' })
    .getByRole('textbox', { name: /^Quantity/ })
  await expect(quantity).toHaveValue('1')
  await quantity.fill('2')
  // 2 × $1,700.00, 10 % off, then 5.5 % tax: $3,228.30, beside the second line's $626.67.
  const totals = form.getByRole('region', { name: 'Totals' })
  await expect(totals).toContainText('$3,854.97')
  await form.getByRole('button', { name: 'Save' }).click()

  await expect(page).toHaveURL(/\/apps\/invoice\/preview\/3104$/)
  await expect(toast(page, 'The invoice was saved.')).toBeVisible()
  await expect(page.getByLabel('Totals')).toContainText('$3,854.97')

  await page.goto('/apps/invoice/list?q=3104')
  const row = page
    .getByRole('table', { name: 'Invoice list' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: '#3104' }) })
  await expect(row).toContainText('$3,854.97')
  await row.getByRole('link', { name: '#3104' }).click()

  await page.getByRole('button', { name: 'Send invoice' }).click()
  const drawer = page.getByRole('dialog', { name: 'Send invoice #3104' })
  await expect(drawer.getByRole('textbox', { name: /^To/ })).toHaveValue(
    'duncan@highlandcask.co.uk',
  )
  await drawer.getByRole('button', { name: 'Send' }).click()
  await expect(toast(page, 'The invoice was sent.')).toBeVisible()

  await page.goto('/apps/email?folder=sent')
  await page
    .getByRole('listitem')
    .getByRole('link', { name: /Invoice #3104$/ })
    .click()
  await expect(page.getByRole('heading', { level: 2, name: 'Invoice #3104' })).toBeVisible()
  const attachment = page.getByRole('link', { name: 'Download invoice-3104.pdf' })
  await expect(attachment).toBeVisible()
  // The link's file, fetched as the page does (through the back end's service worker).
  const href = (await attachment.getAttribute('href')) ?? ''
  const file = await page.evaluate(async (url) => {
    const response = await fetch(url)
    const bytes = new Uint8Array(await response.arrayBuffer())
    return {
      type: response.headers.get('content-type'),
      head: String.fromCharCode(...bytes.subarray(0, 5)),
    }
  }, href)
  expect(file).toEqual({ type: 'application/pdf', head: '%PDF-' })
})
