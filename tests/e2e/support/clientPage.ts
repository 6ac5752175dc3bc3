import { type Browser, type Page } from '@playwright/test'
import { expect } from './expect'

/** A new page signed in as the demo client through the login form, on their home. */
export async function signedInClientPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ storageState: undefined })
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill('client@demo.com')
  await page.getByLabel(/^Password/).fill('client')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/access-control/)
  return page
}
