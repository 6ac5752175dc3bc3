import { test } from '@playwright/test'
import { expect } from './support/expect'

test('the app loads, the loading screen goes away and a visitor is asked to sign in', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/login\?returnTo=%2F$/)
  await expect(page.getByRole('heading', { name: 'Welcome to CEA Dashboard' })).toBeVisible()
  await expect(page.locator('#loading-screen')).toHaveCount(0)
  await expect(page).toHaveTitle('Sign in · CEA Dashboard')
})

test('the loading screen with the logo is painted before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  const loadingScreen = page.getByRole('status')
  await expect(loadingScreen).toBeVisible()
  await expect(loadingScreen).toContainText('Loading CEA Dashboard…')
  await expect(loadingScreen).toHaveCSS('position', 'fixed')
  await expect(loadingScreen.locator('svg path').first()).toBeVisible()
  await context.close()
})

test('the in-browser back end answers from the service worker', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Welcome to CEA Dashboard' })).toBeVisible()
  await page.locator('html[data-backend="simulated"]').waitFor({ state: 'attached' })
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().endsWith('/api/health')),
    page.evaluate(() => fetch('/api/health').then((answer) => answer.json())),
  ])
  expect(response.fromServiceWorker()).toBe(true)
  expect(await response.json()).toEqual({
    status: 'ok',
    backend: 'simulated',
    store: 'indexeddb',
    version: expect.any(String),
  })
})

test('an unknown URL shows the error page at /misc/error', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page).toHaveURL(/\/misc\/error$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/login\?returnTo=%2F$/)
  await expect(page.getByRole('heading', { name: 'Welcome to CEA Dashboard' })).toBeVisible()
})

test('on start a stray service worker is unregistered and the back end stays', async ({ page }) => {
  await page.goto('/')
  await page.locator('html[data-backend="simulated"]').waitFor({ state: 'attached' })
  // Another worker, as an old deployment or another app on this origin could leave behind.
  await page.evaluate(async () => {
    const stray = await navigator.serviceWorker.register('/backend-worker.js?stray=1', {
      scope: '/misc/',
    })
    await new Promise<void>((resolve) => {
      const worker = stray.installing ?? stray.waiting ?? stray.active
      if (!worker || worker.state === 'activated') resolve()
      else worker.addEventListener('statechange', () => worker.state === 'activated' && resolve())
    })
  })
  const registrationScripts = () =>
    page.evaluate(async () => {
      const registrations = await navigator.serviceWorker.getRegistrations()
      return registrations.map((registration) => registration.active?.scriptURL ?? '').sort()
    })
  expect(await registrationScripts()).toHaveLength(2)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Welcome to CEA Dashboard' })).toBeVisible()
  await expect
    .poll(registrationScripts)
    .toEqual([expect.stringMatching(/\/backend-worker\.js\?latency=\d+$/)])
})

test('the page language follows the stored choice', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'))
  await page.goto('/misc/error')
  await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
})
