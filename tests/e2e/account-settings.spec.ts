import { test as base, type Page } from '@playwright/test'
import { expect } from './support/expect'
import { explainingClick, watchClicks } from './support/clickTrail'
import { adminTest as test, signInThroughForm } from './support/adminTest'

// The account settings of the signed-in account, against the built app and its back end in the
// service worker: the profile reaching the navbar (and a reload), a new password that signs in,
// a second session of the same browser signed out from the first, and a plan chosen on pricing
// and a card added and made the default, kept across reloads.

// A visit or reload starts the app and its back end again: on a busy machine that takes a while.
const afterStart = { timeout: 30_000 }
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`))

test('a new full name reaches the navbar and stays after a reload; the tab follows the URL', async ({
  page,
}) => {
  await page.goto('/pages/account-settings')
  await expect(field(page, 'Full name')).toHaveValue('Amara Okafor', afterStart)
  await field(page, 'Full name').fill('Amara N. Okafor')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Your profile was saved.')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Amara N\. Okafor/ })).toBeVisible()

  await page.reload()
  await expect(field(page, 'Full name')).toHaveValue('Amara N. Okafor', afterStart)
  await expect(page.getByRole('button', { name: /^Amara N\. Okafor/ })).toBeVisible()

  await page.getByRole('link', { name: 'Security' }).click()
  await expect(page).toHaveURL(/\?tab=security$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Active sessions' })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('heading', { level: 2, name: 'Profile details' })).toBeVisible()
})

test('a changed password signs in after signing out; the old one no longer does', async ({
  page,
}) => {
  test.slow()
  await page.goto('/pages/account-settings?tab=security')
  await field(page, 'Current password').fill('admin', afterStart)
  await field(page, 'New password').fill('Sunflower-42')
  await field(page, 'Confirm new password').fill('Sunflower-42')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(toast(page, 'Your password was changed.')).toBeVisible()

  await watchClicks(page)
  await page.getByRole('button', { name: /^Amara Okafor/ }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await explainingClick(page, "the account menu's Sign out", () =>
    expect(page).toHaveURL(/\/login/),
  )
  const signIn = async (password: string) => {
    await page.getByRole('textbox', { name: 'Email' }).fill('admin@demo.com')
    await page.getByLabel(/^Password/).fill(password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  }
  await signIn('admin')
  await expect(page.getByText('Email or Password is Invalid')).toBeVisible()
  await signIn('Sunflower-42')
  await expect(page).not.toHaveURL(/\/login/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(afterStart)
})

test('a plan chosen on pricing is confirmed and marked current; a new card becomes the default', async ({
  page,
}) => {
  test.slow()
  await page.goto('/pages/pricing')
  await page.getByRole('button', { name: 'Yearly' }).click(afterStart)
  await page.getByRole('link', { name: 'Choose Enterprise' }).click()
  await expect(page).toHaveURL(/\?tab=billing&plan=enterprise&period=yearly$/)
  const plan = page.getByRole('region', { name: 'Current plan' })
  await expect(plan.getByLabel('Plan')).toHaveValue('enterprise', afterStart)
  await expect(plan.getByLabel('Billing period')).toHaveValue('yearly')
  await expect(plan.getByText('$960.00 a year')).toBeVisible()
  await plan.getByRole('button', { name: 'Move to Enterprise' }).click()
  await expect(toast(page, 'Your plan was changed.')).toBeVisible()
  await page.goto('/pages/pricing')
  const enterprise = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Enterprise' }) })
  await expect(enterprise.getByText('Your plan')).toBeVisible(afterStart)
  await page.goto('/pages/account-settings?tab=billing')
  await expect(plan.getByText('Enterprise', { exact: true }).first()).toBeVisible(afterStart)
  await expect(plan.getByLabel('Billing period')).toHaveValue('yearly')

  const cards = page.getByRole('region', { name: 'Payment methods' })
  await field(page, 'Card number').fill('3782 822463 10006')
  await field(page, 'Expiry').fill('12/30')
  await field(page, 'Security code').fill('1234')
  await field(page, 'Name on card').fill('Amara Okafor')
  await cards.getByRole('button', { name: 'Add card' }).click()
  await expect(cards.getByText('This card number is not valid.')).toBeVisible()
  await field(page, 'Card number').fill('3782 822463 10005')
  await cards.getByRole('button', { name: 'Add card' }).click()
  await expect(toast(page, 'The card was added.')).toBeVisible()
  const amex = cards.getByRole('listitem').filter({ hasText: 'American Express ending 0005' })
  await amex.getByRole('button', { name: 'Make default: American Express ending 0005' }).click()
  await expect(toast(page, 'The default card was changed.')).toBeVisible()
  await page.reload()
  await expect(amex.getByText('Default', { exact: true })).toBeVisible(afterStart)
  await expect(cards.getByText('Default', { exact: true })).toHaveCount(1)
})

// Signed in through the form in this test's own browser, so its back end knows this session.
base(
  'a second session is listed, signed out from the first, and its next refresh is refused',
  async ({ page, context }) => {
    base.slow()
    await signInThroughForm(page, '/pages/account-settings')
    await page.goto('/pages/account-settings?tab=security')
    await expect(page.getByRole('heading', { level: 2, name: 'Active sessions' })).toBeVisible(
      afterStart,
    )
    // A second tab signs in on its own (its session kept in the tab, as without "Remember me"):
    // the same browser, so the same back end, but another session.
    const other = await context.newPage()
    await other.goto('/access-control')
    await other.evaluate(async () => {
      const answer = await fetch('/jwt/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
      })
      const session = (await answer.json()) as Record<string, unknown>
      sessionStorage.setItem('accessToken', String(session.accessToken))
      sessionStorage.setItem('refreshToken', String(session.refreshToken))
      sessionStorage.setItem('userData', JSON.stringify(session.userData))
    })

    await page.reload()
    const sessions = page.getByRole('region', { name: 'Active sessions' })
    await expect(sessions.getByRole('listitem')).toHaveCount(2, afterStart)
    await expect(sessions.getByText('This session')).toHaveCount(1)
    await sessions.getByRole('button', { name: /^Sign out of/ }).click()
    await expect(toast(page, 'That session was signed out.')).toBeVisible()
    await expect(sessions.getByRole('listitem')).toHaveCount(1)
    // The first session goes on (checked before the other tab signs out: a tab that loses its
    // session clears the stored sessions of the whole browser, this one's too).
    await page.reload()
    await expect(sessions.getByText('This session')).toBeVisible(afterStart)

    // The other tab's next call is refused, and so is its refresh: it is signed out.
    const refreshed = other.waitForResponse((response) =>
      response.url().endsWith('/jwt/refresh-token'),
    )
    await other.goto('/pages/account-settings')
    expect((await refreshed).status()).toBe(401)
    await expect(other).toHaveURL(/\/login/, afterStart)
    await expect(other.getByText('Your session has expired. Please sign in again.')).toBeVisible()
  },
)
