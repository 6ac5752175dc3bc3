import { type Page } from '@playwright/test'
import { expect } from './support/expect'
import { desktop, sessionTest } from './support/sessions'

// Keyboard shortcuts go to the page, never through a dialog, a menu or a text field: one guard
// (src/components/hooks/shortcutGuard.ts) decides for the navbar's search and the mailbox's keys.

const test = sessionTest.extend<{ page: Page }>({
  page: async ({ sessions }, provide) => {
    await provide((await sessions.page('admin', desktop)).page)
  },
})

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' })
const composeDialog = (page: Page) => page.getByRole('dialog', { name: 'New message' })

async function openMailbox(page: Page) {
  await page.goto('/apps/email')
  await expect(page.getByRole('list', { name: 'Inbox, emails: 20' })).toBeVisible()
}

test('with nothing open, "/" opens the search on a page and focuses the mailbox search in email', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('/')
  await expect(searchDialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(searchDialog(page)).toHaveCount(0)

  await openMailbox(page)
  await page.keyboard.press('/')
  await expect(page.getByRole('searchbox', { name: 'Search mail' })).toBeFocused()
  await expect(searchDialog(page)).toHaveCount(0)
})

test('under the compose dialog, with focus on a button, no shortcut fires', async ({ page }) => {
  await openMailbox(page)
  await page.keyboard.press('c')
  const compose = composeDialog(page)
  await expect(compose).toBeVisible()
  await compose.getByRole('button', { name: 'Save draft' }).focus()
  for (const key of ['/', 'Control+k', '?', 'j', 'c']) await page.keyboard.press(key)
  await expect(searchDialog(page)).toHaveCount(0)
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0)
  await expect(compose).toBeVisible()
  await expect(compose.getByRole('button', { name: 'Save draft' })).toBeFocused()
})

test('typing in a field or the message box types: no search, no mailbox action', async ({
  page,
}) => {
  await openMailbox(page)
  const search = page.getByRole('searchbox', { name: 'Search mail' })
  await search.click()
  await page.keyboard.type('a/b?')
  await page.keyboard.press('Control+k')
  await expect(search).toHaveValue('a/b?')
  await expect(searchDialog(page)).toHaveCount(0)

  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Compose' }).click()
  const message = composeDialog(page).getByRole('textbox', { name: 'Message' })
  await message.click()
  await page.keyboard.type('and/or c')
  await page.keyboard.press('Control+k')
  await expect(message).toHaveText('and/or c')
  await expect(searchDialog(page)).toHaveCount(0)
})

test('with a menu open, "/" and Ctrl+K do not open the search', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Amara Okafor, Admin' }).click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await page.keyboard.press('/')
  await page.keyboard.press('Control+k')
  await expect(searchDialog(page)).toHaveCount(0)
  await expect(menu).toBeVisible()
})
