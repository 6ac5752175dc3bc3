import { type Page } from '@playwright/test'
import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// The mailbox as a person uses it, against the built app and its in-browser back end
// (300 ms per call). Each worker signs in once through the login form; every test starts a
// fresh browser context with those tokens and a fresh back end (IndexedDB is not carried over),
// so each test sees the sample mailbox.

async function openMailbox(page: Page) {
  await page.goto('/apps/email')
  await expect(inboxList(page)).toBeVisible()
}

const inboxList = (page: Page, count = 20) =>
  page.getByRole('list', { name: `Inbox, emails: ${count}` })
const mailboxes = (page: Page) => page.getByRole('navigation', { name: 'Mailboxes' })
/** The Inbox entry of the side menu, by its unread count. */
const inboxEntry = (page: Page, unread: number) =>
  mailboxes(page).getByRole('link', {
    name: new RegExp(`^Inbox\\b.*(\\b${unread}\\b.*unread|unread: ${unread}$)`),
  })
const rowLink = (page: Page, subject: string) =>
  page.getByRole('listitem').getByRole('link', { name: new RegExp(`${subject}$`) })
const subjectHeading = (page: Page, subject: string) =>
  page.getByRole('heading', { level: 2, name: subject })
const emailActions = (page: Page) => page.getByRole('toolbar', { name: 'Actions on this email' })
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test('opening an unread email shows it and marks it read', async ({ page }) => {
  await openMailbox(page)
  await expect(inboxEntry(page, 6)).toBeVisible()
  const link = rowLink(page, 'Q1 budget review: numbers are in')
  await expect(link).toHaveAccessibleName(/^Unread, /)
  await link.click()
  await expect(subjectHeading(page, 'Q1 budget review: numbers are in')).toBeVisible()
  await expect(page).toHaveURL(/\/apps\/email\?email=\d+$/)
  await expect(inboxEntry(page, 5)).toBeVisible()
  await page.getByRole('link', { name: 'Back to Inbox' }).click()
  await expect(rowLink(page, 'Q1 budget review: numbers are in')).toHaveAccessibleName(
    'Priya Natarajan Q1 budget review: numbers are in',
  )
})

