import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { emailScenarios } from '../../../src/mocks/handlers/email'
import { phoneViewport } from '../../../.storybook/viewports'
import { EmailScreen } from '../../../src/screens/email/EmailScreen'
import {
  expectAddress,
  emailWith,
  failingList,
  findDialog,
  findRows,
  MailboxStory,
  mailboxAt,
  menuLink,
  rowOf,
  storyOptions,
} from './emailStory'

const meta = {
  title: 'Screens/Email/Mailbox',
  component: EmailScreen,
  args: { options: storyOptions },
  render: (args) => <MailboxStory {...args} />,
  parameters: mailboxAt(),
} satisfies Meta<typeof EmailScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Email' })).toBeVisible()
    const list = await findRows(canvas, 'Inbox, emails: 20')
    // The list is virtual: the first rows are in the DOM, each tells its place among the 20.
    const rows = within(list).getAllByRole('listitem')
    await expect(rows[0]).toHaveAttribute('aria-posinset', '1')
    await expect(rows[0]).toHaveAttribute('aria-setsize', '20')
    const first = within(rowOf(list, 'Release 4.2 rollout plan for Thursday'))
    await expect(
      first.getByRole('link', {
        name: 'Unread, Tobias Renner Release 4.2 rollout plan for Thursday',
      }),
    ).toHaveAttribute('href', '/apps/email?email=1')
    await expect(first.getByText('Company')).toBeVisible()
    await expect(first.getByText('Important')).toBeVisible()
    await expect(first.getByRole('img', { name: 'Has attachments' })).toBeInTheDocument()
    await expect(
      first.getByRole('button', {
        name: 'Remove star from “Release 4.2 rollout plan for Thursday”',
      }),
    ).toBeVisible()
    const second = within(rowOf(list, 'Updated brand guidelines and icon set'))
    await expect(
      second.getByRole('link', { name: 'Mira Castellanos Updated brand guidelines and icon set' }),
    ).toBeVisible()
    await expect(
      second.getByRole('button', { name: 'Star “Updated brand guidelines and icon set”' }),
    ).toBeVisible()
    await expect(rows[2]).toHaveTextContent('Q1 budget review: numbers are in')
    // The side menu: the inbox is current; unread inbox, drafts and unread spam are counted.
    await expect(menuLink(canvas, 'Inbox 6 unread')).toHaveAttribute('aria-current', 'page')
    await expect(menuLink(canvas, 'Drafts 4 to send')).toBeVisible()
    await expect(menuLink(canvas, 'Spam 2 unread')).toBeVisible()
    await expect(menuLink(canvas, 'Sent')).toHaveAttribute('href', '/apps/email?folder=sent')
    await expect(menuLink(canvas, 'Company')).toHaveAttribute('href', '/apps/email?label=company')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { email: emailScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = canvas.getByRole('region', { name: 'Inbox list' })
    await expect(await within(region).findByRole('status')).toHaveTextContent('Loading emails…')
    await expect(within(region).queryByRole('listitem')).toBeNull()
    await expect(menuLink(canvas, 'Inbox')).toHaveAttribute('aria-current', 'page')
  },
}

export const EmptyFolder: Story = {
  parameters: { msw: { handlers: { email: emailScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Nothing in Inbox' }),
    ).toBeVisible()
    await expect(canvas.getByText('New emails will show up here.')).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: 'Select all emails' })).toBeDisabled()
    await expect(menuLink(canvas, 'Inbox')).toBeVisible()
    await expect(menuLink(canvas, 'Drafts')).toBeVisible()
  },
}

/** A real empty list: no spam carries the Personal label. */
export const EmptyLabelInFolder: Story = {
  parameters: mailboxAt('?folder=spam&label=personal'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Nothing in Spam' }),
    ).toBeVisible()
    await expect(menuLink(canvas, 'Spam 2 unread')).toHaveAttribute('aria-current', 'page')
  },
}

const flakyList = failingList()

export const ErrorWithRetry: Story = {
  parameters: emailWith(flakyList.handler),
  beforeEach: () => flakyList.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('The emails could not be loaded.')
    await expect(alert).toHaveTextContent(
      'The mail server did not answer. Nothing was changed; try again in a moment.',
    )
    flakyList.recover()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    const list = await findRows(canvas, 'Inbox, emails: 20')
    await expect(rowOf(list, 'Release 4.2 rollout plan for Thursday')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(menuLink(canvas, 'Inbox 6 unread')).toBeVisible()
  },
}

export const SearchWithNoResults: Story = {
  parameters: mailboxAt('?q=zzzz'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'No emails match “zzzz”' }),
    ).toBeVisible()
    await expect(
      canvas.getByText('Try another word, or search every folder from the inbox.'),
    ).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Search mail' })).toHaveValue('zzzz')
    await userEvent.click(canvas.getByRole('link', { name: 'Clear search' }))
    const list = await findRows(canvas, 'Inbox, emails: 20')
    await expect(rowOf(list, 'Release 4.2 rollout plan for Thursday')).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Search mail' })).toHaveValue('')
    await expectAddress(canvas, '/apps/email')
  },
}

