import { type Page } from '@playwright/test'
import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// The UI kit's page layouts and components index as a person meets them: each page-layout route
// shows its layout over the person's own preferences, which come back (never changed) once they
// leave; the index filters as they type and links each component to its Storybook docs page.

// Wider than the boxed content's 1440 px, so boxed and full width differ.
test.use({ viewport: { width: 1920, height: 1080 } })

const mainWidth = async (page: Page) => (await page.getByRole('main').boundingBox())?.width ?? 0
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })
const layoutLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Page layouts' }).getByRole('link', { name })

test('each page layout shows its layout, and the person’s own returns after it', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Collapse the menu' })).toBeVisible()
  // The person's own choice for this session: content at full width.
  await page.getByRole('button', { name: 'Open the customizer' }).click()
  const customizer = page.getByRole('dialog', { name: 'Theme customizer' })
  await customizer.getByRole('radio', { name: 'Full width' }).check()
  await customizer.getByRole('button', { name: 'Close the customizer' }).click()
  await expect.poll(() => mainWidth(page)).toBeGreaterThan(1440)

  await menu(page).getByRole('link', { name: 'Collapsed Menu' }).click()
  await expect(heading(page, 'Collapsed Menu')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Expand the menu' })).toBeVisible()

  await layoutLink(page, 'Boxed Layout').click()
  await expect(heading(page, 'Boxed Layout')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Collapse the menu' })).toBeVisible()
  await expect.poll(() => mainWidth(page)).toBeLessThanOrEqual(1440)

  await layoutLink(page, 'Without Menu').click()
  await expect(heading(page, 'Without Menu')).toBeVisible()
  await expect(menu(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible()

  await layoutLink(page, 'Empty Layout').click()
  await expect(heading(page, 'Empty Layout')).toBeVisible()
  await expect(page.getByRole('banner', { name: 'Toolbar' })).toHaveCount(0)
  await expect(menu(page)).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)

  await layoutLink(page, 'Blank Layout').click()
  await expect(heading(page, 'Blank Layout')).toBeVisible()
  await expect(page.getByRole('main')).toHaveCount(0)
  await page.getByRole('link', { name: 'Back to home' }).click()

  // Home again: the person's own layout, as they left it (menu expanded, content full width).
  await expect(page.getByRole('button', { name: 'Collapse the menu' })).toBeVisible()
  await expect(page.getByRole('banner', { name: 'Toolbar' })).toBeVisible()
  await expect.poll(() => mainWidth(page)).toBeGreaterThan(1440)
  // Never written: a reload shows the stored menu preference as it was.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Collapse the menu' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('menuCollapsed'))).not.toBe('true')
})

test('the components index filters as one types and links to each docs page', async ({ page }) => {
  await page.goto('/components')
  await expect(heading(page, 'Components')).toBeVisible()
  const cards = page.getByRole('main').getByRole('listitem')
  await expect(cards.first()).toBeVisible()
  const all = await cards.count()
  // By name: the dialog and the search dialog; by purpose: the one card with a gauge.
  await page.getByRole('searchbox', { name: /Search components/ }).fill('dialog')
  await expect(page).toHaveURL(/\/components\?q=dialog$/)
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Dialog', 'SearchDialog'])
  await expect(
    page.getByRole('link', { name: 'Dialog in Storybook', exact: true }),
  ).toHaveAttribute('href', '/storybook/?path=/docs/components-dialog--docs')
  await page.getByRole('searchbox', { name: /Search components/ }).fill('gauge')
  await expect(cards).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'GoalOverviewCard in Storybook' })).toHaveAttribute(
    'href',
    '/storybook/?path=/docs/components-cards-analytics--docs',
  )
  await page.reload()
  await expect(cards).toHaveCount(1)
  await page.getByRole('searchbox', { name: /Search components/ }).fill('')
  await expect(cards).toHaveCount(all)
})
