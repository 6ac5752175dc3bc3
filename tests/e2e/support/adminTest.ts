import { type BrowserContext, type Page, test as base } from '@playwright/test'
import { expect } from './expect'

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/** Signs in as the demo admin through the login form that opening `startPath` leads to. */
export async function signInThroughForm(page: Page, startPath: string) {
  await page.goto(startPath)
  await expect(page).toHaveURL(/\/login\?returnTo=/)
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@demo.com')
  await page.getByLabel(/^Password/).fill('admin')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL((url) => url.pathname === startPath)
}

/**
 * Playwright's `test` with pages signed in as the demo admin. Every spec uses this one test type,
 * so a worker runs spec after spec in one process and one browser, and signs in once, through the
 * login form the home page's guard leads to. Every test still gets a fresh context: the admin's
 * tokens, a fresh service-worker store, so the sample data as shipped.
 */
export const adminTest = base.extend<object, { signedIn: StorageState }>({
  signedIn: [
    async ({ browser }, provide, workerInfo) => {
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL })
      await signInThroughForm(page, '/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const state = await page.context().storageState()
      await page.close()
      await provide(state)
    },
    { scope: 'worker' },
  ],
  storageState: ({ signedIn }, provide) => provide(signedIn),
})
