import { type Page, test } from '@playwright/test'
import { expect } from './support/expect'
import type { EmailDraft } from '../../src/api/types/email'
import { findActiveContent, findDangers, pendingResources } from '../fixtures/hostileChecks'
import { hostileBodies, hostileHeaders } from '../fixtures/hostileEmails'

// Hostile mail in the built app (issue #5): sent with the app's own API, so it lands in
// Sent, then read through the screen. Nothing may run: no dialog, no `window.__xss`, no
// console error that names a payload.

/** Every name a payload would leave behind if it ran. */
const markers = [
  ...hostileBodies.map((body) => body.name),
  'sender-name',
  'subject',
  'recipient-name',
  'attachment-name',
  'attachment-url',
  'attachment-thumbnail',
]

/**
 * The payloads as a few emails, so reading them stays quick (each call of the back end
 * takes 300 ms): one body per group, an unclosed payload only ever last in its body.
 */
function hostileMessages(): { subject: string; html: string }[] {
  const bodies = [...new Set(hostileBodies.map((body) => body.group))].flatMap((group) => {
    const ofGroup = hostileBodies.filter((body) => body.group === group)
    const [firstUnclosed, ...moreUnclosed] = ofGroup.filter((body) => body.unclosed)
    const together = ofGroup.filter((body) => !body.unclosed)
    if (firstUnclosed) together.push(firstUnclosed)
    return [together, ...moreUnclosed.map((body) => [body])]
  })
  return bodies.map((list, index) => ({
    subject: `Hostile bodies ${index + 1}: ${list[0]?.group ?? ''}`,
    html: list.map((body) => body.html).join('\n'),
  }))
}

const drafts: EmailDraft[] = [
  ...hostileMessages().map(({ subject, html }) => ({
    to: [{ name: 'Mallory', email: 'mallory@hostile.example' }],
    cc: [],
    bcc: [],
    subject,
    message: html,
    attachments: [],
  })),
  {
    to: [hostileHeaders.recipient],
    cc: [],
    bcc: [],
    subject: hostileHeaders.subject,
    message: '<p>Nothing to see in the body; look at the headers.</p>',
    attachments: [hostileHeaders.attachment],
  },
]

/** Records every dialog (dismissed) and every error that names a payload. */
function watch(page: Page, problems: string[]) {
  page.on('dialog', (dialog) => {
    problems.push(`${dialog.type()} dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  const namesAPayload = (text: string) => markers.some((marker) => text.includes(marker))
  page.on('console', (message) => {
    if (message.type() === 'error' && namesAPayload(message.text()))
      problems.push(`console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => {
    if (namesAPayload(`${error.message} ${error.stack ?? ''}`))
      problems.push(`page error: ${error.message}`)
  })
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const marker = (page: Page) => page.evaluate(() => Reflect.get(window, '__xss') as unknown)

async function signIn(page: Page) {
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@demo.com')
  await page.getByLabel(/^Password/).fill('admin')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome back, Amara Okafor' }),
  ).toBeVisible()
}

/** Sends every draft as the app does (same path, bearer token); the ids in Sent, newest first. */
function sendAll(page: Page): Promise<{ id: number; subject: string }[]> {
  return page.evaluate(async (drafts) => {
    const headers = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}`,
    }
    const sent = await Promise.all(
      drafts.map(async (email) => {
        const answer = await fetch('/apps/email/send-email', {
          method: 'POST',
          headers,
          body: JSON.stringify({ email }),
        })
        if (answer.status !== 201) throw new Error(`send-email: ${answer.status}`)
        return ((await answer.json()) as { email: { id: number } }).email.id
      }),
    )
    const list = await fetch('/apps/email/emails?folder=sent', { headers })
    const { emails } = (await list.json()) as { emails: { id: number; subject: string }[] }
    return emails.filter((email) => sent.includes(email.id))
  }, drafts)
}

/** The hostile subject, recipient and attachment name show as the characters they are. */
async function expectHeadersAsText(page: Page) {
  const { subject, recipient, attachment } = hostileHeaders
  const article = page.getByRole('article', { name: subject, exact: true })
  await expect(article.getByText(`To: ${recipient.name}`, { exact: true })).toBeVisible()
  const attachments = article.getByRole('region', { name: 'Attachments' })
  await expect(attachments.getByText(attachment.fileName, { exact: true })).toBeVisible()
  // A javascript: attachment is named, never offered as a link or an icon.
  await expect(attachments.getByRole('link')).toHaveCount(0)
  await expect(attachments.locator('img')).toHaveCount(0)
}

test('hostile mail sent through the app never runs script when it is read', async ({ page }) => {
  const problems: string[] = []
  watch(page, problems)
  await signIn(page)
  const sent = await sendAll(page)
  expect(sent).toHaveLength(drafts.length)

  // To Sent through the menus (no reload: the page's back end keeps what was just sent).
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Email', exact: true })
    .click()
  await page
    .getByRole('navigation', { name: 'Mailboxes' })
    .getByRole('link', { name: 'Sent' })
    .click()
  await expect(page).toHaveURL(/\/apps\/email\?folder=sent$/)
  // The hostile recipient and subject are listed as text.
  const { recipient, subject } = hostileHeaders
  await expect(
    page.getByRole('link', { name: `${recipient.name} ${subject}`, exact: true }),
  ).toBeVisible()
  expect(await page.locator('.cea-email').evaluate(findActiveContent)).toEqual([])

  // Open the newest, then page through every hostile email with "Next email".
  const [first] = sent
  await page
    .getByRole('link', { name: new RegExp(`${escapeRegExp(first?.subject ?? '')}$`) })
    .click()
  for (const [index, email] of sent.entries()) {
    await expect(page).toHaveURL(`/apps/email?folder=sent&email=${email.id}`)
    const article = page.getByRole('article', { name: email.subject, exact: true })
    await expect(article.getByRole('heading', { level: 2, name: email.subject })).toBeVisible()
    // Every image and media element has loaded or failed: a handler left on one has run by now.
    await expect
      .poll(() => page.locator('body').evaluate(pendingResources), { message: email.subject })
      .toEqual([])
    expect(await article.locator('.cea-email-body').evaluate(findDangers), email.subject).toEqual(
      [],
    )
    expect(await page.locator('.cea-email').evaluate(findActiveContent), email.subject).toEqual([])
    if (email.subject === subject) await expectHeadersAsText(page)
    if (index < sent.length - 1) await article.getByRole('button', { name: 'Next email' }).click()
  }

  // Each email was checked once its images and media had loaded or failed (above).
  expect(await marker(page)).toBeUndefined()
  expect(problems).toEqual([])
})
