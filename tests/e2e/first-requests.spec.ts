import { type Page } from '@playwright/test'
import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// A visit that opens on the mailbox or the users list asks for the screen's data as the page
// loads (src/app/firstRequests.ts), before the shell's own calls, and the screen's machine takes
// that answer instead of asking again: each call once, for the list the URL names.

/** The page's calls to the back end, in the order they started. */
async function backendCalls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'fetch' && !entry.name.includes('/assets/'))
      .sort((a, b) => a.startTime - b.startTime)
      .map((entry) => entry.name.replace(location.origin, '')),
  )
}

test('the users list of the URL is asked for once, first', async ({ page }) => {
  await page.goto('/apps/user/list?role=admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /Showing 1 to/ })).toBeVisible()
  // The shell's calls are answered too (the notifications' count is on the bell).
  await expect(page.getByRole('button', { name: /Notifications, \d+ unread/ })).toBeVisible()
  const calls = await backendCalls(page)
  const lists = calls.filter((call) => call.startsWith('/api/users/list/data'))
  expect(lists).toEqual([
    '/api/users/list/data?page=1&perPage=10&sort=asc&sortColumn=fullName&role=admin',
  ])
  expect(calls.filter((call) => call === '/api/users/list/stats')).toHaveLength(1)
  expect(calls.indexOf(lists[0]!)).toBeLessThan(calls.indexOf('/api/notifications'))
})

test('the mailbox folder of the URL is asked for once, first', async ({ page }) => {
  await page.goto('/apps/email?folder=sent')
  await expect(page.getByRole('heading', { level: 1, name: 'Email' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Notifications, \d+ unread/ })).toBeVisible()
  await expect(page.getByRole('list', { name: /Sent/ }).getByRole('listitem').first()).toBeVisible()
  const calls = await backendCalls(page)
  expect(calls.filter((call) => call.startsWith('/apps/email/emails'))).toEqual([
    '/apps/email/emails?folder=sent',
  ])
  expect(calls.indexOf('/apps/email/emails?folder=sent')).toBeLessThan(
    calls.indexOf('/api/notifications'),
  )
})
