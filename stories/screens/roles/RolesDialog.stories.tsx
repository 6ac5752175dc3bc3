import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { RolesScreen } from '../../../src/screens/roles/RolesScreen'
import {
  addRoleNamed,
  box,
  cardButton,
  cardNames,
  cardOf,
  dialogClosed,
  findCards,
  nameField,
  openAddRole,
  openEditRole,
  rolesMeta,
  rolesWith,
  saveNeverAnswers,
  saveUnreachable,
  selectAll,
  submitButton,
  tickBoxes,
  typeName,
  expectText,
} from './rolesStory'

const meta = {
  ...rolesMeta,
  title: 'Screens/Roles/Dialog',
} satisfies Meta<typeof RolesScreen>

export default meta
type Story = StoryObj<typeof meta>

export const NameChecked: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddRole(within(canvasElement))
    const form = within(dialog)
    await expect(nameField(form)).toHaveValue('')
    await expect(nameField(form)).toBeRequired()
    await expect(selectAll(form)).not.toBeChecked()
    await userEvent.click(submitButton(form))
    await expect(nameField(form)).toHaveAttribute('aria-invalid', 'true')
    await expect(nameField(form)).toHaveAccessibleDescription('Enter a role name.')
    // The message goes as the name changes; a sign it does not take is refused before sending.
    await typeName(form, 'Ops!')
    await expect(nameField(form)).not.toHaveAttribute('aria-invalid')
    await userEvent.click(submitButton(form))
    await expect(nameField(form)).toHaveAccessibleDescription(
      'Start with a letter or a digit, then use letters, digits, spaces, dashes, apostrophes or &.',
    )
    // Nothing was sent: the dialog is still open, with what was typed.
    await expect(dialog).toBeVisible()
    await expect(nameField(form)).toHaveValue('Ops!')
  },
}

export const NameTaken: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await addRoleNamed(within(canvasElement), 'manager', [
      ['Email', 'Read'],
      ['Chat', 'Write'],
    ])
    const form = within(dialog)
    // The back end's answer, at the field; what was typed and ticked stays.
    await waitFor(
      () =>
        expect(nameField(form)).toHaveAccessibleDescription(
          'A role named "manager" already exists.',
        ),
      { timeout: 5000 },
    )
    await expect(nameField(form)).toHaveAttribute('aria-invalid', 'true')
    await expect(nameField(form)).toHaveValue('manager')
    await expect(box(form, 'Email', 'Read')).toBeChecked()
    await expect(box(form, 'Chat', 'Write')).toBeChecked()
    await expect(box(form, 'Chat', 'Read')).not.toBeChecked()
    await expect(submitButton(form)).toBeEnabled()
    await expect(form.queryByText(/could not be saved/)).toBeNull()
  },
}

export const Saving: Story = {
  parameters: rolesWith(...saveNeverAnswers),
  play: async ({ canvasElement }) => {
    const dialog = await addRoleNamed(within(canvasElement), 'Auditor')
    const form = within(dialog)
    // Primer's loading button: it stays focusable but will not submit again, and says it is busy.
    await waitFor(() => expect(submitButton(form)).toHaveAttribute('aria-disabled', 'true'))
    await expect(submitButton(form)).toHaveAccessibleDescription('Saving')
    await expect(nameField(form)).toHaveValue('Auditor')
    await expect(dialog).toBeVisible()
  },
}

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const dialog = await openAddRole(canvas)
    const form = within(dialog)
    await typeName(form, 'Auditor')
    // "Select all" ticks every box; one box off and it is mixed; pressed twice more, none.
    await userEvent.click(selectAll(form))
    await expect(selectAll(form)).toBeChecked()
    await expect(box(form, 'Pricing', 'Create')).toBeChecked()
    await expect(box(form, 'Users', 'Read')).toBeChecked()
    await userEvent.click(box(form, 'Pricing', 'Create'))
    await expect(box(form, 'Pricing', 'Create')).not.toBeChecked()
    await expect(selectAll(form)).toBePartiallyChecked()
    await userEvent.click(selectAll(form))
    await expect(box(form, 'Pricing', 'Create')).toBeChecked()
    await userEvent.click(selectAll(form))
    await expect(form.queryAllByRole('checkbox', { checked: true })).toHaveLength(0)
    await expect(selectAll(form)).not.toBePartiallyChecked()
    // Two areas: read invoices, read and write data tables.
    await tickBoxes(form, [
      ['Invoices', 'Read'],
      ['Data tables', 'Read'],
      ['Data tables', 'Write'],
    ])
    await userEvent.click(submitButton(form))
    await dialogClosed()
    await expectText(canvas, 'Role “Auditor” added.')
    // The cards are fetched again: the new role last, held by nobody, with its two areas.
    const cards = await findCards(canvas)
    await waitFor(() => expect(cardNames(cards).at(-2)).toBe('Auditor'))
    const card = cardOf(canvas, 'Auditor')
    await expect(within(card).getByText('Users: 0')).toBeVisible()
    await expect(within(card).getByText('Access to 2 of 15 areas')).toBeVisible()
    // Focus is back on the button that opened the dialog.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add role' })).toHaveFocus())
  },
}

