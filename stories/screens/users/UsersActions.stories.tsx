import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { UsersListScreen } from '../../../src/screens/users/UsersListScreen'
import {
  exportFails,
  findDialog,
  field,
  findUsersTable,
  rowOf,
  shownNames,
  userRows,
  usersMeta,
  usersWith,
} from './usersStory'

const meta = {
  ...usersMeta,
  title: 'Screens/Users/Actions',
} satisfies Meta<typeof UsersListScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

/** Clicks `button`, reads the confirmation (`title`, `text`), deletes, and waits for it to close. */
async function deleteAfterConfirming(canvas: Canvas, button: string, title: string, text: string) {
  await userEvent.click(canvas.getByRole('button', { name: button }))
  const dialog = within(await findDialog(title, 'alertdialog'))
  await expect(dialog.getByText(text)).toBeVisible()
  await userEvent.click(dialog.getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull())
}

const undoLine = 'You can undo this for a few seconds.'

export const Selection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findUsersTable(canvas)
    await expect(canvas.queryByRole('button', { name: /^Delete selected/ })).toBeNull()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Aiko Suzuki' }))
    await expect(canvas.getByRole('button', { name: 'Delete selected (1)' })).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Anna Kowalczyk' }))
    await expect(canvas.getByRole('checkbox', { name: 'Select Aiko Suzuki' })).toBeChecked()
    await expect(
      canvas.getByRole('checkbox', { name: 'Select all on this page' }),
    ).toBePartiallyChecked()
    await deleteAfterConfirming(
      canvas,
      'Delete selected (2)',
      'Delete the selected users (2)?',
      `2 users will be removed from the list. ${undoLine}`,
    )
    // Both leave the page at once; Undo is offered.
    await waitFor(() => expect(shownNames(table)).not.toContain('Aiko Suzuki'))
    await expect(shownNames(table)).not.toContain('Anna Kowalczyk')
    await expect(await canvas.findByText('Users deleted: 2')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Delete selected/ })).toBeNull()
  },
}

export const DeleteOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findUsersTable(canvas)
    await deleteAfterConfirming(
      canvas,
      'Delete Amina Diallo',
      'Delete this user?',
      `Amina Diallo will be removed from the list. ${undoLine}`,
    )
    await waitFor(() => expect(shownNames(table)).not.toContain('Amina Diallo'))
    await expect(userRows(table)).toHaveLength(9)
    await expect(await canvas.findByText('Users deleted: 1')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }))
    await expect(await canvas.findByText('Users restored: 1')).toBeVisible()
    // Back in its place, second on the page.
    await waitFor(() => expect(shownNames(table)[1]).toBe('Amina Diallo'))
    await expect(rowOf(table, 'Amina Diallo')).toBeVisible()
    await expect(userRows(table)).toHaveLength(10)
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }))
    await expect(canvas.queryByText('Users restored: 1')).toBeNull()
  },
}

export const ExportFailed: Story = {
  parameters: usersWith(exportFails),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findUsersTable(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
    const toast = await canvas.findByText(/^The export failed: /, {}, { timeout: 5000 })
    await expect(toast).toHaveTextContent(
      'The export failed: The server did not answer. Try again in a moment.',
    )
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }))
    await expect(canvas.queryByText(/^The export failed: /)).toBeNull()
  },
}

export const EditUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findUsersTable(canvas)
    await userEvent.click(within(table).getByRole('button', { name: 'Edit Aiko Suzuki' }))
    const dialog = await findDialog('Edit user')
    const drawer = within(dialog)
    const company = field(drawer, 'Company')
    await expect(company).toHaveValue('Sakura Bio Labs')
    await userEvent.clear(company)
    await userEvent.click(drawer.getByRole('button', { name: 'Save changes' }))
    await expect(await drawer.findByText('This field is required.')).toBeVisible()
    await userEvent.click(company)
    await userEvent.paste('Sakura Genomics')
    await userEvent.click(drawer.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByText('Aiko Suzuki was updated.')).toBeVisible()
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())
    // The list fetches the saved user again; the next edit starts from it.
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'))
    await userEvent.click(within(table).getByRole('button', { name: 'Edit Aiko Suzuki' }))
    await expect(field(within(await findDialog('Edit user')), 'Company')).toHaveValue(
      'Sakura Genomics',
    )
  },
}
