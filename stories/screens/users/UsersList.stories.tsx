import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { usersScenarios } from '../../../src/mocks/handlers/users'
import type { UsersListScreen } from '../../../src/screens/users/UsersListScreen'
import { expectAddress } from '../email/emailStory'
import {
  expectStats,
  findUsersTable,
  rowOf,
  shownNames,
  statCard,
  userRows,
  usersAt,
  usersMeta,
} from './usersStory'

const meta = {
  ...usersMeta,
  title: 'Screens/Users/List',
} satisfies Meta<typeof UsersListScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    const table = await findUsersTable(canvas)
    await expectStats(canvas, {
      'Total users': 50,
      'Active users': 26,
      'Pending users': 12,
      'Inactive users': 12,
    })
    await expect(userRows(table)).toHaveLength(10)
    await expect(canvas.getByText('Showing 1 to 10 of 50')).toBeVisible()
    // By full name, A to Z.
    await expect(shownNames(table).slice(0, 3)).toEqual([
      'Aiko Suzuki',
      'Amina Diallo',
      'Anna Kowalczyk',
    ])
    await expect(within(table).getByRole('columnheader', { name: 'User' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    const row = within(rowOf(table, 'Aiko Suzuki'))
    await expect(row.getByText('Editor')).toBeVisible()
    await expect(row.getByText('Active')).toBeVisible()
    await expect(row.getByRole('checkbox', { name: 'Select Aiko Suzuki' })).not.toBeChecked()
    await expect(row.getByRole('button', { name: 'Delete Aiko Suzuki' })).toBeVisible()
    for (const name of ['Role', 'Plan', 'Status'])
      await expect(canvas.getByRole('combobox', { name })).toHaveValue('')
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('')
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
    await expect(canvas.queryByRole('button', { name: /^Delete selected/ })).toBeNull()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { users: usersScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    // The skeleton: the table is busy, its headers are there, no user is.
    const table = canvas.getByRole('table', { name: 'Users list' })
    await expect(table).toHaveAttribute('aria-busy', 'true')
    await expect(within(table).getByRole('columnheader', { name: 'User' })).toBeInTheDocument()
    await expect(within(table).queryAllByRole('rowheader')).toHaveLength(0)
    await expect(within(table).queryAllByRole('checkbox')).toHaveLength(0)
    await expect(canvas.queryByText(/^Showing/)).toBeNull()
    // The counts wait for the same answer.
    await expect(statCard(canvas, 'Total users')).toHaveTextContent('Total users–')
  },
}

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { users: usersScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent(
      'The users could not be loaded. Check your connection and try again.',
    )
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(canvas.queryByRole('table', { name: 'Users list' })).toBeNull()
    await expect(canvas.queryByText(/^Showing/)).toBeNull()
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { users: usersScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('There are no users yet.')).toBeVisible()
    await expectStats(canvas, { 'Total users': 0, 'Active users': 0 })
    await expect(canvas.queryByRole('table', { name: 'Users list' })).toBeNull()
    // Nothing to clear: the list is empty, not filtered.
    await expect(canvas.queryByRole('button', { name: 'Clear search and filters' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Add user' })).toBeEnabled()
  },
}

export const NoMatch: Story = {
  parameters: usersAt('?q=zzzz&role=admin'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('No users match this search and these filters.'),
    ).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('zzzz')
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveValue('admin')
    // The counts are of every user, not of the search.
    await expectStats(canvas, { 'Total users': 50 })
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }))
    const table = await findUsersTable(canvas)
    await expect(userRows(table)).toHaveLength(10)
    await expect(canvas.getByText('Showing 1 to 10 of 50')).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('')
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveValue('')
    await expectAddress(canvas, '/apps/user/list')
  },
}

export const FilteredFromUrl: Story = {
  parameters: usersAt('?role=admin&status=active'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findUsersTable(canvas)
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveValue('admin')
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('active')
    await expect(canvas.getByRole('combobox', { name: 'Plan' })).toHaveValue('')
    await expect(shownNames(table)).toEqual([
      'Anna Kowalczyk',
      'Arjun Mehta',
      'Kenji Watanabe',
      'Lena Fischer',
    ])
    for (const row of userRows(table)) {
      await expect(within(row).getByText('Admin')).toBeVisible()
      await expect(within(row).getByText('Active')).toBeVisible()
    }
    await expect(canvas.getByText('Showing 1 to 4 of 4')).toBeVisible()
    // A filter changed here goes to the URL.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Pending')
    // The list loads again: a new table, with the one admin who is pending.
    await waitFor(() =>
      expect(shownNames(canvas.getByRole('table', { name: 'Users list' }))).toEqual([
        'Sofia Marchetti',
      ]),
    )
    await expectAddress(canvas, '/apps/user/list?role=admin&status=pending')
  },
}

export const SortedFromUrl: Story = {
  parameters: usersAt('?sortColumn=status&sort=desc'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findUsersTable(canvas)
    await expect(within(table).getByRole('columnheader', { name: 'Status' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await expect(within(table).getByRole('columnheader', { name: 'User' })).not.toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    // Descending by status: the twelve pending users come first.
    for (const row of userRows(table)) await expect(within(row).getByText('Pending')).toBeVisible()
    await expect(canvas.getByText('Showing 1 to 10 of 50')).toBeVisible()
  },
}

export const SecondPage: Story = {
  parameters: usersAt('?page=2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findUsersTable(canvas)
    await expect(userRows(table)).toHaveLength(10)
    await expect(canvas.getByText('Showing 11 to 20 of 50')).toBeVisible()
    await expect(shownNames(table)[0]).toBe('Elena Popescu')
    await expect(shownNames(table)[9]).toBe('Isabela Ferreira')
    const pages = canvas.getByRole('navigation', { name: 'Pages' })
    await expect(within(pages).getByRole('button', { name: /2/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.click(within(pages).getByRole('button', { name: /Next/ }))
    await expect(await canvas.findByText('Showing 21 to 30 of 50')).toBeVisible()
    await expectAddress(canvas, '/apps/user/list?page=3')
  },
}
