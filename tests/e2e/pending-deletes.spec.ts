import { type Locator, type Page } from '@playwright/test'
import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// A delete inside its Undo window is never lost (issue #28): in each area that deletes with Undo,
// Undo then a reload keeps the record; a delete followed at once by another menu entry, then Back
// and a reload, has been sent; so has one followed at once by a reload.

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

/** Leaves through the main menu while the Undo toast still shows, then comes back and reloads. */
async function leaveAtOnceThenReload(page: Page, undoToast: Locator) {
  await expect(undoToast).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Email', exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Email' })).toBeVisible()
  await page.goBack()
  await page.reload()
}

test('users: Undo keeps the user; leaving or reloading inside the window deletes', async ({
  page,
}) => {
  const table = page.getByRole('table', { name: 'Users list' })
  const row = (name: string) => table.getByRole('row').filter({ hasText: name })
  const deleteUser = async (name: string) => {
    await page.getByRole('button', { name: `Delete ${name}` }).click()
    await page
      .getByRole('alertdialog', { name: 'Delete this user?' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(row(name)).toHaveCount(0)
  }
  await page.goto('/apps/user/list')
  await expect(row('Aiko Suzuki')).toBeVisible()

  await deleteUser('Aiko Suzuki')
  await toast(page, 'Users deleted: 1').getByRole('button', { name: 'Undo' }).click()
  await page.reload()
  await expect(row('Aiko Suzuki')).toBeVisible()

  await deleteUser('Aiko Suzuki')
  await leaveAtOnceThenReload(page, toast(page, 'Users deleted: 1'))
  await expect(row('@').first()).toBeVisible()
  await expect(row('Aiko Suzuki')).toHaveCount(0)

  // A reload inside the window (the page is hidden): the delete goes out before the page does.
  const next = (await table.getByRole('rowheader').first().innerText()).split('\n')[0] ?? ''
  await deleteUser(next)
  await expect(toast(page, 'Users deleted: 1')).toBeVisible()
  await page.reload()
  await expect(row('@').first()).toBeVisible()
  await expect(row(next)).toHaveCount(0)
})

test('permissions: Undo keeps the permission; leaving inside the window deletes', async ({
  page,
}) => {
  const table = page.getByRole('table', { name: 'Permissions' })
  const management = table.getByRole('rowheader', { name: 'Management', exact: true })
  const deletePermission = async () => {
    await page.getByRole('button', { name: 'Delete Management' }).click()
    await page
      .getByRole('alertdialog', { name: 'Delete this permission?' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(management).toHaveCount(0)
  }
  await page.goto('/apps/permissions')
  await expect(management).toBeVisible()

  await deletePermission()
  await toast(page, 'Permission deleted.').getByRole('button', { name: 'Undo' }).click()
  await page.reload()
  await expect(management).toBeVisible()

  await deletePermission()
  await leaveAtOnceThenReload(page, toast(page, 'Permission deleted.'))
  await expect(table.getByRole('rowheader').first()).toBeVisible()
  await expect(management).toHaveCount(0)
})

test('to-do: Undo keeps the task; leaving inside the window deletes it', async ({ page }) => {
  const tasks = page.getByRole('list', { name: 'Tasks' })
  const task = tasks.getByRole('listitem').filter({ hasText: 'Prepare the 4.2 release notes' })
  const deleted = toast(page, '“Prepare the 4.2 release notes” was deleted.')
  await page.goto('/apps/todo')
  await expect(task).toBeVisible()

  await page.getByRole('button', { name: 'Delete Prepare the 4.2 release notes' }).click()
  await deleted.getByRole('button', { name: 'Undo' }).click()
  await page.reload()
  await expect(task).toBeVisible()

  await page.getByRole('button', { name: 'Delete Prepare the 4.2 release notes' }).click()
  await expect(task).toHaveCount(0)
  await leaveAtOnceThenReload(page, deleted)
  await expect(tasks.getByRole('listitem').first()).toBeVisible()
  await expect(task).toHaveCount(0)
})

test('calendar: Undo keeps the event; leaving inside the window removes it', async ({ page }) => {
  // The sample data has a team lunch today.
  const lunch = page.getByRole('button', { name: /^Team lunch,/ })
  const removed = toast(page, '“Team lunch” was removed.')
  const removeLunch = async () => {
    await lunch.first().click()
    await page
      .getByRole('dialog', { name: 'Edit event' })
      .getByRole('button', { name: 'Remove' })
      .click()
    await page
      .getByRole('alertdialog', { name: 'Remove this event?' })
      .getByRole('button', { name: 'Remove' })
      .click()
    await expect(lunch).toHaveCount(0)
  }
  await page.goto('/apps/calendar')
  await expect(lunch.first()).toBeVisible()

  await removeLunch()
  await removed.getByRole('button', { name: 'Undo' }).click()
  await page.reload()
  await expect(lunch.first()).toBeVisible()

  await removeLunch()
  await leaveAtOnceThenReload(page, removed)
  await expect(page.getByText('Loading events…')).toHaveCount(0, { timeout: 15_000 })
  await expect(
    page.getByRole('button', { name: /^Yoga class,|^Dentist appointment,/ }).first(),
  ).toBeVisible()
  await expect(lunch).toHaveCount(0)
})
