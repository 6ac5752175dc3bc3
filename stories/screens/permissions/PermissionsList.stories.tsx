import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { createPermissions } from '../../../src/fixtures/permissions'
import { pinnedReferenceDay } from '../../../src/mocks/db/instance'
import { permissionsScenarios } from '../../../src/mocks/handlers/permissions'
import type { PermissionsScreen } from '../../../src/screens/permissions/PermissionsScreen'
import { expectAddress } from '../email/emailStory'
import {
  findPermissionsTable,
  permissionRows,
  permissionsAt,
  permissionsMeta,
  rolesOf,
  rowOf,
  shownNames,
} from './permissionsStory'

const meta = {
  ...permissionsMeta,
  title: 'Screens/Permissions/List',
} satisfies Meta<typeof PermissionsScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The sample permissions in the back end's order (no sort column asked for). */
const storeOrder = createPermissions(pinnedReferenceDay).map((permission) => permission.name)

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible()
    const table = await findPermissionsTable(canvas)
    await expect(permissionRows(table)).toHaveLength(9)
    await expect(shownNames(table)).toEqual(storeOrder)
    await expect(canvas.getByText('Showing 1 to 9 of 9')).toBeVisible()
    // Roles as badges, the created date through Intl (the sample data's day is pinned).
    const row = rowOf(table, 'Project Planning')
    await expect(rolesOf(row)).toEqual(['Administrator', 'Manager', 'User'])
    await expect(within(row).getByText('May 20, 2025')).toHaveAttribute('datetime', '2025-05-20')
    await expect(rolesOf(rowOf(table, 'Only View'))).toEqual(['Administrator', 'Restricted user'])
    await expect(within(row).getByRole('button', { name: 'Rename Project Planning' })).toBeVisible()
    await expect(within(row).getByRole('button', { name: 'Delete Project Planning' })).toBeVisible()
    // No sort asked for: no header claims one.
    for (const name of ['Name', 'Created'])
      await expect(within(table).getByRole('columnheader', { name })).not.toHaveAttribute(
        'aria-sort',
        'ascending',
      )
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveValue('')
    await expect(canvas.getByRole('searchbox', { name: 'Search permissions' })).toHaveValue('')
    await expect(canvas.getByRole('button', { name: 'Add permission' })).toBeEnabled()
    await expectAddress(canvas, '/apps/permissions')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { permissions: permissionsScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible()
    // The skeleton: the table is busy, its headers are there, no permission is.
    const table = canvas.getByRole('table', { name: 'Permissions list' })
    await expect(table).toHaveAttribute('aria-busy', 'true')
    await expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument()
    await expect(within(table).queryAllByRole('rowheader')).toHaveLength(0)
    await expect(canvas.queryByText(/^Showing/)).toBeNull()
  },
}

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { permissions: permissionsScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent(
      'The permissions could not be loaded. Check your connection and try again.',
    )
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(canvas.queryByRole('table', { name: 'Permissions list' })).toBeNull()
    await expect(canvas.queryByText(/^Showing/)).toBeNull()
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { permissions: permissionsScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('There are no permissions yet.')).toBeVisible()
    await expect(canvas.queryByRole('table', { name: 'Permissions list' })).toBeNull()
    // Nothing to clear: the list is empty, not filtered.
    await expect(canvas.queryByRole('button', { name: 'Clear search and role' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Add permission' })).toBeEnabled()
  },
}

export const NoMatch: Story = {
  parameters: permissionsAt('?q=zzzz&assignedTo=support'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('No permissions match this search and this role.'),
    ).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Search permissions' })).toHaveValue('zzzz')
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveValue('support')
    await expect(canvas.queryByRole('table', { name: 'Permissions list' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and role' }))
    const table = await findPermissionsTable(canvas)
    await expect(permissionRows(table)).toHaveLength(9)
    await expect(canvas.getByText('Showing 1 to 9 of 9')).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Search permissions' })).toHaveValue('')
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveValue('')
    await expectAddress(canvas, '/apps/permissions')
  },
}

export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findPermissionsTable(canvas)
    // Pasted as one change: typed key by key with no search pause, the URL's echo of one key can
    // undo the next (src/screens/list/useListUrl.ts).
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search permissions' }))
    await userEvent.paste('sequences')
    await expect(await canvas.findByText('Showing 1 to 1 of 1')).toBeVisible()
    await expect(shownNames(canvas.getByRole('table', { name: 'Permissions list' }))).toEqual([
      'Manage Email Sequences',
    ])
    await expectAddress(canvas, '/apps/permissions?q=sequences')
  },
}

export const FilteredFromUrl: Story = {
  parameters: permissionsAt('?assignedTo=manager'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findPermissionsTable(canvas)
    const role = canvas.getByRole('combobox', { name: 'Role' })
    await expect(role).toHaveValue('manager')
    await expect(role).toHaveDisplayValue('Manager')
    await expect(shownNames(table)).toEqual([
      'Add & Remove Users',
      'Project Planning',
      'Client Communication',
      'Financial Management',
    ])
    for (const row of permissionRows(table)) await expect(rolesOf(row)).toContain('Manager')
    await expect(canvas.getByText('Showing 1 to 4 of 4')).toBeVisible()
    // A role changed here goes to the URL.
    await userEvent.selectOptions(role, 'Support')
    await waitFor(() =>
      expect(shownNames(canvas.getByRole('table', { name: 'Permissions list' }))).toEqual([
        'Manage Email Sequences',
        'Client Communication',
        "Manage Others' Tasks",
      ]),
    )
    await expectAddress(canvas, '/apps/permissions?assignedTo=support')
  },
}

export const SortedFromUrl: Story = {
  parameters: permissionsAt('?sortColumn=name&sort=desc'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findPermissionsTable(canvas)
    await expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await expect(within(table).getByRole('columnheader', { name: 'Created' })).not.toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    // Z to A, case folded, by code units: "Management" after "Manage " (a space sorts first).
    await expect(shownNames(table)).toEqual([
      'Project Planning',
      'Only View',
      'Management',
      "Manage Others' Tasks",
      'Manage Email Sequences',
      'Manage Billing & Roles',
      'Financial Management',
      'Client Communication',
      'Add & Remove Users',
    ])
    await expect(canvas.getByText('Showing 1 to 9 of 9')).toBeVisible()
  },
}