export const LabelView: Story = {
  parameters: mailboxAt('?label=company'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // A label looks across every folder but trash: inbox, sent and drafts.
    const list = await findRows(canvas, 'Company, emails: 17')
    await expect(canvas.getByRole('region', { name: 'Company list' })).toBeVisible()
    await expect(menuLink(canvas, 'Company')).toHaveAttribute('aria-current', 'page')
    await expect(menuLink(canvas, 'Inbox 6 unread')).not.toHaveAttribute('aria-current')
    // Drafts and sent emails name their recipient.
    await expect(rowOf(list, 'Hiring plan for the data team')).toBeVisible()
    await expect(rowOf(list, 'Release 4.2 rollout plan for Thursday')).toBeVisible()
    for (const row of within(list).getAllByRole('listitem'))
      await expect(within(row).getByText('Company')).toBeVisible()
  },
}

export const StarredView: Story = {
  parameters: mailboxAt('?folder=starred'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await findRows(canvas, 'Starred, emails: 7')
    await expect(menuLink(canvas, 'Starred')).toHaveAttribute('aria-current', 'page')
    const rows = within(list).getAllByRole('listitem')
    await expect(rows).toHaveLength(7)
    for (const row of rows)
      await expect(within(row).getByRole('button', { name: /^Remove star from/ })).toBeVisible()
    // Starred across folders: a sent email and a draft too, never one in the trash.
    await expect(rowOf(list, 'Proposal for the Harbourline analytics rollout')).toBeVisible()
    await expect(rowOf(list, 'Stockholm dates')).toBeVisible()
    await expect(within(list).queryByText(/dashboards that people actually read/)).toBeNull()
  },
}

export const DarkSkin: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await findRows(canvas, 'Inbox, emails: 20')
    await expect(list.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await expect(rowOf(list, 'Release 4.2 rollout plan for Thursday')).toBeVisible()
    await expect(menuLink(canvas, 'Inbox 6 unread')).toBeVisible()
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'البريد الإلكتروني' }),
    ).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    const list = await findRows(canvas, /عدد الرسائل: 20/)
    await expect(rowOf(list, 'Release 4.2 rollout plan for Thursday')).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'البحث في البريد' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'إنشاء رسالة' })).toBeVisible()
    // The side menu sits on the right in a right-to-left page.
    const menu = canvas.getByRole('complementary', { name: 'صناديق البريد' })
    await expect(menu.getBoundingClientRect().left).toBeGreaterThan(
      list.getBoundingClientRect().left,
    )
  },
}

/** Below 1024 px the side menu is a drawer (a tablet). */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findRows(canvas, 'Inbox, emails: 20')
    await expect(canvas.queryByRole('complementary', { name: 'Mailboxes' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Show mailboxes' }))
    const drawer = within(await findDialog('Mailboxes'))
    await expect(drawer.getByRole('link', { name: 'Inbox 6 unread' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.click(drawer.getByRole('link', { name: 'Sent' }))
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())
    const sent = await findRows(canvas, 'Sent, emails: 7')
    await expect(rowOf(sent, 'Re: Database migration window')).toBeVisible()
    await expectAddress(canvas, '/apps/email?folder=sent')
  },
}

/**
 * A phone: each row shows sender and time on its first line, subject with the first label and
 * "+n" on the second (the other labels are still read out); the side menu is a drawer.
 */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await findRows(canvas, 'Inbox, emails: 20')
    const row = rowOf(list, 'Release 4.2 rollout plan for Thursday')
    const link = within(row).getByRole('link', {
      name: 'Unread, Tobias Renner Release 4.2 rollout plan for Thursday',
    })
    const box = (element: Element) => element.getBoundingClientRect()
    const sender = box(within(link).getByText('Tobias Renner'))
    // The subject's line (it ends in an ellipsis; the text itself runs on under the clip).
    const subjectLine = within(link).getByText(
      'Release 4.2 rollout plan for Thursday',
    ).parentElement
    if (!subjectLine) throw new Error('The subject has no line')
    const subject = box(subjectLine)
    const time = row.querySelector('time')
    if (!time) throw new Error('The row shows no time')
    // Sender and time share the first line; the subject is on the line below, nothing overlaps.
    await expect(Math.abs(box(time).bottom - sender.bottom)).toBeLessThan(6)
    await expect(subject.top).toBeGreaterThanOrEqual(sender.bottom - 1)
    await expect(subject.width).toBeGreaterThan(80)
    await expect(sender.right).toBeLessThanOrEqual(box(time).left)
    // The first label and a count of the others; the second label is read out but not shown.
    const company = within(row).getByText('Company')
    await expect(company).toBeVisible()
    await expect(box(company).top).toBeGreaterThanOrEqual(sender.bottom - 1)
    await expect(subject.right).toBeLessThanOrEqual(box(company).left)
    await expect(within(row).getByText('+1')).toBeVisible()
    await expect(box(within(row).getByText('Important')).width).toBeLessThanOrEqual(1)
    await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    // The folders are a drawer.
    await expect(canvas.queryByRole('complementary', { name: 'Mailboxes' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Show mailboxes' }))
    const drawer = within(await findDialog('Mailboxes'))
    await expect(drawer.getByRole('button', { name: 'Compose' })).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Inbox 6 unread' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}
