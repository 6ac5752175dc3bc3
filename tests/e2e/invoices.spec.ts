import { type Page } from '@playwright/test'
import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'
import { signedInClientPage } from './support/clientPage'

// The invoice list as an admin uses it, against the built app and its back end in the service
// worker. Every test gets a fresh context: fresh sample data, dated around today.

const table = (page: Page) => page.getByRole('table', { name: 'Invoice list' })
const rows = (page: Page) => table(page).getByRole('row').filter({ hasText: '@' })
const row = (page: Page, number: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: number, exact: true }) })
const summary = (page: Page, text: string) => page.getByText(text, { exact: true })
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const statusFilter = (page: Page) => page.getByRole('combobox', { name: 'Status', exact: true })

async function openList(page: Page, query = '') {
  await page.goto(`/apps/invoice/list${query}`)
  await expect(rows(page).first()).toBeVisible()
}

async function deleteInvoice(page: Page, number: string) {
  await row(page, number)
    .getByRole('button', { name: `Delete ${number}` })
    .click()
  await page
    .getByRole('alertdialog', { name: 'Delete invoices (1)?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(row(page, number)).toHaveCount(0)
}

test('filter Past Due: only past-due invoices, and a reload keeps the view', async ({ page }) => {
  await openList(page)
  await expect(summary(page, 'Showing 1 to 10 of 30')).toBeVisible()
  await statusFilter(page).selectOption({ label: 'Past Due' })
  await expect(page).toHaveURL(/status=Past\+Due/)
  await expect(summary(page, 'Showing 1 to 4 of 4')).toBeVisible()
  await expect(rows(page)).toHaveCount(4)
  for (const each of await rows(page).all())
    await expect(each.getByRole('button', { name: 'Past Due', exact: true })).toBeVisible()
  // Sorted by balance, highest first: in the URL too; a reload restores all of it.
  await table(page).getByRole('button', { name: 'Balance' }).click()
  await expect(page).toHaveURL(/sortColumn=balance/)
  await table(page).getByRole('button', { name: 'Balance' }).click()
  await expect(page).toHaveURL(/sort=desc/)
  // Owed most first: #3128 (6,323.67), then #3120 (4,172.21).
  await expect(table(page).getByRole('rowheader').first()).toContainText('#3128')
  await page.reload()
  await expect(statusFilter(page)).toHaveValue('Past Due')
  await expect(summary(page, 'Showing 1 to 4 of 4')).toBeVisible()
  await expect(table(page).getByRole('columnheader', { name: 'Balance' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await expect(table(page).getByRole('rowheader').first()).toContainText('#3128')
  await expect(table(page).getByRole('rowheader').nth(1)).toContainText('#3120')
})

test('search "paid" finds every settled invoice; page two is in the URL', async ({ page }) => {
  await openList(page)
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill('paid')
  await expect(page).toHaveURL(/q=paid/)
  await expect(summary(page, 'Showing 1 to 8 of 8')).toBeVisible()
  for (const each of await rows(page).all())
    await expect(each.getByText('Paid', { exact: true }).first()).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill('')
  await expect(summary(page, 'Showing 1 to 10 of 30')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=2/)
  await page.reload()
  await expect(summary(page, 'Showing 11 to 20 of 30')).toBeVisible()
})

test('delete, Undo, reload: the invoice is still there', async ({ page }) => {
  await openList(page)
  await deleteInvoice(page, '#3101')
  await toast(page, 'Invoices deleted: 1').getByRole('button', { name: 'Undo' }).click()
  await expect(row(page, '#3101')).toBeVisible()
  await page.reload()
  await expect(row(page, '#3101')).toBeVisible()
  await expect(summary(page, 'Showing 1 to 10 of 30')).toBeVisible()
})

test('delete, leave at once, come back and reload: the invoice is gone', async ({ page }) => {
  await openList(page)
  await deleteInvoice(page, '#3102')
  await expect(toast(page, 'Invoices deleted: 1')).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Email', exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Email' })).toBeVisible()
  await page.goBack()
  await page.reload()
  await expect(rows(page).first()).toBeVisible()
  await expect(row(page, '#3102')).toHaveCount(0)
  await expect(summary(page, 'Showing 1 to 10 of 29')).toBeVisible()
})

test('duplicate makes a Draft; send makes it Sent', async ({ page }) => {
  await openList(page, '?sortColumn=id&sort=desc')
  await row(page, '#3130').getByRole('button', { name: 'Duplicate #3130' }).click()
  await expect(toast(page, 'Draft #3131 was created.')).toBeVisible()
  await expect(row(page, '#3131').getByRole('button', { name: 'Draft', exact: true })).toBeVisible()
  await row(page, '#3131').getByRole('button', { name: 'Send #3131' }).click()
  await expect(toast(page, 'Invoices sent: 1')).toBeVisible()
  await expect(row(page, '#3131').getByRole('button', { name: 'Sent', exact: true })).toBeVisible()
})

test('a client has no invoice menu entry and is kept out of the list', async ({ browser }) => {
  const page = await signedInClientPage(browser)
  await expect(page.getByRole('link', { name: 'Invoice List' })).toHaveCount(0)
  await page.goto('/apps/invoice/list')
  await expect(page).toHaveURL(/\/misc\/not-authorized/)
  await page.close()
})
