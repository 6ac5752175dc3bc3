import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { EmailScreen } from '../../../src/screens/email/EmailScreen'
import {
  emailWith,
  findDialog,
  findRows,
  MailboxStory,
  mailboxAt,
  menuLink,
  rowOf,
  sendNeverAnswers,
  storyOptions,
} from './emailStory'
import { typeRichText } from '../../support/typeRichText'

const meta = {
  title: 'Screens/Email/Compose',
  component: EmailScreen,
  args: { options: storyOptions },
  render: (args) => <MailboxStory {...args} />,
  parameters: mailboxAt(),
} satisfies Meta<typeof EmailScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const page = within(document.body)

/** Opens the compose dialog from the side menu, once the inbox is there. */
async function openCompose(canvas: Canvas) {
  await findRows(canvas, 'Inbox, emails: 20')
  await userEvent.click(canvas.getByRole('button', { name: 'Compose' }))
  return within(await findDialog('New message'))
}

// A required field's label ends with its marker ("To *").
const toField = (dialog: Canvas) => dialog.getByRole('textbox', { name: /^To/ })
const subjectField = (dialog: Canvas) => dialog.getByRole('textbox', { name: 'Subject' })
// The message is a rich-text box, loaded with the dialog.
const messageField = (dialog: Canvas) =>
  dialog.findByRole('textbox', { name: 'Message' }, { timeout: 5000 })

export const ComposeEmpty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCompose(within(canvasElement))
    await expect(toField(dialog)).toHaveValue('')
    await expect(toField(dialog)).toBeRequired()
    await expect(dialog.getAllByText('Separate several addresses with commas.')).toHaveLength(1)
    await expect(subjectField(dialog)).toHaveValue('')
    const message = await messageField(dialog)
    await expect(message).toHaveAttribute('contenteditable', 'true')
    await expect(message.textContent).toBe('')
    const toolbar = dialog.getByRole('toolbar', { name: 'Formatting' })
    await expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    // Primer's toolbar buttons stay focusable when off: aria-disabled, not disabled.
    await expect(within(toolbar).getByRole('button', { name: 'Undo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(dialog.getByRole('button', { name: 'Attach files' })).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Add Cc and Bcc' }))
    await expect(dialog.getByRole('textbox', { name: 'Cc' })).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Bcc' })).toBeVisible()
    for (const name of ['Discard', 'Save draft', 'Send'])
      await expect(dialog.getByRole('button', { name })).toBeEnabled()
  },
}

export const ComposeWithValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCompose(within(canvasElement))
    await userEvent.type(subjectField(dialog), 'Agenda for Monday')
    await typeRichText(await messageField(dialog), 'Three points, ten minutes each.')
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }))
    await expect(await dialog.findByText('Add at least one recipient.')).toBeVisible()
    await expect(toField(dialog)).toHaveAttribute('aria-invalid', 'true')
    await expect(toField(dialog)).toHaveAccessibleDescription(/Add at least one recipient\./)
    // Once shown, the errors follow the typing.
    await userEvent.type(toField(dialog), 'bad@')
    await expect(await dialog.findByText('Not a valid email address: bad@')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }))
    await expect(dialog.getByText('Not a valid email address: bad@')).toBeVisible()
    // Nothing typed is lost.
    await expect(toField(dialog)).toHaveValue('bad@')
    await expect(subjectField(dialog)).toHaveValue('Agenda for Monday')
    await expect(await messageField(dialog)).toHaveTextContent('Three points, ten minutes each.')
    await userEvent.clear(toField(dialog))
    await userEvent.type(toField(dialog), 'tobias.renner@demo.com')
    await waitFor(() => expect(dialog.queryByText(/Not a valid email address/)).toBeNull())
  },
}

export const ComposeSending: Story = {
  parameters: emailWith(sendNeverAnswers),
  play: async ({ canvasElement }) => {
    const dialog = await openCompose(within(canvasElement))
    await userEvent.type(toField(dialog), 'tobias.renner@demo.com')
    await userEvent.type(subjectField(dialog), 'Rollout notes')
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }))
    await expect(await dialog.findByRole('button', { name: 'Sending…' })).toBeDisabled()
    await expect(dialog.getByRole('button', { name: 'Save draft' })).toBeDisabled()
    await expect(dialog.getByRole('button', { name: 'Discard' })).toBeDisabled()
    await expect(dialog.getByRole('form', { name: 'New message' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const ComposeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const dialog = await openCompose(canvas)
    await userEvent.type(toField(dialog), 'tobias.renner@demo.com, priya.natarajan@demo.com')
    await userEvent.type(subjectField(dialog), 'Rollout notes')
    await typeRichText(await messageField(dialog), 'Wave two went well.')
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'New message' })).toBeNull())
    await expect(await canvas.findByText('Message sent.')).toBeVisible()
    // The sent email is first in Sent, named by its first recipient.
    await userEvent.click(menuLink(canvas, 'Sent'))
    const sent = await findRows(canvas, 'Sent, emails: 8')
    const row = rowOf(sent, 'Rollout notes')
    await expect(row).toHaveAttribute('aria-posinset', '1')
    await expect(row).toHaveTextContent('tobias.renner@demo.com')
  },
}

