import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { SearchDialogLabels } from '../../../src/components/navbar/SearchDialog'
import { SearchDialog } from '../../../src/components/navbar/SearchDialog'
import {
  createBookmarkPages,
  createSearchContacts,
  createSearchFiles,
} from '../../../src/fixtures/search'
import { pinnedReferenceDay } from '../../../src/mocks/db/instance'
import { SearchResultsList } from '../../../src/components/navbar/SearchResultsList'

const pages = createBookmarkPages()
const labels: SearchDialogLabels = {
  title: 'Search',
  close: 'Close',
  inputLabel: 'Search pages, files and contacts',
  placeholder: 'Search pages, files and contacts…',
  results: 'Search results',
  pages: 'Pages',
  files: 'Files',
  contacts: 'Contacts',
  suggestions: 'Bookmarked pages',
  loading: 'Loading search data…',
  errorTitle: 'The search data could not be loaded.',
  retry: 'Try again',
  noResults: (text) => `No results for “${text}”`,
  noSuggestions: 'Type to search pages, files and contacts.',
  help: 'Use ↑ and ↓ to move, Enter to open, Esc to close.',
  resultCount: (count) => `Results: ${count}`,
  fileDetail: (file) => `${file.size} · added by ${file.by}`,
}

const meta = {
  title: 'Components/Navbar/SearchDialog',
  component: SearchDialog,
  tags: ['autodocs'],
  subcomponents: { SearchResultsList },
  parameters: {
    docs: {
      description: {
        component:
          'The site search: a dialog with a search field, suggestions before the first word, and results grouped as pages, files and contacts.\n\n**Use it** once, opened by `SearchButton` or the `/` shortcut. **Do** pass every status (loading, error, no results). The results list is a part (props below).',
      },
    },
  },
  args: {
    isOpen: true,
    status: 'ready',
    text: 're',
    results: {
      isSuggestion: false,
      pages: pages.filter((page) => /re/i.test(page.title)).slice(0, 6),
      files: createSearchFiles().slice(0, 2),
      contacts: createSearchContacts(pinnedReferenceDay).slice(0, 2),
    },
    labels,
    onTextChange: fn(),
    onSelect: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof SearchDialog>

export default meta
type Story = StoryObj<typeof meta>

const page = within(document.body)

export const Results: Story = {
  play: async ({ args }) => {
    const dialog = within(await page.findByRole('dialog', { name: 'Search' }))
    // The dialog fades in: wait until it is fully shown.
    await waitFor(() => expect(dialog.getByRole('group', { name: 'Pages' })).toBeVisible())
    await expect(dialog.getByRole('group', { name: 'Files' })).toBeVisible()
    await expect(dialog.getByRole('group', { name: 'Contacts' })).toBeVisible()
    const input = dialog.getByRole('combobox', { name: 'Search pages, files and contacts' })
    input.focus()
    const options = dialog.getAllByRole('option')
    await userEvent.keyboard('{ArrowUp}')
    // Up from the first option wraps to the last: the second contact.
    await expect(input).toHaveAttribute('aria-activedescendant', options.at(-1)?.id)
    await userEvent.keyboard('{Enter}')
    await expect(args.onSelect).toHaveBeenCalledWith({
      kind: 'contact',
      contact: args.results.contacts[1],
    })
  },
}

export const Suggestions: Story = {
  args: {
    text: '',
    results: {
      isSuggestion: true,
      pages: pages.filter((page) => page.isBookmarked),
      files: [],
      contacts: [],
    },
  },
  play: async ({ args }) => {
    const dialog = within(await page.findByRole('dialog', { name: 'Search' }))
    const group = dialog.getByRole('group', { name: 'Bookmarked pages' })
    await userEvent.click(within(group).getByRole('option', { name: 'Todo' }))
    await expect(args.onSelect).toHaveBeenCalledWith({ kind: 'page', page: args.results.pages[2] })
  },
}

export const NoResults: Story = {
  args: { text: 'zebra', results: { isSuggestion: false, pages: [], files: [], contacts: [] } },
  play: async () => {
    const dialog = within(await page.findByRole('dialog', { name: 'Search' }))
    await waitFor(() => expect(dialog.getByText('No results for “zebra”')).toBeVisible())
  },
}

export const Loading: Story = {
  args: { status: 'loading', text: '' },
  play: async () => {
    const dialog = within(await page.findByRole('dialog', { name: 'Search' }))
    await waitFor(() => expect(dialog.getByText('Loading search data…')).toBeVisible())
    await expect(dialog.queryByRole('listbox')).toBeNull()
  },
}

export const Error: Story = {
  args: { status: 'error', errorMessage: 'Check your connection and try again.' },
  play: async ({ args }) => {
    const dialog = within(await page.findByRole('dialog', { name: 'Search' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Closed: Story = {
  args: { isOpen: false },
  play: async () => {
    await expect(page.queryByRole('dialog')).toBeNull()
  },
}
