import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { EmailScreen } from '../../../src/screens/email/EmailScreen'
import {
  addressEntry,
  expectAddress,
  expectAddressAfter,
  findDialog,
  findRows,
  MailboxStory,
  mailboxAt,
  menuLink,
  rowOf,
  storyOptions,
} from './emailStory'

const meta = {
  title: 'Screens/Email/Actions',
  component: EmailScreen,
  args: { options: storyOptions },
  render: (args) => <MailboxStory {...args} />,
  parameters: mailboxAt(),
} satisfies Meta<typeof EmailScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const bulkBar = (canvas: Canvas) =>
  canvas.getByRole('toolbar', { name: 'Actions on the selected emails' })
const selectRow = (canvas: Canvas, subject: string) =>
  userEvent.click(canvas.getByRole('checkbox', { name: `Select “${subject}”` }))

export const BulkSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await findRows(canvas, 'Inbox, emails: 20')
    await expect(
      canvas.queryByRole('toolbar', { name: 'Actions on the selected emails' }),
    ).toBeNull()
    await selectRow(canvas, 'Release 4.2 rollout plan for Thursday')
    await selectRow(canvas, 'Q1 budget review: numbers are in')
    await expect(bulkBar(canvas)).toHaveTextContent('Selected: 2')
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all emails' })
    await expect(selectAll).toBePartiallyChecked()
    for (const name of ['Mark read', 'Mark unread', 'Star', 'Remove star', 'Move to', 'Label'])
      await expect(within(bulkBar(canvas)).getByRole('button', { name })).toBeVisible()
    // Select all: every email of the list, the ones not drawn yet too.
    await userEvent.click(selectAll)
    await expect(selectAll).toBeChecked()
    await expect(bulkBar(canvas)).toHaveTextContent('Selected: 20')
    await userEvent.click(within(bulkBar(canvas)).getByRole('button', { name: 'Mark read' }))
    // The rows lose their unread mark at once, and the inbox count goes once the server has it.
    await waitFor(() =>
      expect(within(list).queryAllByRole('link', { name: /^Unread,/ })).toHaveLength(0),
    )
    await expect(
      within(rowOf(list, 'Release 4.2 rollout plan for Thursday')).getByRole('link'),
    ).toHaveAccessibleName('Tobias Renner Release 4.2 rollout plan for Thursday')
    await waitFor(() => expect(menuLink(canvas, 'Inbox')).toBeVisible())
    await userEvent.click(within(bulkBar(canvas)).getByRole('button', { name: 'Clear selection' }))
    await expect(selectAll).not.toBeChecked()
    await expect(
      canvas.queryByRole('toolbar', { name: 'Actions on the selected emails' }),
    ).toBeNull()
  },
}

export const TrashWithUndo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findRows(canvas, 'Inbox, emails: 20')
    await selectRow(canvas, 'Updated brand guidelines and icon set')
    await userEvent.click(within(bulkBar(canvas)).getByRole('button', { name: 'Move to trash' }))
    // Gone from the inbox at once; the toast offers Undo.
    const list = await findRows(canvas, 'Inbox, emails: 19')
    await expect(within(list).queryByText('Updated brand guidelines and icon set')).toBeNull()
    await expect(await canvas.findByText('Moved to trash: 1')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }))
    await expect(await canvas.findByText('Restored: 1')).toBeVisible()
    const restored = await findRows(canvas, 'Inbox, emails: 20')
    await expect(rowOf(restored, 'Updated brand guidelines and icon set')).toHaveAttribute(
      'aria-posinset',
      '2',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }))
    await expect(canvas.queryByText('Restored: 1')).toBeNull()
    // The trash holds only its own five again.
    await userEvent.click(menuLink(canvas, 'Trash'))
    await findRows(canvas, 'Trash, emails: 5')
  },
}

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await findRows(canvas, 'Inbox, emails: 20')
    const secondLink = within(rowOf(list, 'Updated brand guidelines and icon set')).getByRole(
      'link',
    )
    // j twice: the first row, then the second has the focus.
    await userEvent.keyboard('j')
    await userEvent.keyboard('j')
    await waitFor(() => expect(secondLink).toHaveFocus())
    // x selects it.
    await userEvent.keyboard('x')
    await expect(
      canvas.getByRole('checkbox', { name: 'Select “Updated brand guidelines and icon set”' }),
    ).toBeChecked()
    await expect(bulkBar(canvas)).toHaveTextContent('Selected: 1')
    // s stars it.
    await userEvent.keyboard('s')
    await expect(
      await canvas.findByRole('button', {
        name: 'Remove star from “Updated brand guidelines and icon set”',
      }),
    ).toBeVisible()
    // k goes back up.
    await userEvent.keyboard('k')
    await waitFor(() =>
      expect(
        within(rowOf(list, 'Release 4.2 rollout plan for Thursday')).getByRole('link'),
      ).toHaveFocus(),
    )
    // ? shows the shortcuts.
    await userEvent.keyboard('?')
    const sheet = within(await findDialog('Keyboard shortcuts'))
    await expect(sheet.getByRole('table')).toHaveAccessibleName(
      'Shortcuts work when you are not typing in a field.',
    )
    await expect(
      sheet.getByRole('row', { name: 'j Next email (open email: the next one)' }),
    ).toBeVisible()
    await expect(sheet.getAllByRole('row')).toHaveLength(10)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())
    // / goes to the search box; typing there is not a shortcut.
    await userEvent.keyboard('/')
    const search = canvas.getByRole('searchbox', { name: 'Search mail' })
    await expect(search).toHaveFocus()
    await userEvent.keyboard('j')
    await expect(search).toHaveValue('j')
  },
}

export const SearchTypedQuickly: Story = {
  name: 'Search (typed quickly)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findRows(canvas, 'Inbox, emails: 20')
    const search = canvas.getByRole('searchbox', { name: 'Search mail' })
    // With no typing pause each letter is a search of its own and the address follows each one:
    // the router reporting an address the mailbox has already moved past must not take it back.
    await userEvent.type(search, 'budget review')
    await expectAddress(canvas, '/apps/email?q=budget+review')
    await expect(search).toHaveValue('budget review')
    const list = await findRows(canvas, /^Inbox, emails: [1-9]$/)
    await expect(rowOf(list, 'Q1 budget review: numbers are in')).toBeVisible()
    // A letter typed and taken back at once: the address comes back with the search, once the
    // router has reported both writes (the letter's, then the one taking it back).
    const entry = addressEntry(canvas)
    await userEvent.type(search, 's{Backspace}')
    await expect(search).toHaveValue('budget review')
    await expectAddressAfter(canvas, entry, '/apps/email?q=budget+review')
    await expect(search).toHaveValue('budget review')
  },
}
