import { readFile } from 'node:fs/promises'
import { type Page } from '@playwright/test'
import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// The invoice preview as an admin uses it, against the built app and its back end in the
// service worker: from the list to a sent invoice, a partial payment, then its PDF.

const total = (page: Page, key: string) =>
  page.getByLabel('Totals').locator(`[data-total="${key}"] dd`)
const status = (page: Page) => page.locator('.cea-invoice-preview__status')
const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''))

test('preview a sent invoice, add a partial payment, download its PDF', async ({ page }) => {
  await page.goto('/apps/invoice/list?status=Sent')
  const table = page.getByRole('table', { name: 'Invoice list' })
  const firstNumber = table.getByRole('rowheader').first().getByRole('link')
  await expect(firstNumber).toBeVisible()
  const number = (await firstNumber.textContent()) ?? ''
  await firstNumber.click()

  await expect(page).toHaveURL(new RegExp(`/apps/invoice/preview/${number.slice(1)}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible()
  await expect(status(page)).toHaveText('Sent')
  const balanceBefore = money(await total(page, 'balance').textContent())
  expect(balanceBefore).toBeGreaterThan(100)

  await page.getByRole('button', { name: 'Add payment' }).click()
  const drawer = page.getByRole('dialog', { name: 'Add payment' })
  await drawer.getByRole('textbox', { name: /^Amount/ }).fill('100')
  await drawer.getByRole('button', { name: 'Add payment' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'The payment was added.' })).toBeVisible()
  await expect(drawer).toBeHidden()
  await expect(status(page)).toHaveText('Partial Payment')
  await expect(total(page, 'balance')).toHaveText(
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      balanceBefore - 100,
    ),
  )

  // A reload shows the stored payment.
  await page.reload()
  await expect(status(page)).toHaveText('Partial Payment')
  const history = page.getByRole('region', { name: 'History' })
  await expect(history.getByRole('listitem').first()).toContainText('Payment of $100.00 added')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`invoice-${number.slice(1)}.pdf`)
  const path = await file.path()
  const bytes = await readFile(path)
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  await expect(history.getByRole('listitem').first()).toContainText('PDF downloaded')
  await expect(
    page.getByRole('status').filter({ hasText: 'The PDF was downloaded.' }),
  ).toBeVisible()
})
