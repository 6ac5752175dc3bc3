import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { EmailScreen } from '../../../src/screens/email/EmailScreen'
import {
  expectAddress,
  findDialog,
  findRows,
  MailboxStory,
  mailboxAt,
  menuLink,
  rowOf,
  storyOptions,
} from './emailStory'

const meta = {
  title: 'Screens/Email/Open email',
  component: EmailScreen,
  args: { options: storyOptions },
  render: (args) => <MailboxStory {...args} />,
  parameters: mailboxAt('?email=1'),
} satisfies Meta<typeof EmailScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

/** The open email (an article named by its subject), once it has loaded. */
async function findOpenEmail(canvas: Canvas, subject: string) {
  await canvas.findByRole('heading', { level: 2, name: subject }, { timeout: 5000 })
  return canvas.getByRole('article', { name: subject })
}

const actionsOf = (email: HTMLElement) =>
  within(within(email).getByRole('toolbar', { name: 'Actions on this email' }))

export const EmailOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = await findOpenEmail(canvas, 'Release 4.2 rollout plan for Thursday')
    const open = within(email)
    await expect(open.getByText('Company')).toBeVisible()
    await expect(open.getByText('Important')).toBeVisible()
    // The newest message: sender, recipients, time, body, attachments.
    const message = within(open.getByRole('region', { name: 'Message from Tobias Renner' }))
    await expect(message.getByText('Tobias Renner')).toBeVisible()
    await expect(message.getByText('<tobias.renner@demo.com>')).toBeVisible()
    await expect(
      message.getByText('To: Amara Okafor · Cc: priya.natarajan@demo.com, daniel.osei@demo.com'),
    ).toBeVisible()
    const time = message.getByText(/March \d+, 2026/)
    await expect(time).toHaveAttribute('datetime', '2026-03-16T08:12:00.000Z')
    await expect(
      message.getByText('Ten percent of customer workspaces at 10:00', { selector: 'li' }),
    ).toBeVisible()
    // The body is sanitized: its links open in a new tab and tell the target nothing.
    const link = message.getByRole('link', { name: 'the release page' })
    await expect(link).toHaveAttribute('href', 'https://status.demo.com/releases/4-2')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow')
    const files = within(message.getByRole('region', { name: 'Attachments' }))
    await expect(files.getByRole('heading', { level: 3, name: 'Attachments (1)' })).toBeVisible()
    await expect(files.getByText('rollout-checklist.pdf')).toBeVisible()
    await expect(files.getByText('248 KB')).toBeVisible()
    await expect(
      files.getByRole('link', { name: 'Download rollout-checklist.pdf' }),
    ).toHaveAttribute('href', '/assets/files/rollout-checklist.pdf')
    // The earlier message of the thread comes first.
    const earlier = within(
      open.getByRole('region', { name: /^Earlier message from Amara Okafor, / }),
    )
    await expect(earlier.getByText('To: Tobias Renner')).toBeVisible()
    await expect(
      earlier.getByText('Tobias, could you put the 4.2 rollout into a short plan before Thursday?'),
    ).toBeVisible()
    // Opening the unread email marked it read.
    await waitFor(() => expect(menuLink(canvas, 'Inbox 5 unread')).toBeVisible())
    await expect(actionsOf(email).getByRole('button', { name: 'Remove star' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(open.getByRole('button', { name: 'Reply' })).toBeVisible()
    await expect(open.getByRole('button', { name: 'Forward' })).toBeVisible()
  },
}

/** Reply: to the sender, "Re:", the original quoted below a line to write on. */
export const ReplyQuotesTheEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = await findOpenEmail(canvas, 'Release 4.2 rollout plan for Thursday')
    await userEvent.click(within(email).getByRole('button', { name: 'Reply' }))
    const dialog = within(await findDialog('New message'))
    await expect(dialog.getByRole('textbox', { name: /^To/ })).toHaveValue('tobias.renner@demo.com')
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Re: Release 4.2 rollout plan for Thursday',
    )
    const message = await dialog.findByRole('textbox', { name: 'Message' }, { timeout: 5000 })
    await expect(message).toHaveTextContent('Tobias Renner wrote:')
    const quote = message.querySelector('blockquote')
    await expect(quote).not.toBeNull()
    await expect(quote).toHaveTextContent('Ten percent of customer workspaces at 10:00')
  },
}

