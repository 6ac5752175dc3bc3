import { type Page } from '@playwright/test'
import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// The permissions page as an admin uses it, against the built app and its back end in the
// service worker. Each worker signs in once; every test gets a fresh context (fresh sample data).

const table = (page: Page) => page.getByRole('table', { name: 'Permissions list' })
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) })
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test('add a permission, rename it, find it under Administrator, delete it with Undo, then for good', async ({
  page,
}) => {
  await page.goto('/apps/permissions')
  await expect(page.getByText('Showing 1 to 9 of 9', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Add permission' }).click()
  const addDialog = page.getByRole('dialog', { name: 'Add permission' })
  await addDialog.getByRole('button', { name: 'Add permission' }).click()
  await expect(addDialog.getByText('Enter a permission name.')).toBeVisible()
  await addDialog.getByRole('textbox', { name: 'Permission name' }).fill('Only View')
  await addDialog.getByRole('button', { name: 'Add permission' }).click()
  await expect(addDialog.getByText('A permission named "Only View" already exists.')).toBeVisible()
  await addDialog.getByRole('textbox', { name: 'Permission name' }).fill('Export Reports')
  await addDialog.getByRole('button', { name: 'Add permission' }).click()
  await expect(addDialog).toBeHidden()
  await expect(toast(page, '“Export Reports” was added.')).toBeVisible()
  await expect(row(page, 'Export Reports')).toContainText('Administrator')

  await page.getByRole('button', { name: 'Rename Export Reports' }).click()
  const renameDialog = page.getByRole('dialog', { name: 'Rename permission' })
  await renameDialog.getByRole('textbox', { name: 'Permission name' }).fill('Export All Reports')
  await renameDialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Renamed to “Export All Reports”.')).toBeVisible()

  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Administrator' })
  await expect(page).toHaveURL(/assignedTo=administrator/)
  await expect(page.getByText('Showing 1 to 10 of 10', { exact: true })).toBeVisible()
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Manager' })
  await expect(row(page, 'Export All Reports')).toBeHidden()
  await expect(page).toHaveURL(/assignedTo=manager/)
  await page.goBack()
  await expect(page).toHaveURL(/assignedTo=administrator/)
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('administrator')
  await expect(row(page, 'Export All Reports')).toBeVisible()

  await page.getByRole('button', { name: 'Delete Export All Reports' }).click()
  await page
    .getByRole('alertdialog', { name: 'Delete this permission?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(row(page, 'Export All Reports')).toBeHidden()
  // The Delete button left with its row: focus waits on the toast's Undo, not on the page.
  const undo = toast(page, 'Permission deleted.').getByRole('button', { name: 'Undo' })
  await expect(undo).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(row(page, 'Export All Reports')).toBeVisible()
  await page.getByRole('button', { name: 'Delete Export All Reports' }).click()
  await page
    .getByRole('alertdialog', { name: 'Delete this permission?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(toast(page, 'Permission deleted.')).toBeHidden({ timeout: 10_000 })
  await page.reload()
  await expect(page.getByText('Showing 1 to 9 of 9', { exact: true })).toBeVisible()
  await expect(row(page, 'Export All Reports')).toBeHidden()
})

test('sorts by a header and searches, both in the URL', async ({ page }) => {
  await page.goto('/apps/permissions')
  await table(page).getByRole('button', { name: 'Name', exact: true }).click()
  await expect(page).toHaveURL(/sortColumn=name/)
  await expect(table(page).getByRole('row').nth(1)).toContainText('Add & Remove Users')
  await page.getByRole('searchbox', { name: 'Search permissions' }).fill('sequences')
  await expect(page).toHaveURL(/q=sequences/)
  await expect(page.getByText('Showing 1 to 1 of 1', { exact: true })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Search permissions' })).toHaveValue('sequences')
  await expect(page.getByText('Showing 1 to 1 of 1', { exact: true })).toBeVisible()
})
