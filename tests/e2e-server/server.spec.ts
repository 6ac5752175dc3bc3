import { type BrowserContext, type Page, test as base } from '@playwright/test'
import { expect } from '../e2e/support/expect'
import { serverUrl } from '../../playwright.server.config'
import { signInThroughForm } from '../e2e/support/adminTest'

// The main journeys against the Node server on PGlite (playwright.server.config.ts): the app
// calls the server (VITE_API_URL), starts no service worker, and hears other browsers' writes
// through GET /api/changes. Before each test the server's demo data is reset.

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

const signIn = signInThroughForm

const test = base.extend<object, { signedIn: StorageState }>({
  signedIn: [
    async ({ browser }, provide, workerInfo) => {
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL })
      await signIn(page, '/apps/email')
      const state = await page.context().storageState()
      await page.close()
      await provide(state)
    },
    { scope: 'worker' },
  ],
  storageState: ({ signedIn }, provide) => provide(signedIn),
})

test.beforeEach(async ({ request }) => {
  const login = await request.post(`${serverUrl}/jwt/login`, {
    data: { email: 'admin@demo.com', password: 'admin' },
  })
  const { accessToken } = (await login.json()) as { accessToken: string }
  const reset = await request.post(`${serverUrl}/api/demo-data/reset`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {},
  })
  expect(reset.status()).toBe(200)
})

const rowLink = (page: Page, subject: string) =>
  page.getByRole('listitem').getByRole('link', { name: new RegExp(`${subject}$`) })
const emailActions = (page: Page) => page.getByRole('toolbar', { name: 'Actions on this email' })
const messages = (page: Page, name: string) =>
  page.getByRole('region', { name: `Messages with ${name}` })

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('sign in: the server answers and no service worker runs', async ({ page }) => {
    const login = page.waitForResponse((response) => response.url() === `${serverUrl}/jwt/login`)
    await signIn(page, '/apps/email')
    expect((await login).status()).toBe(200)
    await expect(page.locator('html[data-backend="server"]')).toBeAttached()
    await expect(page.getByRole('list', { name: 'Inbox, emails: 20' })).toBeVisible()
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0)
  })
})

test('star an email: kept by the server through a reload', async ({ page }) => {
  await page.goto('/apps/email')
  await rowLink(page, 'Updated brand guidelines and icon set').click()
  await emailActions(page).getByRole('button', { name: 'Star', exact: true }).click()
  await expect(emailActions(page).getByRole('button', { name: 'Remove star' })).toBeVisible()
  await page.reload()
  await expect(emailActions(page).getByRole('button', { name: 'Remove star' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('add a task: kept by the server through a reload', async ({ page }) => {
  await page.goto('/apps/todo')
  const tasks = page.getByRole('list', { name: 'Tasks' })
  await expect(tasks.getByRole('listitem')).toHaveCount(10)
  await page.getByRole('button', { name: 'Add task' }).click()
  const drawer = page.getByRole('dialog', { name: 'Add task' })
  await drawer.getByRole('textbox', { name: 'Title' }).fill('Book the team lunch')
  await drawer.getByLabel(/^Due date/).fill('2030-05-04')
  await drawer.getByRole('checkbox', { name: 'Team' }).check()
  const added = page.waitForResponse((response) => response.request().method() === 'POST')
  await drawer.getByRole('button', { name: 'Add' }).click()
  expect((await added).status()).toBe(201)
  await expect(drawer).toBeHidden()
  await expect(tasks.getByRole('button', { name: 'Edit Book the team lunch' })).toBeVisible()
  await page.reload()
  await expect(tasks.getByRole('button', { name: 'Edit Book the team lunch' })).toBeVisible()
})

test('two browsers in one chat: a message sent in one shows in the other, live', async ({
  page,
  browser,
  signedIn,
}) => {
  const otherContext = await browser.newContext({ storageState: signedIn })
  const other = await otherContext.newPage()
  for (const tab of [page, other]) {
    await tab.goto('/apps/chat/4')
    await expect(messages(tab, "Liam O'Connell").getByRole('listitem').first()).toBeVisible()
  }
  const box = page.getByRole('textbox', { name: "Message to Liam O'Connell" })
  await box.fill('Numbers look great.')
  const sent = page.waitForResponse((response) => response.url().includes('/send-msg'))
  await box.press('Enter')
  expect((await sent).status()).toBe(201)
  await expect(messages(other, "Liam O'Connell").getByText('Numbers look great.')).toBeVisible()
  await otherContext.close()
})