export const ThreadWithEarlierMessages: Story = {
  parameters: mailboxAt('?email=4'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = await findOpenEmail(canvas, 'Harbourline contract renewal questions')
    const messages = within(email).getAllByRole('region', { name: /message from/i })
    await expect(messages).toHaveLength(3)
    // Oldest first: the first request, Amara's answer, then the email itself. Earlier messages
    // are named with their time, as two of them come from the same person.
    await expect(messages[0]).toHaveAccessibleName(
      /^Earlier message from Oluwaseun Adeyemi, .*2026/,
    )
    await expect(messages[0]).toHaveTextContent('Could we schedule a call this week?')
    await expect(messages[1]).toHaveAccessibleName(/^Earlier message from Amara Okafor, /)
    await expect(messages[1]).toHaveTextContent('Would Tuesday at 15:00 your time work?')
    await expect(messages[2]).toHaveAccessibleName('Message from Oluwaseun Adeyemi')
    await expect(messages[2]).toHaveTextContent('Can the data retention period be extended')
    await expect(within(email).queryByRole('region', { name: 'Attachments' })).toBeNull()
  },
}

export const FirstEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = await findOpenEmail(canvas, 'Release 4.2 rollout plan for Thursday')
    await expect(actionsOf(email).getByRole('button', { name: 'Previous email' })).toBeDisabled()
    const next = actionsOf(email).getByRole('button', { name: 'Next email' })
    await expect(next).toBeEnabled()
    await userEvent.click(next)
    // The next email of the inbox, with two attachments; the address follows.
    const second = await findOpenEmail(canvas, 'Updated brand guidelines and icon set')
    const files = within(within(second).getByRole('region', { name: 'Attachments' }))
    await expect(files.getByRole('heading', { name: 'Attachments (2)' })).toBeVisible()
    await expect(files.getByText('4.8 MB')).toBeVisible()
    await expect(files.getByText('12.6 MB')).toBeVisible()
    await expectAddress(canvas, '/apps/email?email=2')
    await expect(actionsOf(second).getByRole('button', { name: 'Previous email' })).toBeEnabled()
    // Back to the list it was opened from.
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Inbox' }))
    const list = await findRows(canvas, 'Inbox, emails: 20')
    await expect(rowOf(list, 'Updated brand guidelines and icon set')).toBeVisible()
    await expectAddress(canvas, '/apps/email')
  },
}

export const LastEmail: Story = {
  parameters: mailboxAt('?email=20'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = await findOpenEmail(canvas, 'Thank you for joining the summit')
    await expect(actionsOf(email).getByRole('button', { name: 'Next email' })).toBeDisabled()
    const previous = actionsOf(email).getByRole('button', { name: 'Previous email' })
    await expect(previous).toBeEnabled()
    await userEvent.click(previous)
    const before = await findOpenEmail(canvas, 'Expense policy update')
    await expect(actionsOf(before).getByRole('button', { name: 'Next email' })).toBeEnabled()
    await expectAddress(canvas, '/apps/email?email=19')
  },
}

/** Paging follows the list the email was opened from: here the Sent folder. */
export const LastInSentFolder: Story = {
  parameters: mailboxAt('?folder=sent&email=27'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = await findOpenEmail(canvas, 'Signed engagement letter')
    await expect(actionsOf(email).getByRole('button', { name: 'Next email' })).toBeDisabled()
    await expect(canvas.getByRole('link', { name: 'Back to Sent' })).toHaveAttribute(
      'href',
      '/apps/email?folder=sent',
    )
    await expect(menuLink(canvas, 'Sent')).toHaveAttribute('aria-current', 'page')
  },
}

/**
 * A phone: the open email is a dialog over the whole screen, named by its subject, with
 * "Back to Inbox" at the top; Close returns to the list, focus on the email's row.
 */
export const Phone: Story = {
  globals: phoneViewport,
  parameters: mailboxAt(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await findRows(canvas, 'Inbox, emails: 20')
    const subject = 'Release 4.2 rollout plan for Thursday'
    await userEvent.click(within(list).getByRole('link', { name: new RegExp(subject) }))
    const dialog = await findDialog(subject)
    const box = dialog.getBoundingClientRect()
    await expect([box.left, box.top, box.width, box.height]).toEqual([
      0,
      0,
      window.innerWidth,
      window.innerHeight,
    ])
    const email = within(dialog).getByRole('article', { name: subject })
    await expect(
      await within(email).findByRole('region', { name: 'Message from Tobias Renner' }),
    ).toBeVisible()
    await expect(within(email).getByRole('link', { name: 'Back to Inbox' })).toBeVisible()
    await expect(actionsOf(email).getByRole('button', { name: 'Next email' })).toBeVisible()
    await expectAddress(canvas, '/apps/email?email=1')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())
    await expectAddress(canvas, '/apps/email')
    await waitFor(() =>
      expect(within(list).getByRole('link', { name: new RegExp(subject) })).toHaveFocus(),
    )
  },
}
