import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { PermissionsScreen } from '../../../src/screens/permissions/PermissionsScreen'
import {
  askToDelete,
  confirmationClosed,
  findDialog,
  findPermissionsTable,
  nameField,
  permissionRows,
  permissionsMeta,
  permissionsWith,
  deleteFails,
  shownNames,
} from './permissionsStory'

const meta = {
  ...permissionsMeta,
  title: 'Screens/Permissions/Actions',
} satisfies Meta<typeof PermissionsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Rename: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findPermissionsTable(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Management' }))
    const dialog = await findDialog('Rename permission')
    const form = within(dialog)
    // The current name, ready to change; no note about administrators for a rename.
    await expect(nameField(form)).toHaveValue('Management')
    await expect(form.queryByText('It is given to administrators only.')).toBeNull()
    await userEvent.clear(nameField(form))
    await userEvent.paste('Full Management')
    await userEvent.click(form.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), {
      timeout: 5000,
    })
    await expect(await canvas.findByText('Renamed to “Full Management”.')).toBeVisible()
    // Same place, new name; nothing added.
    await waitFor(() => expect(shownNames(table)[0]).toBe('Full Management'))
    await expect(shownNames(table)).not.toContain('Management')
    await expect(permissionRows(table)).toHaveLength(9)
    // Focus is back on the row's rename button, under its new name.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Rename Full Management' })).toHaveFocus(),
    )
  },
}

export const DeleteThenUndo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findPermissionsTable(canvas)
    const confirmation = await askToDelete(canvas, 'Only View')
    await expect(
      confirmation.getByText(
        '“Only View” will be removed from every role. You can undo this for a few seconds.',
      ),
    ).toBeVisible()
    await userEvent.click(confirmation.getByRole('button', { name: 'Delete' }))
    await confirmationClosed()
    // It leaves the list at once; Undo is offered.
    await waitFor(() => expect(shownNames(table)).not.toContain('Only View'))
    await expect(permissionRows(table)).toHaveLength(8)
    await expect(await canvas.findByText('Permission deleted.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }))
    await expect(await canvas.findByText('Permission restored.')).toBeVisible()
    // Back in its place, seventh.
    await waitFor(() => expect(shownNames(table)[6]).toBe('Only View'))
    await expect(permissionRows(table)).toHaveLength(9)
    await expect(canvas.getByText('Showing 1 to 9 of 9')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }))
    await expect(canvas.queryByText('Permission restored.')).toBeNull()
  },
}

export const DeleteCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findPermissionsTable(canvas)
    const confirmation = await askToDelete(canvas, 'Only View')
    await userEvent.click(confirmation.getByRole('button', { name: 'Cancel' }))
    await confirmationClosed()
    await expect(shownNames(table)).toContain('Only View')
    await expect(canvas.queryByText('Permission deleted.')).toBeNull()
    // Focus is back on the button that asked.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Delete Only View' })).toHaveFocus(),
    )
  },
}

export const DeleteFailed: Story = {
  // No Undo window: the delete is sent at once, and the server refuses it.
  args: { options: { searchDelayMs: 0, undoMs: 0 } },
  parameters: permissionsWith(deleteFails),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findPermissionsTable(canvas)
    const confirmation = await askToDelete(canvas, 'Only View')
    await userEvent.click(confirmation.getByRole('button', { name: 'Delete' }))
    await expect(
      await canvas.findByText(
        'The delete failed and the permission is back.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible()
    // Back where it was.
    await waitFor(() => expect(shownNames(table)[6]).toBe('Only View'))
    await expect(permissionRows(table)).toHaveLength(9)
    await expect(canvas.queryByRole('button', { name: 'Undo' })).toBeNull()
  },
}
