import { type Page, test } from '@playwright/test'
import { expect } from './support/expect'
import { explainingClick, watchClicks } from './support/clickTrail'
import { markFirstHeading, modulesBeforeFirstHeading } from './support/firstLoadModules'

// The app shell as a person uses it: sign-in and access control, preferences,
// languages and the search dialog, against the built app and its in-browser back end.

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key)

test('an admin signs in through the login form and lands on the home page', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Welcome to CEA Dashboard' })).toBeVisible()
  await signIn(page, 'admin@demo.com', 'admin')
  await expect(page).toHaveURL(/\/$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome back, Amara Okafor' }),
  ).toBeVisible()
  await expect(
    page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Home', exact: true }),
  ).toBeVisible()
  expect(await stored(page, 'accessToken')).toMatch(/^ey/)
})

test('index.html asks for all the sign-in page’s modules at once', async ({ page }) => {
  await markFirstHeading(page)
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const { fetched, notPreloaded } = await modulesBeforeFirstHeading(page)
  expect(fetched.length).toBeGreaterThan(5)
  expect(notPreloaded).toEqual([])
})

test('the first load logs no router warning about a missing HydrateFallback', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Welcome to CEA Dashboard' })).toBeVisible()
  expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([])
})

test('a wrong password shows the server message at the email field and keeps what was typed', async ({
  page,
}) => {
  await page.goto('/login')
  await signIn(page, 'admin@demo.com', 'not-it')
  await expect(page.getByText('Email or Password is Invalid')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('admin@demo.com')
  await expect(page).toHaveURL(/\/login$/)
})

test('a client lands on access control and is kept out of admin pages', async ({ page }) => {
  await page.goto('/login')
  await signIn(page, 'client@demo.com', 'client')
  await expect(page).toHaveURL(/\/access-control$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu.getByRole('link', { name: 'Access control' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveCount(0)
  await page.goto('/')
  await expect(page).toHaveURL(/\/access-control$/)

  // Opened afresh, the client's home has its modules named by index.html at once.
  await markFirstHeading(page)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const { fetched, notPreloaded } = await modulesBeforeFirstHeading(page)
  // The entry's, the shell's and the route's chunks: 19 files since the shell's chunks hold the
  // Primer components it uses (vite/firstLoadChunks.ts).
  expect(fetched.length).toBeGreaterThan(10)
  expect(notPreloaded).toEqual([])
})

test('a page asked for while signed out is reached after sign-in', async ({ page }) => {
  await page.goto('/access-control')
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccess-control$/)
  await signIn(page, 'admin@demo.com', 'admin')
  await expect(page).toHaveURL(/\/access-control$/)
})

test('signing out clears the stored tokens and returns to the login page', async ({ page }) => {
  await page.goto('/login')
  await signIn(page, 'admin@demo.com', 'admin')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome back, Amara Okafor' }),
  ).toBeVisible()
  await watchClicks(page)
  await page.getByRole('button', { name: 'Amara Okafor, Admin' }).click()
  const signedOut = page.waitForResponse((response) => response.url().endsWith('/jwt/logout'), {
    timeout: 15_000,
  })
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await explainingClick(page, "the account menu's Sign out", async () => {
    expect((await signedOut).status()).toBe(200)
    await expect(page).toHaveURL(/\/login/)
  })
  expect(await stored(page, 'accessToken')).toBeNull()
  expect(await stored(page, 'refreshToken')).toBeNull()
  expect(await stored(page, 'userData')).toBeNull()
})

test('an expired access token is refreshed without leaving the page', async ({ page }) => {
  await page.goto('/login')
  await signIn(page, 'admin@demo.com', 'admin')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome back, Amara Okafor' }),
  ).toBeVisible()
  // What the server sees of an expired token: one it cannot verify.
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired.access.token'))
  const refreshed = page.waitForResponse((response) =>
    response.url().endsWith('/jwt/refresh-token'),
  )
  // The cart loads when first opened: a data call with the stale token.
  await page.getByRole('button', { name: /^Cart/ }).click()
  expect((await refreshed).status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'My cart' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect(await stored(page, 'accessToken')).toMatch(/^ey/)
})

test('preferences survive a reload: skin, direction and collapsed menu', async ({ page }) => {
  await page.goto('/login')
  await signIn(page, 'admin@demo.com', 'admin')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome back, Amara Okafor' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Open the customizer' }).click()
  const customizer = page.getByRole('dialog', { name: 'Theme customizer' })
  // The radio shows the new skin once its stylesheet is in (no flash of light colours in between).
  const dark = customizer.getByRole('radio', { name: 'Dark', exact: true })
  await dark.click()
  await expect(dark).toBeChecked()
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark')
  await customizer.getByRole('button', { name: 'Right-to-left' }).click()
  await customizer.getByRole('button', { name: 'Menu collapsed' }).click()
  await page.keyboard.press('Escape')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.reload()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome back, Amara Okafor' }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark')
  await expect(page.getByRole('button', { name: 'Expand the menu' })).toBeVisible()
})

