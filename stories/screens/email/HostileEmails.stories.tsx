import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { Email } from '../../../src/api/types/email'
import { getStore } from '../../../src/mocks/db/instance'
import type { Store } from '../../../src/mocks/db/store'
import { emailHandlers } from '../../../src/mocks/handlers/email'
import { emailsTable } from '../../../src/mocks/handlers/emailTables'
import { EmailScreen } from '../../../src/screens/email/EmailScreen'
import { sanitizeEmailHtml } from '../../../src/screens/email/EmailBody'
import {
  clearXssMarker,
  findActiveContent,
  findDangers,
  harmlessMailHtml,
  harmlessProblems,
  parseInert,
  pendingResources,
  recordAlerts,
  xssMarker,
} from '../../../tests/fixtures/hostileChecks'
import {
  buildHostileEmail,
  buildHostileHeadersEmail,
  type HostileGroup,
  hostileBodies,
  hostileGroups,
  hostileHeaders,
  hostileSubjectOf,
} from '../../../tests/fixtures/hostileEmails'
import { escape, findRows, MailboxStory, mailboxAt, storyOptions } from './emailStory'

// Mail that would run script if the reader let it (issue #5): each story fills the
// mailbox with hostile emails, opens them in turn and checks that nothing ran.

const meta = {
  title: 'Screens/Email/Hostile bodies',
  component: EmailScreen,
  args: { options: storyOptions },
  render: (args) => <MailboxStory {...args} />,
  parameters: mailboxAt(),
} satisfies Meta<typeof EmailScreen>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The email group of the back end, with the inbox holding only `emails`: the first
 * call on a fresh story store writes them, then the usual handlers answer.
 */
function hostileMailbox(emails: Email[]) {
  const seeded = new WeakSet<Store>()
  const seed = http.all('*/apps/email/*', () => {
    const store = getStore()
    if (!seeded.has(store)) {
      seeded.add(store)
      store.transaction((tx) => tx.write(emailsTable, emails))
    }
    // Nothing returned: the real handler answers.
    return undefined
  })
  return { msw: { handlers: { email: [seed, ...emailHandlers] } } }
}

/** Every image and media element of the page has loaded or failed: a handler left on one has run. */
const resourcesSettled = () =>
  waitFor(() => expect(pendingResources(document.body)).toEqual([]), { timeout: 5000 })

/** The open email holds nothing that runs, and nothing has run so far. */
async function expectInert(canvasElement: HTMLElement, article: HTMLElement, name: string) {
  const bodies = article.querySelectorAll('.cea-email-body')
  await expect(bodies.length, name).toBeGreaterThan(0)
  for (const body of bodies) await expect(findDangers(body), name).toEqual([])
  await expect(findActiveContent(canvasElement), name).toEqual([])
  await expect(xssMarker(), name).toBeUndefined()
}

const bodiesOf = (group: HostileGroup) => hostileBodies.filter((body) => body.group === group)

/** The inbox holding the emails of one group of payloads. */
const groupMailbox = (group: HostileGroup) => hostileMailbox(bodiesOf(group).map(buildHostileEmail))

/** Opens every email of `group` from the list, then with "Next email", checking each. */
function openEachOf(group: HostileGroup): Story['play'] {
  const bodies = bodiesOf(group)
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    clearXssMarker()
    const alerts = recordAlerts()
    try {
      const list = await findRows(canvas, `Inbox, emails: ${bodies.length}`)
      // The list shows each body as a text excerpt: nothing of it runs there either.
      await expect(findActiveContent(list)).toEqual([])
      const [first] = bodies
      if (!first) throw new Error(`No hostile bodies in ${group}`)
      await userEvent.click(
        within(list).getByRole('link', {
          name: new RegExp(`${escape(hostileSubjectOf(first))}$`),
        }),
      )
      for (const [index, body] of bodies.entries()) {
        const article = await canvas.findByRole(
          'article',
          { name: hostileSubjectOf(body) },
          { timeout: 5000 },
        )
        await resourcesSettled()
        await expectInert(canvasElement, article, body.name)
        const next = within(article).getByRole('button', { name: 'Next email' })
        if (index < bodies.length - 1) await userEvent.click(next)
        else await expect(next).toBeDisabled()
      }
      await resourcesSettled()
      await expect(xssMarker()).toBeUndefined()
      await expect(alerts.calls).toEqual([])
    } finally {
      alerts.restore()
    }
  }
}