export const EditRole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Cancelled first: nothing changes, nothing is said.
    const cancelled = within(await openEditRole(canvas, 'Support'))
    await typeName(cancelled, ' Team')
    await userEvent.click(box(cancelled, 'Pricing', 'Read'))
    await userEvent.click(cancelled.getByRole('button', { name: 'Cancel' }))
    await dialogClosed()
    await expect(cardNames(await findCards(canvas))).not.toContain('Support Team')
    await expect(canvas.queryByText(/^Role “.*” saved\.$/)).toBeNull()
    // Focus is back on the card's button that opened it.
    await waitFor(() => expect(cardButton(canvas, 'Support', 'Edit role')).toHaveFocus())
    const form = within(await openEditRole(canvas, 'Support'))
    // The role as it is: its name and its ticks.
    await expect(nameField(form)).toHaveValue('Support')
    await expect(box(form, 'Email', 'Read')).toBeChecked()
    await expect(box(form, 'FAQ and knowledge base', 'Write')).toBeChecked()
    await expect(box(form, 'Invoices', 'Write')).not.toBeChecked()
    await expect(box(form, 'Pricing', 'Read')).not.toBeChecked()
    await expect(selectAll(form)).toBePartiallyChecked()
    await userEvent.clear(nameField(form))
    await userEvent.paste('Customer Support')
    await userEvent.click(box(form, 'Pricing', 'Read'))
    await userEvent.click(submitButton(form, 'Save'))
    await dialogClosed()
    await expectText(canvas, 'Role “Customer Support” saved.')
    // Same place, new name, one more area; nothing added.
    const cards = await findCards(canvas)
    await waitFor(() => expect(cardNames(cards)[3]).toBe('Customer Support'))
    await expect(cardNames(cards)).not.toContain('Support')
    await expect(cardNames(cards)).toHaveLength(6)
    await expect(
      within(cardOf(canvas, 'Customer Support')).getByText('Access to 6 of 15 areas'),
    ).toBeVisible()
  },
}

export const SaveFailed: Story = {
  parameters: rolesWith(...saveUnreachable),
  play: async ({ canvasElement }) => {
    const dialog = await addRoleNamed(within(canvasElement), 'Auditor', [['Email', 'Read']])
    const form = within(dialog)
    // Not about the name: the message stands above the form, what was typed is kept.
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'The role could not be saved: the server did not answer. Your changes are kept; try again.',
    )
    await expect(nameField(form)).toHaveValue('Auditor')
    await expect(nameField(form)).not.toHaveAttribute('aria-invalid')
    await expect(box(form, 'Email', 'Read')).toBeChecked()
    await expect(submitButton(form)).toBeEnabled()
    await expect(submitButton(form)).not.toHaveAttribute('aria-disabled', 'true')
  },
}
