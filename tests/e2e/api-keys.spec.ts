import { type Page } from '@playwright/test'
import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// The API keys page against the built app and its back end in the service worker: a key made on
// the page really authenticates calls (to its level), and revoking it ends that. Then the
// pricing page's yearly switch, kept in the address across a reload.

/** A call made from the page (through the back end's service worker) with the key as bearer. */
function callWithKey(page: Page, path: string, secret: string, method = 'GET', body?: unknown) {
  return page.evaluate(
    async (call) => {
      const response = await fetch(call.path, {
        method: call.method,
        headers: {
          Authorization: `Bearer ${call.secret}`,
          ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      })
      return response.status
    },
    { path, secret, method, body },
  )
}

test('create a read-only key, copy its secret once, read and be refused a write with it, revoke it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/pages/api-key')
  await expect(page.getByText('You have no API keys yet. Create one above.')).toBeVisible()

  await page.getByRole('button', { name: 'Create key' }).click()
  await expect(page.getByText('Enter a name for the key.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Key name' }).fill('Metrics reader')
  await page.getByRole('combobox', { name: 'Access' }).selectOption('read-only')
  await page.getByRole('button', { name: 'Create key' }).click()

  const secretBox = page.getByLabel('Secret key')
  await expect(secretBox).toHaveText(/^cea_[0-9a-f]{8}_[0-9a-f]{48}$/)
  const secret = (await secretBox.textContent()) ?? ''
  await page.getByRole('button', { name: 'Copy key' }).click()
  await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)

  const table = page.getByRole('table', { name: 'Your API keys' })
  const row = table.getByRole('row', { name: /Metrics reader/ })
  await expect(row).toContainText(`${secret.slice(0, 12)}…`)
  await expect(row).toContainText('Not used yet')
  await page.getByRole('button', { name: 'I have copied it' }).click()
  await expect(secretBox).toBeHidden()

  // The key works for reads; its level refuses writes, whatever the account could do.
  expect(await callWithKey(page, '/api/users/list/data', secret)).toBe(200)
  expect(await callWithKey(page, '/api/bookmarks/update', secret, 'POST', { id: 'email' })).toBe(
    403,
  )

  // After a reload the secret is nowhere; the key's last use is listed.
  await page.reload()
  await expect(row).toBeVisible()
  await expect(row).not.toContainText('Not used yet')
  await expect(page.getByText(secret)).toHaveCount(0)

  await page.getByRole('button', { name: 'Revoke Metrics reader' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Revoke “Metrics reader”?' })
  await confirm.getByRole('button', { name: 'Revoke key' }).click()
  await expect(confirm).toBeHidden()
  await expect(row).toContainText('Revoked')
  expect(await callWithKey(page, '/api/users/list/data', secret)).toBe(401)
})

test('pricing: the yearly switch shows per month and per year, and survives a reload', async ({
  page,
}) => {
  await page.goto('/pages/pricing')
  const standard = page.getByRole('listitem', { name: 'Standard' })
  await expect(standard).toContainText('$49')
  await expect(standard).toContainText('Your plan')
  await page.getByRole('button', { name: 'Yearly' }).click()
  await expect(page).toHaveURL(/\?billing=yearly$/)
  await expect(standard).toContainText('$40')
  await expect(standard).toContainText('$480 billed once a year')
  await page.reload()
  await expect(standard).toContainText('$480 billed once a year')
  await expect(page.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true')
  // Into account settings' billing tab with the plan chosen (that page is another area's).
  await expect(page.getByRole('link', { name: 'Choose Enterprise' })).toHaveAttribute(
    'href',
    '/pages/account-settings?tab=billing&plan=enterprise&period=yearly',
  )
})
