import { readFileSync } from 'node:fs'
import { type Page } from '@playwright/test'
import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// The users list as an admin uses it, against the built app and its back end in the service
// worker. Each worker signs in once; every test gets a fresh context (fresh sample data).

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users list' })
const userRow = (page: Page, name: string) =>
  usersTable(page).getByRole('row').filter({ hasText: name })
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const filter = (page: Page, name: 'Role' | 'Plan' | 'Status') =>
  page.getByRole('combobox', { name, exact: true })
const summary = (page: Page, text: string) => page.getByText(text, { exact: true })

async function openList(page: Page, query = '') {
  await page.goto(`/apps/user/list${query}`)
  await expect(userRow(page, '@').first()).toBeVisible()
}

test('filters by role and status, keeps them through a reload, and Back undoes one', async ({
  page,
}) => {
  await openList(page)
  await expect(page.getByRole('listitem').filter({ hasText: 'Total users' })).toContainText('50')
  await filter(page, 'Role').selectOption({ label: 'Admin' })
  await expect(page).toHaveURL(/role=admin/)
  await expect(summary(page, 'Showing 1 to 6 of 6')).toBeVisible()
  await filter(page, 'Status').selectOption({ label: 'Active' })
  await expect(page).toHaveURL(/role=admin&status=active|status=active.*role=admin/)
  await expect(summary(page, 'Showing 1 to 4 of 4')).toBeVisible()
  await page.reload()
  await expect(filter(page, 'Role')).toHaveValue('admin')
  await expect(filter(page, 'Status')).toHaveValue('active')
  await expect(summary(page, 'Showing 1 to 4 of 4')).toBeVisible()
  await page.goBack()
  await expect(filter(page, 'Status')).toHaveValue('')
  await expect(summary(page, 'Showing 1 to 6 of 6')).toBeVisible()
})

test('sorts by a column header and pages, both in the URL', async ({ page }) => {
  await openList(page)
  await usersTable(page).getByRole('button', { name: 'Status' }).click()
  await expect(page).toHaveURL(/sortColumn=status/)
  await expect(usersTable(page).getByRole('columnheader', { name: 'Status' })).toHaveAttribute(
    'aria-sort',
    /ascending|descending/,
  )
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(summary(page, 'Showing 11 to 20 of 50')).toBeVisible()
})

test('in French, the words Primer draws itself are French too: sort buttons, close button', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'fr'))
  await page.goto('/apps/user/list')
  const table = page.getByRole('table', { name: 'Liste des utilisateurs' })
  const status = table.getByRole('button', { name: 'Statut' })
  await expect(status).toHaveAccessibleDescription('Trier par ordre croissant')
  await status.click()
  await expect(page).toHaveURL(/sortColumn=status/)
  await expect(
    page
      .getByRole('table', { name: 'Liste des utilisateurs' })
      .getByRole('button', { name: 'Statut' }),
  ).toHaveAccessibleDescription('Trier par ordre décroissant')
  await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click()
  const drawer = page.getByRole('dialog', { name: 'Ajouter un utilisateur' })
  await expect(drawer.getByRole('button', { name: 'Close' })).toHaveCount(0)
  await drawer.getByRole('button', { name: 'Fermer' }).click()
  await expect(drawer).toBeHidden()
})

test('adds a user (errors at their fields first), finds them by search, deletes with Undo, then for good', async ({
  page,
}) => {
  await openList(page)
  await page.getByRole('button', { name: 'Add user' }).click()
  const drawer = page.getByRole('dialog', { name: 'Add user' })
  await drawer.getByRole('button', { name: 'Add user' }).click()
  await expect(drawer.getByText('This field is required.').first()).toBeVisible()
  await drawer.getByRole('textbox', { name: 'Full name' }).fill('Ines Carvalho')
  await drawer.getByRole('textbox', { name: 'Username' }).fill('ines.carvalho')
  await drawer.getByRole('textbox', { name: 'Email' }).fill('lena.fischer@brightwave-analytics.com')
  await drawer.getByRole('textbox', { name: 'Contact' }).fill('+351 912 345 678')
  await drawer.getByRole('textbox', { name: 'Company' }).fill('Tagus Robotics')
  await drawer.getByRole('textbox', { name: 'Country' }).fill('Portugal')
  await drawer.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Editor' })
  await drawer.getByRole('combobox', { name: 'Plan' }).selectOption({ label: 'Team' })
  await drawer.getByRole('button', { name: 'Add user' }).click()
  // The back end's answer, at its field; what was typed stays.
  await expect(drawer.getByText('This email is already in use.')).toBeVisible()
  await expect(drawer.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ines Carvalho')
  await drawer.getByRole('textbox', { name: 'Email' }).fill('ines@tagus.pt')
  await drawer.getByRole('button', { name: 'Add user' }).click()
  await expect(drawer).toBeHidden()
  await expect(toast(page, 'Ines Carvalho was added.')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Total users' })).toContainText('51')

  await page.getByRole('searchbox', { name: 'Search users' }).fill('ines@tagus')
  await expect(summary(page, 'Showing 1 to 1 of 1')).toBeVisible()
  await page.getByRole('button', { name: 'Edit Ines Carvalho' }).click()
  const editor = page.getByRole('dialog', { name: 'Edit user' })
  await expect(editor.getByRole('textbox', { name: 'Company' })).toHaveValue('Tagus Robotics')
  await editor.getByRole('textbox', { name: 'Company' }).fill('Tagus Robotics SA')
  await editor.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Ines Carvalho was updated.')).toBeVisible()
  await page.reload()
  await expect(userRow(page, 'Ines Carvalho')).toBeVisible()
  await page.getByRole('button', { name: 'Edit Ines Carvalho' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Edit user' }).getByRole('textbox', { name: 'Company' }),
  ).toHaveValue('Tagus Robotics SA')
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/q=ines%40tagus/)
  await expect(summary(page, 'Showing 1 to 1 of 1')).toBeVisible()
  await expect(userRow(page, 'Ines Carvalho')).toBeVisible()

  await page.getByRole('button', { name: 'Delete Ines Carvalho' }).click()
  await page
    .getByRole('alertdialog', { name: 'Delete this user?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(userRow(page, 'Ines Carvalho')).toBeHidden()
  await toast(page, 'Users deleted: 1').getByRole('button', { name: 'Undo' }).click()
  await expect(userRow(page, 'Ines Carvalho')).toBeVisible()

  await page.getByRole('button', { name: 'Delete Ines Carvalho' }).click()
  await page
    .getByRole('alertdialog', { name: 'Delete this user?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(toast(page, 'Users deleted: 1')).toBeVisible()
  // The Undo window closes, the delete is sent, the list and counts come back from the server.
  await expect(toast(page, 'Users deleted: 1')).toBeHidden({ timeout: 10_000 })
  await expect(page.getByRole('listitem').filter({ hasText: 'Total users' })).toContainText('50')
  await page.reload()
  await expect(page.getByText('No users match this search and these filters.')).toBeVisible()
})

test('exports every matching user as CSV, not just the page', async ({ page }) => {
  await openList(page, '?currentPlan=basic&sortColumn=email&sort=desc')
  await expect(summary(page, 'Showing 1 to 10 of 14')).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('users.csv')
  const lines = readFileSync((await file.path()) ?? '', 'utf8')
    .trimEnd()
    .split('\r\n')
  expect(lines[0]).toMatch(/^id,fullName,email,/)
  expect(lines).toHaveLength(15)
  const emails = lines.slice(1).map((line) => line.split(',')[2] ?? '')
  expect(emails).toEqual([...emails].sort().reverse())
})