export const SaveDraft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findRows(canvas, 'Inbox, emails: 20')
    await expect(menuLink(canvas, 'Drafts 4 to send')).toBeVisible()
    const dialog = await openCompose(canvas)
    await userEvent.type(subjectField(dialog), 'Ideas for the autumn summit')
    await userEvent.click(dialog.getByRole('button', { name: 'Save draft' }))
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'New message' })).toBeNull())
    await expect(await canvas.findByText('Draft saved.')).toBeVisible()
    await waitFor(() => expect(menuLink(canvas, 'Drafts 5 to send')).toBeVisible())
    await userEvent.click(menuLink(canvas, 'Drafts 5 to send'))
    const drafts = await findRows(canvas, 'Drafts, emails: 5')
    await expect(rowOf(drafts, 'Ideas for the autumn summit')).toBeVisible()
  },
}

export const DiscardAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCompose(within(canvasElement))
    await userEvent.type(toField(dialog), 'hannah.whitfield@demo.com')
    await userEvent.type(subjectField(dialog), 'Dinner on the first evening')
    await userEvent.click(dialog.getByRole('button', { name: 'Discard' }))
    const confirm = within(await findDialog('Discard this message?', 'alertdialog'))
    await expect(confirm.getByText('What you have written will be lost.')).toBeVisible()
    await userEvent.click(confirm.getByRole('button', { name: 'Keep writing' }))
    await waitFor(() =>
      expect(page.queryByRole('alertdialog', { name: 'Discard this message?' })).toBeNull(),
    )
    // Still writing, nothing lost.
    await expect(toField(dialog)).toHaveValue('hannah.whitfield@demo.com')
    await expect(subjectField(dialog)).toHaveValue('Dinner on the first evening')
    await userEvent.click(dialog.getByRole('button', { name: 'Discard' }))
    const again = within(await findDialog('Discard this message?', 'alertdialog'))
    await userEvent.click(again.getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull())
  },
}

/** A saved draft opens in the dialog as "Edit draft", with what was written. */
export const EditDraft: Story = {
  parameters: mailboxAt('?folder=draft&email=28'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 2, name: 'Hiring plan for the data team' })
    await userEvent.click(canvas.getByRole('button', { name: 'Edit draft' }))
    const dialog = within(await findDialog('Edit draft'))
    await expect(subjectField(dialog)).toHaveValue('Hiring plan for the data team')
    await expect(toField(dialog)).not.toHaveValue('')
    await expect(await messageField(dialog)).not.toHaveTextContent(/^$/)
  },
}

/** Bold, a list and a link from the toolbar; the reader shows them once the message is sent. */
export const ComposeRichText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const dialog = await openCompose(canvas)
    await userEvent.type(toField(dialog), 'tobias.renner@demo.com')
    await userEvent.type(subjectField(dialog), 'Formatted notes')
    const message = await messageField(dialog)
    const toolbar = within(dialog.getByRole('toolbar', { name: 'Formatting' }))
    await userEvent.click(message)
    await userEvent.click(toolbar.getByRole('button', { name: 'Bold' }))
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await typeRichText(message, 'Ship it', { click: false })
    await userEvent.click(toolbar.getByRole('button', { name: 'Bold' }))
    await typeRichText(message, ' on Monday.', { click: false })
    await expect(within(message).getByText('Ship it').tagName).toBe('STRONG')
    // A link: a script address is refused, a web address is kept.
    await typeRichText(message, ' See ', { click: false })
    await userEvent.click(toolbar.getByRole('button', { name: 'Link' }))
    const linkDialog = within(await findDialog('Link'))
    const address = linkDialog.getByRole('textbox', { name: 'Web or email address' })
    await userEvent.type(address, 'javascript:alert(1)')
    await userEvent.click(linkDialog.getByRole('button', { name: 'Apply' }))
    await expect(
      await linkDialog.findByText(
        'Enter a web address (https://…) or an email address (mailto:…).',
      ),
    ).toBeVisible()
    await userEvent.clear(address)
    await userEvent.type(address, 'status.example.com')
    await userEvent.click(linkDialog.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Link' })).toBeNull())
    await expect(
      within(message).getByRole('link', { name: 'https://status.example.com' }),
    ).toBeVisible()
    await expect(toolbar.getByRole('button', { name: 'Undo' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    )

    await userEvent.click(dialog.getByRole('button', { name: 'Send' }))
    await expect(await canvas.findByText('Message sent.')).toBeVisible()
    await userEvent.click(menuLink(canvas, 'Sent'))
    const sent = await findRows(canvas, 'Sent, emails: 8')
    await userEvent.click(within(rowOf(sent, 'Formatted notes')).getByRole('link'))
    await canvas.findByRole('heading', { level: 2, name: 'Formatted notes' })
    const body = canvas.getByText('Ship it')
    await expect(body.tagName).toBe('STRONG')
    await expect(canvas.getByRole('link', { name: 'https://status.example.com' })).toHaveAttribute(
      'href',
      'https://status.example.com',
    )
  },
}

/** A phone: compose (from the folders drawer) takes the whole screen; Close is the way back. */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findRows(canvas, 'Inbox, emails: 20')
    await userEvent.click(canvas.getByRole('button', { name: 'Show mailboxes' }))
    await userEvent.click(
      within(await findDialog('Mailboxes')).getByRole('button', { name: 'Compose' }),
    )
    const dialog = await findDialog('New message')
    const box = dialog.getBoundingClientRect()
    await expect([box.left, box.top, box.width, box.height]).toEqual([
      0,
      0,
      window.innerWidth,
      window.innerHeight,
    ])
    const compose = within(dialog)
    await expect(toField(compose)).toBeVisible()
    await expect(await messageField(compose)).toBeVisible()
    await expect(compose.getByRole('button', { name: 'Send' })).toBeVisible()
    await userEvent.click(compose.getByRole('button', { name: 'Close' }))
    // Nothing written: the dialog closes without asking.
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull())
  },
}
