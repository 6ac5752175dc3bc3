import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { RolesScreen } from '../../../src/screens/roles/RolesScreen'
import {
  askToDelete,
  cardNames,
  cardOf,
  deleteFailure,
  deleteFails,
  dialogClosed,
  expectAddress,
  expectText,
  findCards,
  findRoleUsers,
  holdersOf,
  rolesAt,
  rolesMeta,
  rolesWith,
  rowOf,
  userRows,
} from './rolesStory'

const meta = {
  ...rolesMeta,
  title: 'Screens/Roles/Actions',
} satisfies Meta<typeof RolesScreen>

export default meta
type Story = StoryObj<typeof meta>

const restricted = 'Restricted User'

export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const cards = await findCards(canvas)
    // Asked first, with what it means for its users; Cancel keeps it.
    const cancelled = await askToDelete(canvas, restricted)
    await expect(
      cancelled.getByText(
        `“${restricted}” will be removed. Its ${holdersOf(restricted)} users keep their accounts but no longer hold this role.`,
      ),
    ).toBeVisible()
    await userEvent.click(cancelled.getByRole('button', { name: 'Cancel' }))
    await dialogClosed('alertdialog')
    await expect(cardNames(cards)).toContain(restricted)
    await expect(canvas.queryByText(`Role “${restricted}” deleted.`)).toBeNull()
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Delete ${restricted}` })).toHaveFocus(),
    )
    // Asked again and confirmed: the card goes.
    const confirmation = await askToDelete(canvas, restricted)
    await userEvent.click(confirmation.getByRole('button', { name: 'Delete role' }))
    await dialogClosed('alertdialog')
    await expectText(canvas, `Role “${restricted}” deleted.`)
    await waitFor(() => expect(cardNames(cards)).not.toContain(restricted))
    await expect(cardNames(cards)).toEqual([
      'Administrator',
      'Manager',
      'User',
      'Support',
      'A new role',
    ])
    await expect(canvas.queryByRole('option', { name: restricted })).toBeNull()
  },
}

export const DeleteFailed: Story = {
  parameters: rolesWith(deleteFails),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const confirmation = await askToDelete(canvas, restricted)
    await userEvent.click(confirmation.getByRole('button', { name: 'Delete role' }))
    await dialogClosed('alertdialog')
    // A server error (500) is worded by the screen; the card stays.
    await expectText(canvas, `“${restricted}” could not be deleted. Try again in a moment.`)
    await expect(canvas.queryByText(deleteFailure)).toBeNull()
    await expect(canvas.queryByText(`Role “${restricted}” deleted.`)).toBeNull()
    await expect(cardNames(await findCards(canvas))).toContain(restricted)
    await expect(
      within(cardOf(canvas, restricted)).getByText(`Users: ${holdersOf(restricted)}`),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }))
    await expect(canvas.queryByText(/could not be deleted/)).toBeNull()
  },
}

export const DeleteTheShownRole: Story = {
  parameters: rolesAt('?accessRole=5'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findRoleUsers(canvas, `Users holding ${restricted}`)
    const confirmation = await askToDelete(canvas, restricted)
    await userEvent.click(confirmation.getByRole('button', { name: 'Delete role' }))
    await dialogClosed('alertdialog')
    // The table no longer filters by a role that is gone: everyone again.
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'All users' }, { timeout: 5000 }),
    ).toBeVisible()
    await findRoleUsers(canvas)
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('All roles')
    await expectAddress(canvas, '/apps/roles')
    await expect(canvas.getByText(`Role “${restricted}” deleted.`)).toBeVisible()
  },
}

export const SearchUsers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findRoleUsers(canvas)
    // Pasted as one change (see the permissions stories: the URL's echo of one key can undo the next).
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search users' }))
    await userEvent.paste('whitaker')
    await expectText(canvas, 'Showing 1 to 1 of 1')
    const table = await findRoleUsers(canvas)
    await expect(userRows(table)).toHaveLength(1)
    await expect(
      within(rowOf(table, 'Hannah Whitaker')).getByRole('link', { name: 'Hannah Whitaker' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/apps\/user\/view\/\d+$/))
    await expectAddress(canvas, '/apps/roles?q=whitaker')
    // A search nobody matches, within a role: said so, with a way back.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Role' }), 'Manager')
    await expectText(canvas, 'No users match this search and this role.')
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and role' }))
    await findRoleUsers(canvas)
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('')
    await expectAddress(canvas, '/apps/roles')
  },
}
