import { type Page } from '@playwright/test'
import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// The user view page as an admin uses it, against the built app and its back end in the
// service worker: from the users list to one user, their contact edited, a tab by URL, a
// notification kept through a reload, and a suspension after confirming.

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const userCard = (page: Page, name: string) => page.getByRole('region', { name })
// A visit or reload starts the app and its back end again: on a busy machine that takes a while.
const afterStart = { timeout: 30_000 }

test('opens a user from the list, edits them, follows the tab in the URL, saves a notification and suspends', async ({
  page,
}) => {
  // A whole journey with three app starts (visit, address, reload).
  test.slow()
  await page.goto('/apps/user/list')
  const table = page.getByRole('table', { name: 'Users list' })
  await page.getByRole('searchbox', { name: 'Search users' }).fill('hannah')
  await expect(table.getByRole('rowheader')).toHaveCount(1)
  await table.getByRole('button', { name: 'View Hannah Whitaker' }).click()

  await expect(page).toHaveURL(/\/apps\/user\/view\/5$/)
  await expect(page).toHaveTitle('User view · CEA Dashboard')
  const card = userCard(page, 'Hannah Whitaker')
  await expect(card.getByRole('heading', { level: 2, name: 'Hannah Whitaker' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Invoices' }).getByRole('row')).toHaveCount(2)

  // Edit the contact: saved, shown, and kept through a reload.
  await card.getByRole('button', { name: 'Edit' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit user information' })
  await dialog.getByRole('textbox', { name: 'Contact' }).fill('+1 415 555 0199')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog).toBeHidden()
  await expect(toast(page, "The user's details were saved.")).toBeVisible()
  await expect(card.getByText('+1 415 555 0199')).toBeVisible()

  // A tab by its address, and a notification kept through a reload.
  await page.goto('/apps/user/view/5?tab=notifications')
  await expect(page.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
    'aria-current',
    'page',
    afterStart,
  )
  const box = page.getByRole('checkbox', { name: 'Account activity by Email' })
  await expect(box).not.toBeChecked()
  await box.check()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Notification settings were saved.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Account activity by Email' })).toBeChecked(
    afterStart,
  )
  await expect(userCard(page, 'Hannah Whitaker').getByText('+1 415 555 0199')).toBeVisible()

  // Tabs are links: Security, then Back.
  await page.getByRole('link', { name: 'Security' }).click()
  await expect(page).toHaveURL(/\?tab=security$/)
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('checkbox', { name: 'Account activity by Email' })).toBeChecked()

  // Suspend, after confirming; the list says so too.
  await userCard(page, 'Hannah Whitaker').getByRole('button', { name: 'Suspend' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Suspend this user?' })
  await confirm.getByRole('button', { name: 'Suspend' }).click()
  await expect(toast(page, 'The user was suspended.')).toBeVisible()
  await expect(
    userCard(page, 'Hannah Whitaker').getByRole('button', { name: 'Activate' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Account', exact: true }).click()
  await expect(page).toHaveURL(/\/apps\/user\/view\/5$/)
  await expect(page.getByRole('region', { name: 'Activity timeline' })).toContainText(
    'Status changed to Inactive',
  )
  await page.goto('/apps/user/list?q=hannah')
  await expect(table.getByRole('row').filter({ hasText: 'Hannah Whitaker' })).toContainText(
    'Inactive',
    afterStart,
  )
})

test('the page without an id opens the first user, and the name in the list is a link', async ({
  page,
}) => {
  await page.goto('/apps/user/view')
  await expect(page).toHaveURL(/\/apps\/user\/view\/1$/)
  await expect(userCard(page, 'Lena Fischer')).toBeVisible(afterStart)
  await page.goto('/apps/user/list?q=tomasz')
  await page.getByRole('link', { name: 'Tomasz Nowak' }).click(afterStart)
  await expect(page).toHaveURL(/\/apps\/user\/view\/2$/)
  await expect(userCard(page, 'Tomasz Nowak')).toBeVisible()
  await page.goto('/apps/user/view/999')
  await expect(page.getByRole('heading', { name: 'There is no such user' })).toBeVisible(afterStart)
})

test('the page without an id loads its first user once, then names them in the address', async ({
  page,
}) => {
  const accountLoads: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/users/account') accountLoads.push(request.url())
  })
  await page.goto('/apps/user/view')
  await expect(page).toHaveURL(/\/apps\/user\/view\/1$/)
  await expect(userCard(page, 'Lena Fischer')).toBeVisible(afterStart)
  // A step the person takes after the address changed: any second load was asked for by then.
  await page.getByRole('link', { name: 'Security' }).click()
  await expect(page).toHaveURL(/\/apps\/user\/view\/1\?tab=security$/)
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible()
  expect(accountLoads).toHaveLength(1)
})
