import { type Page, test } from '@playwright/test'
import { expect } from '../e2e/support/expect'

// README's quick start, as a new user takes it: `npm start`, sign in, open each data area. The
// pages run React's development build and the back-end worker the dev server builds on request;
// every other browser test runs the production build, which is why a dev-only fault (StrictMode's
// second effect run took a stopped call's abort for a server that did not answer) went unseen.

/** Console errors and uncaught exceptions of the page, as a developer's console shows them. */
function consoleErrorsOf(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`))
  return errors
}

/** Goes to an area from the menu, as a person would after signing in. */
async function openFromMenu(page: Page, name: string, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

test('after npm start: sign in, and every data area shows its data', async ({ page }) => {
  const errors = consoleErrorsOf(page)

  await page.goto('/')
  await expect(page).toHaveURL(/\/login\?returnTo=/)
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@demo.com')
  await page.getByLabel(/^Password/).fill('admin')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()

  // The dashboard: its cards answer, none says it could not be loaded.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome back, Amara Okafor' }),
  ).toBeVisible()
  for (const title of ['Orders', 'Profit', 'Revenue report', 'Customers'])
    await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Recent invoices' }).getByRole('row'),
  ).not.toHaveCount(0)
  await expect(page.locator('section.cea-card[aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByText('This card could not be loaded')).toHaveCount(0)

  // The navbar's counts: bookmarks, the chat's unread total on its bookmark, notifications, cart.
  const toolbar = page.getByRole('banner', { name: 'Toolbar' })
  const bookmarks = toolbar.getByRole('navigation', { name: 'Bookmarks' })
  await expect(bookmarks.getByRole('link', { name: 'Email', exact: true })).toBeVisible()
  await expect(bookmarks.getByRole('link', { name: 'Chat, unread messages: 6' })).toBeVisible()
  await expect(toolbar.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible()
  await expect(toolbar.getByRole('button', { name: /^Cart, items: [1-9]/ })).toBeVisible()

  await openFromMenu(page, 'Email', '/apps/email')
  await expect(page.getByRole('list', { name: /^Inbox, emails: [1-9]/ })).toBeVisible()
  await expect(page.getByText('The emails could not be loaded.')).toHaveCount(0)

  await openFromMenu(page, 'To-do', '/apps/todo')
  await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('listitem')).toHaveCount(10)
  await expect(page.getByRole('link', { name: 'All 10 in total' })).toBeVisible()

  await openFromMenu(page, 'Chat', '/apps/chat')
  await page.getByRole('link', { name: 'Sofia Marchetti, unread messages: 3' }).click()
  const messages = page.getByRole('region', { name: 'Messages with Sofia Marchetti' })
  await expect(messages.getByText('Shall we do one story per issue from now on?')).toBeVisible()

  await openFromMenu(page, 'Calendar', '/apps/calendar')
  // The sample data has a team lunch today.
  await expect(page.getByRole('button', { name: /^Team lunch,/ }).first()).toBeVisible()

  await openFromMenu(page, 'Users', '/apps/user/list')
  await expect(page.getByRole('listitem').filter({ hasText: 'Total users' })).toContainText('50')
  const users = page.getByRole('table', { name: 'Users list' })
  await expect(users.getByRole('row')).toHaveCount(11)
  // A click that changes the list writes the URL at once (React's development build said
  // "flushSync was called from inside a lifecycle method" when it was written in the commit).
  await users.getByRole('button', { name: 'Status' }).click()
  await expect(page).toHaveURL(/sortColumn=status/)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=2/)

  expect(errors).toEqual([])
})
