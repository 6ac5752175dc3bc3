import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { rolesScenarios } from '../../../src/mocks/handlers/roles'
import type { RolesScreen } from '../../../src/screens/roles/RolesScreen'
import {
  addCard,
  cardButton,
  cardMembersOf,
  cardNames,
  cardOf,
  expectAddress,
  expectText,
  findCards,
  findRoleUsers,
  holdersOf,
  rolesAt,
  rolesMeta,
  sampleRoles,
  showUsersOf,
  totalUsers,
  userRolesShown,
  userRows,
} from './rolesStory'

const meta = {
  ...rolesMeta,
  title: 'Screens/Roles/List',
} satisfies Meta<typeof RolesScreen>

export default meta
type Story = StoryObj<typeof meta>

const roleNames = sampleRoles.map((role) => role.name)

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible()
    const cards = await findCards(canvas)
    const inCards = within(cards)
    // Five roles, each a list item named by its heading, then the card that adds one.
    await expect(cardNames(cards)).toEqual([...roleNames, 'A new role'])
    for (const name of roleNames) {
      const card = cardOf(inCards, name)
      await expect(within(card).getByText(`Users: ${holdersOf(name)}`)).toBeVisible()
      // The first holders' avatars, each titled with its holder's name.
      for (const member of cardMembersOf(name))
        await expect(within(card).getByTitle(member)).toBeVisible()
      // Screen readers hear who holds it (the avatars are decorative).
      const holders = new Intl.ListFormat('en').format(cardMembersOf(name))
      await expect(
        within(card).getByText(`Held by ${holders}`, { exact: false }),
      ).toBeInTheDocument()
      await expect(within(card).getByRole('button', { name: 'Edit role' })).toBeVisible()
      await expect(within(card).getByRole('button', { name: 'Show users' })).toHaveAttribute(
        'aria-pressed',
        'false',
      )
      await expect(within(card).getByRole('button', { name: `Delete ${name}` })).toBeVisible()
    }
    // More holders than avatars: the rest as a number.
    const administrator = cardOf(inCards, 'Administrator')
    await expect(
      within(administrator).getByText(
        `+${holdersOf('Administrator') - cardMembersOf('Administrator').length}`,
      ),
    ).toBeVisible()
    await expect(within(administrator).getByText('Access to 15 of 15 areas')).toBeVisible()
    await expect(
      within(cardOf(inCards, 'Restricted User')).getByText('Access to 3 of 15 areas'),
    ).toBeVisible()
    // Everyone below, ten to a page.
    await expect(canvas.getByRole('heading', { level: 2, name: 'All users' })).toBeVisible()
    const table = await findRoleUsers(canvas)
    await expect(userRows(table)).toHaveLength(10)
    await expectText(canvas, `Showing 1 to 10 of ${totalUsers}`)
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('All roles')
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('')
    await expectAddress(canvas, '/apps/roles')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { roles: rolesScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible()
    // The cards' place is busy and says so; no card, no add button yet.
    const status = canvas.getByText('Loading roles…')
    await expect(status).toHaveAttribute('role', 'status')
    await expect(status.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('list', { name: 'Roles' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Add role' })).toBeNull()
    // The users table does not wait for the roles.
    await findRoleUsers(canvas)
    await expect(canvas.getByText('Loading roles…')).toBeVisible()
  },
}

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { roles: rolesScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent(
      'The roles could not be loaded. Check your connection and try again.',
    )
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Roles' })).toBeNull()
    await expect(canvas.queryByText('Loading roles…')).toBeNull()
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { roles: rolesScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const cards = await findCards(canvas)
    // Only the card that adds one, which says there is none yet.
    await expect(cardNames(cards)).toEqual(['A new role'])
    await expect(
      within(addCard(cards)).getByText('There are no roles yet. Add the first one.'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add role' })).toBeEnabled()
    // Nothing to pick in the table's role filter.
    const role = canvas.getByRole('combobox', { name: 'Role' })
    await expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All roles'])
  },
}

export const FilteredFromUrl: Story = {
  parameters: rolesAt('?accessRole=2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findCards(canvas)
    const table = await findRoleUsers(canvas, 'Users holding Manager')
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Users holding Manager' }),
    ).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('Manager')
    await expect(cardButton(canvas, 'Manager', 'Show users')).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(cardButton(canvas, 'Support', 'Show users')).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    // Manager is what the sample's maintainers hold.
    const shown = userRolesShown(table)
    await expect(shown).toHaveLength(Math.min(10, holdersOf('Manager')))
    for (const role of shown) await expect(role).toBe('Maintainer')
    await expectText(canvas, `Showing 1 to 10 of ${holdersOf('Manager')}`)
  },
}

export const ShowUsersOfARole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findCards(canvas)
    await findRoleUsers(canvas)
    const table = await showUsersOf(canvas, 'Support', 4)
    await expect(cardButton(canvas, 'Support', 'Show users')).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('Support')
    // Every row the table shows is a holder (not the rows shown before the filtered answer came).
    await waitFor(() =>
      expect(userRolesShown(table)).toEqual(Array(holdersOf('Support')).fill('Editor')),
    )
    // Pressed again: everyone.
    await userEvent.click(cardButton(canvas, 'Support', 'Show users'))
    await findRoleUsers(canvas)
    await expect(cardButton(canvas, 'Support', 'Show users')).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await expectText(canvas, `Showing 1 to 10 of ${totalUsers}`)
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('All roles')
    await expectAddress(canvas, '/apps/roles')
  },
}