test('French and Arabic change the text, lang and dir', async ({ page }) => {
  await page.goto('/login')
  await signIn(page, 'admin@demo.com', 'admin')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome back, Amara Okafor' }),
  ).toBeVisible()
  await page.getByRole('button', { name: /Language/ }).click()
  await page.getByRole('menuitemradio', { name: 'Français' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bon retour, Amara Okafor' }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  // The menu re-renders in French as it opens, and a pick made during that render was seen to
  // be lost once in CI: pick again (menu reopened if it closed) until the page is in Arabic.
  // A pick that did take may need more than a moment on a busy machine (the Arabic words load,
  // the page turns right to left): each round first looks whether the page is Arabic already,
  // and the menu's button is found by its French or Arabic name.
  const html = page.locator('html')
  const arabic = page.getByRole('menu', { name: /Langue/ }).getByRole('menuitemradio', {
    name: 'العربية',
  })
  await expect(async () => {
    if ((await html.getAttribute('lang')) !== 'ar') {
      if (!(await arabic.isVisible()))
        await page.getByRole('button', { name: /Langue|اللغة/ }).click({ timeout: 2_000 })
      await arabic.click({ timeout: 2_000 })
    }
    await expect(html).toHaveAttribute('lang', 'ar', { timeout: 5_000 })
  }).toPass({ timeout: 25_000 })
  await expect(
    page.getByRole('heading', { level: 1, name: 'مرحبًا بعودتك، Amara Okafor' }),
  ).toBeVisible({ timeout: 10_000 })
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
})

test('the search dialog opens with Ctrl+K and navigates with the keyboard', async ({ page }) => {
  await page.goto('/login')
  await signIn(page, 'admin@demo.com', 'admin')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome back, Amara Okafor' }),
  ).toBeVisible()
  await page.keyboard.press('Control+k')
  const dialog = page.getByRole('dialog', { name: 'Search' })
  await expect(dialog).toBeVisible()
  await page.keyboard.type('access')
  await expect(dialog.getByRole('option', { name: /Access Control/i }).first()).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/access-control$/)
  await expect(dialog).toBeHidden()
})

test('on a phone, the scroll-to-top button leaves the footer’s links clear and goes back up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/login')
  await signIn(page, 'admin@demo.com', 'admin')
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  await page.goto('/apps/user/list')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(/^Showing 1 to 10 of/)).toBeVisible()
  await page.mouse.wheel(0, 100_000)
  const toTop = page.getByRole('button', { name: 'Scroll to top' })
  await expect(toTop).toBeVisible()
  const footerLinks = await page.getByRole('contentinfo').getByRole('link').all()
  expect(footerLinks.length).toBeGreaterThan(0)
  const button = await toTop.boundingBox()
  for (const link of footerLinks) {
    await expect(link).toBeInViewport()
    const box = await link.boundingBox()
    if (!box || !button) throw new Error('The link and the button should have boxes')
    const apart =
      box.x + box.width <= button.x ||
      button.x + button.width <= box.x ||
      box.y + box.height <= button.y ||
      button.y + button.height <= box.y
    expect(apart, `${await link.textContent()} is clear of the button`).toBe(true)
  }
  await toTop.click()
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  await expect(toTop).toBeHidden()
})
