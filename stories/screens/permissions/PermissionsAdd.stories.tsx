import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { PermissionsScreen } from '../../../src/screens/permissions/PermissionsScreen'
import {
  addButton,
  addPermissionNamed,
  addNeverAnswers,
  addUnreachable,
  findPermissionsTable,
  nameField,
  openAddPermission,
  permissionRows,
  permissionsMeta,
  permissionsWith,
  rolesOf,
  rowOf,
  typeName,
} from './permissionsStory'

const meta = {
  ...permissionsMeta,
  title: 'Screens/Permissions/Add permission',
} satisfies Meta<typeof PermissionsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const EmptyName: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddPermission(within(canvasElement))
    const form = within(dialog)
    await expect(form.getByText('It is given to administrators only.')).toBeVisible()
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await expect(nameField(form)).toHaveValue('')
    await expect(nameField(form)).toBeRequired()
    await userEvent.click(addButton(form))
    await expect(nameField(form)).toHaveAttribute('aria-invalid', 'true')
    await expect(nameField(form)).toHaveAccessibleDescription('Enter a permission name.')
    // Spaces only are no name either; the message goes as the name changes.
    await typeName(form, '   ')
    await expect(nameField(form)).not.toHaveAttribute('aria-invalid')
    await userEvent.click(addButton(form))
    await expect(nameField(form)).toHaveAccessibleDescription('Enter a permission name.')
    // Too long a name is refused before sending too.
    await typeName(form, 'x'.repeat(61))
    await userEvent.click(addButton(form))
    await expect(nameField(form)).toHaveAccessibleDescription('Use at most 60 characters.')
    // Nothing was sent: the dialog is still open.
    await expect(dialog).toBeVisible()
  },
}

export const DuplicateName: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await addPermissionNamed(within(canvasElement), 'Only View')
    const form = within(dialog)
    // The back end's answer (400), at the field; the text typed stays.
    await waitFor(
      () =>
        expect(nameField(form)).toHaveAccessibleDescription(
          'A permission named "Only View" already exists.',
        ),
      { timeout: 5000 },
    )
    await expect(nameField(form)).toHaveAttribute('aria-invalid', 'true')
    await expect(nameField(form)).toHaveValue('Only View')
    await expect(addButton(form)).toBeEnabled()
    await expect(form.queryByText(/could not be saved/)).toBeNull()
  },
}

export const Saving: Story = {
  parameters: permissionsWith(addNeverAnswers),
  play: async ({ canvasElement }) => {
    const dialog = await addPermissionNamed(within(canvasElement), 'Export Reports')
    const form = within(dialog)
    // Primer's loading button: it stays focusable but will not submit again, and says it is busy.
    await waitFor(() => expect(addButton(form)).toHaveAttribute('aria-disabled', 'true'))
    await expect(addButton(form)).toHaveAccessibleDescription('Saving')
    await expect(nameField(form)).toHaveValue('Export Reports')
    await expect(dialog).toBeVisible()
  },
}

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await addPermissionNamed(canvas, 'Export Reports')
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), {
      timeout: 5000,
    })
    await expect(await canvas.findByText('“Export Reports” was added.')).toBeVisible()
    // The list is fetched again: the new permission is last, for administrators only, made today.
    await expect(await canvas.findByText('Showing 1 to 10 of 10')).toBeVisible()
    const table = await findPermissionsTable(canvas)
    await expect(permissionRows(table)).toHaveLength(10)
    const row = rowOf(table, 'Export Reports')
    await expect(rolesOf(row)).toEqual(['Administrator'])
    await expect(within(row).getByText('Mar 16, 2026')).toBeVisible()
    // Focus is back on the button that opened the dialog.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Add permission' })).toHaveFocus(),
    )
  },
}

export const SaveFailed: Story = {
  parameters: permissionsWith(addUnreachable),
  play: async ({ canvasElement }) => {
    const dialog = await addPermissionNamed(within(canvasElement), 'Export Reports')
    const form = within(dialog)
    // Not about the name: the message stands above the form, the name is kept to try again.
    await expect(
      await form.findByText(
        'The permission could not be saved: the server did not answer. Your text is kept; try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible()
    await expect(nameField(form)).toHaveValue('Export Reports')
    await expect(nameField(form)).not.toHaveAttribute('aria-invalid')
    await expect(addButton(form)).toBeEnabled()
    await expect(addButton(form)).not.toHaveAttribute('aria-disabled', 'true')
  },
}
