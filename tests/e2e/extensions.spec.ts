import { type Page } from '@playwright/test'
import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// The UI kit's extensions pages (issue #37) as a person uses them in the built app: a card moved
// to another list with the keyboard alone, toasts heard without losing focus, and the
// internationalization page switched to Arabic and back.

const column = (page: Page, name: string) =>
  page.getByRole('region', { name }).getByRole('list', { name })

test('move a card to another list with the keyboard only; the board keeps it after a reload', async ({
  page,
}) => {
  await page.goto('/extensions/drag-and-drop')
  const card = 'Write the landing page copy'
  await expect(column(page, 'To do').getByRole('listitem')).toHaveCount(3)
  await page.getByRole('button', { name: `Move ${card}` }).focus()
  // Each key waits for the announcement of the step before it, as a screen reader user would.
  const heard = (text: string | RegExp) =>
    expect(page.getByRole('status').filter({ hasText: text })).toBeAttached()
  await page.keyboard.press('Space')
  await heard(`Picked up ${card} in To do, position 1 of 3.`)
  await page.keyboard.press('ArrowRight')
  await heard(new RegExp(`^${card} is over In progress, position \\d of 3\\.$`))
  await page.keyboard.press('Space')
  await heard(new RegExp(`^${card} dropped in In progress, position \\d of 3\\.$`))
  await expect(column(page, 'In progress').getByText(card, { exact: true })).toBeVisible()
  await expect(column(page, 'To do').getByRole('listitem')).toHaveCount(2)

  await page.reload()
  await expect(column(page, 'In progress').getByText(card, { exact: true })).toBeVisible()
  await expect(column(page, 'To do').getByRole('listitem')).toHaveCount(2)
})

test('toasts are announced in a live region while focus stays put; Undo, Escape and a promise toast', async ({
  page,
}) => {
  await page.goto('/extensions/toasts')
  const stack = page.getByRole('region', { name: 'Notifications' })
  const announcer = stack.getByRole('status').first()

  const showSuccess = page.getByRole('button', { name: 'Show success' })
  await showSuccess.click()
  await expect(announcer).toHaveText('Success: Your changes were saved.')
  await expect(
    stack.getByRole('listitem').filter({ hasText: 'Your changes were saved.' }),
  ).toBeVisible()
  await expect(showSuccess).toBeFocused()

  await page.getByRole('button', { name: 'Archive a message' }).click()
  await expect(page.getByText('Messages in the inbox: 2')).toBeVisible()
  await expect(announcer).toHaveText('Information: Message archived.')
  await stack.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText('Messages in the inbox: 3')).toBeVisible()
  await expect(announcer).toHaveText('Success: Message back in the inbox.')

  // Escape closes the toast that has focus, and focus goes back where it was before.
  await showSuccess.focus()
  const restored = stack.getByRole('listitem').filter({ hasText: 'Message back in the inbox.' })
  await restored.getByRole('button', { name: 'Dismiss' }).focus()
  await page.keyboard.press('Escape')
  await expect(restored).toBeHidden()
  await expect(showSuccess).toBeFocused()

  const save = page.getByRole('button', { name: 'Save the report' })
  await save.click()
  await expect(announcer).toHaveText('In progress: Saving the report…')
  await expect(announcer).toHaveText('Success: Report saved.')
  await expect(save).toBeFocused()
})

/** The value beside the term `term` in the page's sample lists. */
const sample = (page: Page, term: string) =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('+ dd')

test('switch the internationalization page to Arabic: right to left, money and dates in Arabic; then back to English', async ({
  page,
}) => {
  await page.goto('/extensions/i18n')
  await expect(sample(page, 'Euros')).toHaveText('€1,234.55')
  await expect(sample(page, 'Full date')).toHaveText('Saturday, March 14, 2026')

  await page
    .getByRole('group', { name: 'Page language' })
    .getByRole('button', { name: 'العربية' })
    .click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { level: 1, name: 'التدويل' })).toBeVisible()
  await expect(page.getByText('الاتجاه: من اليمين إلى اليسار')).toBeVisible()
  // Money as Arabic writes it (the amount before its symbol) and its own month name, by Intl.
  await expect(sample(page, 'يورو')).toHaveText(/^\u200f?1,234\.55\s€$/)
  await expect(sample(page, 'التاريخ الكامل')).toContainText('مارس')
  await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeAttached()

  await page
    .getByRole('group', { name: 'لغة الصفحة' })
    .getByRole('button', { name: 'English' })
    .click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(sample(page, 'Euros')).toHaveText('€1,234.55')
  await expect(sample(page, 'Full date')).toHaveText('Saturday, March 14, 2026')
})