test('starring and labelling the open email', async ({ page }) => {
  await openMailbox(page)
  await rowLink(page, 'Updated brand guidelines and icon set').click()
  const heading = subjectHeading(page, 'Updated brand guidelines and icon set')
  await expect(heading).toBeVisible()
  const header = page.locator('header', { has: heading })
  await expect(header.getByText('Important', { exact: true })).toHaveCount(0)

  await emailActions(page).getByRole('button', { name: 'Star', exact: true }).click()
  await expect(emailActions(page).getByRole('button', { name: 'Remove star' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await emailActions(page).getByRole('button', { name: 'Label' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Important' }).click()
  await expect(page.getByRole('menu', { name: 'Label' })).toBeHidden()
  await expect(header.getByText('Important', { exact: true })).toBeVisible()

  // Written through to the back end: the list shows both after its refetch.
  await page.getByRole('link', { name: 'Back to Inbox' }).click()
  const row = page.getByRole('listitem').filter({
    has: page.getByRole('link', { name: /Updated brand guidelines and icon set$/ }),
  })
  await expect(
    row.getByRole('button', { name: 'Remove star from “Updated brand guidelines and icon set”' }),
  ).toBeVisible()
  await expect(row.getByText('Important', { exact: true })).toBeVisible()
})

test('moving an email to trash can be undone from the toast', async ({ page }) => {
  await openMailbox(page)
  await rowLink(page, 'Weekly support digest').click()
  await expect(subjectHeading(page, 'Weekly support digest')).toBeVisible()
  await emailActions(page).getByRole('button', { name: 'Move to trash' }).click()
  const trashed = toast(page, 'Moved to trash: 1')
  await expect(trashed).toBeVisible()
  await expect(inboxList(page, 19)).toBeVisible()
  await expect(rowLink(page, 'Weekly support digest')).toHaveCount(0)

  await trashed.getByRole('button', { name: 'Undo' }).click()
  await expect(inboxList(page)).toBeVisible()
  await expect(rowLink(page, 'Weekly support digest')).toBeVisible()
})

test('searching narrows the list, keeps the search in the URL, and clears', async ({ page }) => {
  await openMailbox(page)
  const search = page.getByRole('searchbox', { name: 'Search mail' })
  await search.fill('budget')
  await expect(page).toHaveURL(/[?&]q=budget/)
  await expect(page.getByRole('list', { name: /^Inbox, emails: [1-9]$/ })).toBeVisible()
  await expect(rowLink(page, 'Q1 budget review: numbers are in')).toBeVisible()
  await expect(rowLink(page, 'Weekly support digest')).toHaveCount(0)

  await search.fill('no such words anywhere')
  await expect(
    page.getByRole('heading', { name: 'No emails match “no such words anywhere”' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Clear search' }).click()
  await expect(inboxList(page)).toBeVisible()
  await expect(page).toHaveURL(/\/apps\/email$/)
  await expect(search).toHaveValue('')
})

test('a composed message is sent and shows in Sent', async ({ page }) => {
  await openMailbox(page)
  const subject = 'Launch checklist from the end-to-end test'
  await page.getByRole('button', { name: 'Compose' }).click()
  const dialog = page.getByRole('dialog', { name: 'New message' })
  await dialog.getByRole('textbox', { name: /^To/ }).fill('tobias.renner@example.com')
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject)
  const message = dialog.getByRole('textbox', { name: 'Message' })
  await message.fill('Everything is ready for ')
  // Bold from the keyboard, a list from the toolbar.
  await message.press('ControlOrMeta+b')
  await message.pressSequentially('Monday')
  await message.press('ControlOrMeta+b')
  await message.pressSequentially('.')
  await message.press('Enter')
  await dialog.getByRole('button', { name: 'Bulleted list' }).click()
  await message.pressSequentially('Slides')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(toast(page, 'Message sent.')).toBeVisible()
  await expect(dialog).toBeHidden()

  await mailboxes(page).getByRole('link', { name: 'Sent' }).click()
  await expect(page).toHaveURL(/\?folder=sent$/)
  await rowLink(page, subject).click()
  await expect(subjectHeading(page, subject)).toBeVisible()
  const body = page.locator('.cea-email-body')
  await expect(body.getByText('Everything is ready for Monday.')).toBeVisible()
  await expect(body.locator('strong')).toHaveText('Monday')
  await expect(body.getByRole('listitem')).toHaveText('Slides')
})

test('a reload keeps the folder and the open email', async ({ page }) => {
  await openMailbox(page)
  await mailboxes(page).getByRole('link', { name: 'Sent' }).click()
  await expect(page.getByRole('list', { name: 'Sent, emails: 7' })).toBeVisible()
  const subject = 'Proposal for the Harbourline analytics rollout'
  await rowLink(page, subject).click()
  await expect(subjectHeading(page, subject)).toBeVisible()
  await expect(page).toHaveURL(/\?folder=sent&email=\d+$/)
  const url = page.url()

  await page.reload()
  await expect(subjectHeading(page, subject)).toBeVisible()
  expect(page.url()).toBe(url)
  await expect(mailboxes(page).getByRole('link', { name: 'Sent' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test("the browser's Back button returns from an open email to the list", async ({ page }) => {
  await openMailbox(page)
  await rowLink(page, 'Photos from the Kyoto workshop').click()
  await expect(subjectHeading(page, 'Photos from the Kyoto workshop')).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/apps\/email$/)
  await expect(inboxList(page)).toBeVisible()
  await expect(subjectHeading(page, 'Photos from the Kyoto workshop')).toHaveCount(0)
})

test('keyboard: j and k move through the list, Enter opens', async ({ page }) => {
  await openMailbox(page)
  const links = inboxList(page).getByRole('listitem').getByRole('link')
  await page.keyboard.press('j')
  await expect(links.nth(0)).toBeFocused()
  await page.keyboard.press('j')
  await expect(links.nth(1)).toBeFocused()
  await page.keyboard.press('j')
  await page.keyboard.press('k')
  await expect(links.nth(1)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(subjectHeading(page, 'Updated brand guidelines and icon set')).toBeVisible()
})

test('keyboard: c opens compose and ? the shortcut sheet', async ({ page }) => {
  await openMailbox(page)
  await page.keyboard.press('c')
  const compose = page.getByRole('dialog', { name: 'New message' })
  await expect(compose).toBeVisible()
  await compose.getByRole('button', { name: 'Discard' }).click()
  await expect(compose).toBeHidden()

  await page.keyboard.press('?')
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(sheet).toBeVisible()
  await expect(sheet.getByRole('row', { name: 'c Write a new message' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
})
