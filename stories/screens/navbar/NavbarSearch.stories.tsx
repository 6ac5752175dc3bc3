import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { searchScenarios } from '../../../src/mocks/handlers/search'
import { NavbarSearch } from '../../../src/screens/navbar/NavbarSearch'
import { CurrentPath, navbarMsw, withNavbar } from './navbarStory'

const meta = {
  title: 'Screens/Navbar/Search',
  component: NavbarSearch,
  decorators: [withNavbar],
  render: () => (
    <>
      <NavbarSearch />
      <CurrentPath />
    </>
  ),
  parameters: { msw: { handlers: navbarMsw }, router: { initialEntry: '/dashboard/analytics' } },
} satisfies Meta<typeof NavbarSearch>

export default meta
type Story = StoryObj<typeof meta>

const page = within(document.body)
const openWithShortcut = async () => {
  await userEvent.keyboard('{Control>}k{/Control}')
  return page.findByRole('dialog', { name: 'Search' })
}

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = await canvas.findByRole('button', { name: 'Search' })
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /')
    await expect(page.queryByRole('dialog')).toBeNull()
  },
}

export const SuggestionsOnCtrlK: Story = {
  play: async () => {
    const dialog = within(await openWithShortcut())
    const input = dialog.getByRole('combobox', { name: 'Search pages, files and contacts' })
    await waitFor(() => expect(input).toHaveFocus())
    const suggestions = await dialog.findByRole('group', { name: 'Bookmarked pages' })
    const options = within(suggestions).getAllByRole('option')
    await expect(options.map((option) => option.textContent)).toEqual([
      'Email',
      'Chat',
      'Todo',
      'Calendar',
    ])
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id)
  },
}

export const OpenedWithSlash: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Search' })
    await userEvent.keyboard('/')
    const dialog = await page.findByRole('dialog', { name: 'Search' })
    await waitFor(() => expect(dialog).toBeVisible())
  },
}

export const KeyboardToAPage: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openWithShortcut())
    const input = dialog.getByRole('combobox', { name: 'Search pages, files and contacts' })
    await userEvent.type(input, 'invoice')
    const group = await dialog.findByRole('group', { name: 'Pages' })
    const options = within(group).getAllByRole('option')
    await expect(options.map((option) => option.textContent)).toEqual([
      'Invoice List',
      'Invoice Preview',
      'Invoice Edit',
      'Invoice Add',
    ])
    await expect(await dialog.findByText('Results: 4')).toBeInTheDocument()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id)
    await expect(options[2]).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowUp}')
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id)
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull())
    await expect(
      within(canvasElement).getByRole('status', { name: 'Current page' }),
    ).toHaveTextContent('/apps/invoice/preview')
  },
}

/** The UI-kit galleries are pages too: "cards" finds the four card galleries, Enter opens one. */
export const CardGalleries: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openWithShortcut())
    await userEvent.type(dialog.getByRole('combobox'), 'cards')
    const group = await dialog.findByRole('group', { name: 'Pages' })
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Basic Cards', 'Advanced Cards', 'Statistics Cards', 'Analytics Cards']),
    )
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull())
    await expect(
      within(canvasElement).getByRole('status', { name: 'Current page' }),
    ).toHaveTextContent('/cards/statistics')
  },
}

export const FilesAndContacts: Story = {
  play: async () => {
    const dialog = within(await openWithShortcut())
    await userEvent.type(dialog.getByRole('combobox'), 'an')
    const files = await dialog.findByRole('group', { name: 'Files' })
    await expect(within(files).getAllByRole('option')).toHaveLength(2)
    await expect(
      within(files).getByRole('option', { name: /Brand assets\.zip/ }),
    ).toBeInTheDocument()
    const contacts = dialog.getByRole('group', { name: 'Contacts' })
    await expect(
      within(contacts)
        .getAllByRole('option')
        .map((option) => option.querySelector('span > span')?.textContent),
    ).toEqual(['Priya Raman', 'Mateo Fernández', 'Keiko Tanaka', 'Hana Kobayashi'])
    await userEvent.clear(dialog.getByRole('combobox'))
    await userEvent.type(dialog.getByRole('combobox'), 'SEUN.ADEYEMI@')
    const byEmail = await dialog.findByRole('group', { name: 'Contacts' })
    await expect(within(byEmail).getByRole('option')).toHaveTextContent('Oluwaseun Adeyemi')
  },
}

export const NoResults: Story = {
  play: async () => {
    const dialog = within(await openWithShortcut())
    await userEvent.type(dialog.getByRole('combobox'), 'zebra crossing')
    await expect(await dialog.findByText('No results for “zebra crossing”')).toBeInTheDocument()
    await expect(dialog.queryByRole('listbox')).toBeNull()
    await expect(dialog.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false')
  },
}

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Search' })
    await userEvent.click(button)
    await page.findByRole('dialog', { name: 'Search' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(button).toHaveFocus())
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { ...navbarMsw, search: searchScenarios.loading } } },
  play: async () => {
    const dialog = within(await openWithShortcut())
    await expect(await dialog.findByText('Loading search data…')).toBeInTheDocument()
  },
}

export const Error: Story = {
  parameters: { msw: { handlers: { ...navbarMsw, search: searchScenarios.error } } },
  play: async () => {
    const dialog = within(await openWithShortcut())
    const alert = await dialog.findByRole('alert')
    await expect(alert).toHaveTextContent('The search data could not be loaded.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  },
}

export const French: Story = {
  globals: { lang: 'fr' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Rechercher' }))
    const dialog = within(await page.findByRole('dialog', { name: 'Rechercher' }))
    await userEvent.type(dialog.getByRole('combobox'), 'xyz')
    await expect(await dialog.findByText('Aucun résultat pour « xyz »')).toBeInTheDocument()
  },
}

export const DarkSkin: Story = {
  globals: { skin: 'dark' },
  play: async () => {
    const dialog = within(await openWithShortcut())
    await userEvent.type(dialog.getByRole('combobox'), 'an')
    await expect(await dialog.findByRole('group', { name: 'Contacts' })).toBeInTheDocument()
  },
}
