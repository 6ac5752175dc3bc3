import { type Page } from '@playwright/test'
import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// The roles page as an admin uses it, against the built app and its back end in the service
// worker: cards, the role dialog's matrix, the users table below, and a client's refusal.

const card = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Roles' }).getByRole('listitem', { name })
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const usersTable = (page: Page, name: string) => page.getByRole('table', { name })

test('add a role with a matrix, edit it, list a role’s users from its card, delete the role', async ({
  page,
}) => {
  await page.goto('/apps/roles')
  await expect(card(page, 'Manager')).toContainText('Access to 8 of 15 areas')
  await expect(usersTable(page, 'All users')).toBeVisible()

  await page.getByRole('button', { name: 'Add role' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add role' })
  await dialog.getByRole('textbox', { name: 'Role name' }).fill('Manager')
  await dialog.getByRole('checkbox', { name: 'Invoices: Read' }).check()
  await dialog.getByRole('checkbox', { name: 'Invoices: Create' }).check()
  await dialog.getByRole('button', { name: 'Add role' }).click()
  await expect(dialog.getByText('A role named "Manager" already exists.')).toBeVisible()
  // The refused name is kept, so are the ticks.
  await expect(dialog.getByRole('checkbox', { name: 'Invoices: Create' })).toBeChecked()
  await dialog.getByRole('textbox', { name: 'Role name' }).fill('Auditor')
  await dialog.getByRole('button', { name: 'Add role' }).click()
  await expect(dialog).toBeHidden()
  await expect(toast(page, 'Role “Auditor” added.')).toBeVisible()
  await expect(card(page, 'Auditor')).toContainText('Access to 1 of 15 areas')
  await expect(card(page, 'Auditor')).toContainText('Users: 0')

  await card(page, 'Auditor').getByRole('button', { name: 'Edit role' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit role' })
  await expect(edit.getByRole('checkbox', { name: 'Invoices: Read' })).toBeChecked()
  await edit.getByRole('checkbox', { name: 'Select all' }).check()
  await edit.getByRole('checkbox', { name: 'Blog: Create' }).uncheck()
  await expect(edit.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked()
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Role “Auditor” saved.')).toBeVisible()
  await expect(card(page, 'Auditor')).toContainText('Access to 15 of 15 areas')

  // The matrix is stored: a reload shows it again.
  await page.reload()
  await card(page, 'Auditor').getByRole('button', { name: 'Edit role' }).click()
  await expect(page.getByRole('checkbox', { name: 'Blog: Create' })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Blog: Write' })).toBeChecked()
  await page.getByRole('button', { name: 'Cancel' }).click()

  await card(page, 'Support').getByRole('button', { name: 'Show users' }).click()
  await expect(page).toHaveURL(/accessRole=4/)
  const supportUsers = usersTable(page, 'Users holding Support')
  await expect(supportUsers.getByRole('row').nth(1)).toContainText('Editor')
  await expect(page.getByText('Showing 1 to 10 of 10', { exact: true })).toBeVisible()
  await page.reload()
  await expect(supportUsers).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Role', exact: true })).toHaveValue('4')

  await card(page, 'Support').getByRole('button', { name: 'Delete Support' }).click()
  const confirmation = page.getByRole('alertdialog', { name: 'Delete the role Support?' })
  await expect(confirmation).toContainText('Its 10 users keep their accounts')
  await confirmation.getByRole('button', { name: 'Delete role' }).click()
  await expect(toast(page, 'Role “Support” deleted.')).toBeVisible()
  await expect(card(page, 'Support')).toHaveCount(0)
  await expect(usersTable(page, 'All users')).toBeVisible()
  await expect(page).not.toHaveURL(/accessRole/)
})