export const ScriptsAndEventHandlers: Story = {
  name: hostileGroups.handlers,
  parameters: groupMailbox('handlers'),
  play: openEachOf('handlers'),
}

export const JavascriptAndDataLinks: Story = {
  name: hostileGroups.links,
  parameters: groupMailbox('links'),
  play: openEachOf('links'),
}

export const SvgAndMathMl: Story = {
  name: hostileGroups.svgMath,
  parameters: groupMailbox('svgMath'),
  play: openEachOf('svgMath'),
}

export const FramesObjectsAndEmbeds: Story = {
  name: hostileGroups.frames,
  parameters: groupMailbox('frames'),
  play: openEachOf('frames'),
}

export const FormsAndStyles: Story = {
  name: hostileGroups.formsStyles,
  parameters: groupMailbox('formsStyles'),
  play: openEachOf('formsStyles'),
}

export const HostileSenderSubjectAndAttachment: Story = {
  parameters: hostileMailbox([buildHostileHeadersEmail()]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const { senderName, subject, recipient, attachment } = hostileHeaders
    clearXssMarker()
    const alerts = recordAlerts()
    try {
      const list = await findRows(canvas, 'Inbox, emails: 1')
      const row = within(list).getByRole('link', { name: `${senderName} ${subject}` })
      // The markup shows as the characters it is made of.
      await expect(within(row).getByText(senderName)).toBeVisible()
      await expect(within(row).getByText(subject)).toBeVisible()
      await userEvent.click(row)

      const article = await canvas.findByRole('article', { name: subject }, { timeout: 5000 })
      const email = within(article)
      await expect(email.getByRole('heading', { level: 2, name: subject })).toBeVisible()
      const message = email.getByRole('region', { name: `Message from ${senderName}` })
      await expect(within(message).getByText(senderName)).toBeVisible()
      await expect(
        within(message).getByText(`To: ${recipient.name} · Cc: eve@hostile.example`),
      ).toBeVisible()
      // The attachment is named as text; its javascript: link and icon are not offered.
      const attachments = email.getByRole('region', { name: 'Attachments' })
      await expect(within(attachments).getByText(attachment.fileName)).toBeVisible()
      await expect(within(attachments).getByText('12 KB')).toBeVisible()
      await expect(within(attachments).queryByRole('link')).toBeNull()
      await expect(attachments.querySelector('img')).toBeNull()
      await resourcesSettled()
      await expectInert(canvasElement, article, 'hostile headers')
      await expect(alerts.calls).toEqual([])
    } finally {
      alerts.restore()
    }
  },
}

/** Each payload and what `sanitizeEmailHtml` makes of it, as text. */
function SanitizedPayloads() {
  return (
    <main style={{ padding: 16 }}>
      <h1>Hostile bodies after sanitizeEmailHtml</h1>
      <dl>
        {hostileBodies.map((body) => (
          <div key={body.name}>
            <dt>{body.name}</dt>
            <dd>
              <code>{sanitizeEmailHtml(body.html) || '(nothing left)'}</code>
            </dd>
          </div>
        ))}
      </dl>
    </main>
  )
}

/** The sanitizer on Chromium's parser: the unit test's checks, where DOMPurify is at home. */
export const SanitizerInTheBrowser: Story = {
  render: () => <SanitizedPayloads />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Hostile bodies after sanitizeEmailHtml' }),
    ).toBeVisible()
    await expect(canvas.getAllByRole('term')).toHaveLength(hostileBodies.length)
    for (const body of hostileBodies) {
      const sanitized = sanitizeEmailHtml(body.html)
      await expect(sanitized, body.name).not.toMatch(/<script/i)
      await expect(findDangers(parseInert(sanitized)), body.name).toEqual([])
    }
    await expect(harmlessProblems(parseInert(sanitizeEmailHtml(harmlessMailHtml)))).toEqual([])
  },
}
