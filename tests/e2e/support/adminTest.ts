import { type BrowserContext, expect, type Page, test as base } from '@playwright/test'

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
 * A test whose pages are signed in as the demo admin: each worker signs in once through the
 * login form reached from `startPath` (the guard sends it there), and every test gets a fresh
 * context, so fresh sample data in its own service-worker store.
 */
export function adminTest(startPath: string) {
  return base.extend<object, { signedIn: StorageState }>({
    signedIn: [
      async ({ browser }, provide, workerInfo) => {
        const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL })
        await signInThroughForm(page, startPath)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        const state = await page.context().storageState()
        await page.close()
        await provide(state)
      },
      { scope: 'worker' },
    ],
    storageState: ({ signedIn }, provide) => provide(signedIn),
  })
}
