import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { BookmarksBar } from '../../../src/components/navbar/BookmarksBar'
import { createBookmarkPages } from '../../../src/fixtures/search'
import { BookmarkPicker, BookmarkPickerAnchor } from '../../../src/components/navbar/BookmarkPicker'
import { BookmarkPickerOverlay } from '../../../src/components/navbar/BookmarkPickerOverlay'

const pages = createBookmarkPages()

const meta = {
  title: 'Components/Navbar/BookmarksBar',
  component: BookmarksBar,
  tags: ['autodocs'],
  subcomponents: { BookmarkPicker, BookmarkPickerAnchor, BookmarkPickerOverlay },
  parameters: {
    docs: {
      description: {
        component:
          "The navbar's bookmarked pages as icon links, and a picker that adds or removes bookmarks.\n\n**Use it** in the navbar, fed by the bookmarks machine. **Do** pass every face (loading, error with Try again, a failed toggle). The picker is a part (props below).",
      },
    },
  },
  args: {
    status: 'populated',
    pages,
    bookmarks: pages.filter((page) => page.isBookmarked),
    labels: {
      nav: 'Bookmarks',
      edit: 'Edit bookmarks',
      title: 'Bookmarks',
      subtitle: 'Choose the pages shown in the navbar',
      filter: 'Filter pages',
      noMatchTitle: 'No matching pages',
      noMatchBody: 'Try another word.',
      loading: 'Loading pages…',
      errorTitle: 'Bookmarks could not be loaded.',
      toggleError: 'The bookmark could not be changed. The list shows what is saved.',
      retry: 'Try again',
    },
    onToggle: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookmarksBar>

export default meta
type Story = StoryObj<typeof meta>

const page = within(document.body)
const openPicker = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit bookmarks' }))
  const dialog = await page.findByRole('dialog', { name: 'Bookmarks' })
  await waitFor(() => expect(dialog).toBeVisible())
  return within(dialog)
}

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Bookmarks' }))
    await expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/apps/email',
      '/apps/chat',
      '/apps/todo',
      '/apps/calendar',
    ])
  },
}

export const PickerOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = await openPicker(canvasElement)
    await expect(picker.getAllByRole('button', { pressed: true })).toHaveLength(4)
    // Every other page of the sample list (it grows as areas are added).
    await expect(picker.getAllByRole('button', { pressed: false })).toHaveLength(pages.length - 4)
    await userEvent.click(picker.getByRole('button', { name: 'Pricing' }))
    await expect(args.onToggle).toHaveBeenCalledWith(40)
  },
}

export const ToggleFailed: Story = {
  args: { hasToggleError: true },
  play: async ({ canvasElement }) => {
    const picker = await openPicker(canvasElement)
    await expect(picker.getByRole('alert')).toHaveTextContent('could not be changed')
  },
}

export const NoBookmarks: Story = {
  args: { bookmarks: [], pages: pages.map((entry) => ({ ...entry, isBookmarked: false })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0)
    await expect(
      within(canvasElement).getByRole('button', { name: 'Edit bookmarks' }),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', pages: [], bookmarks: [] },
  play: async ({ canvasElement }) => {
    const picker = await openPicker(canvasElement)
    await expect(picker.getByText('Loading pages…')).toBeVisible()
  },
}

export const Error: Story = {
  args: { status: 'error', pages: [], bookmarks: [] },
  play: async ({ canvasElement, args }) => {
    const picker = await openPicker(canvasElement)
    await userEvent.click(picker.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
