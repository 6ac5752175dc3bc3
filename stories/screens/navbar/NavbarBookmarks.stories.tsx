import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { searchScenarios } from '../../../src/mocks/handlers/search'
import { NavbarBookmarks } from '../../../src/screens/navbar/NavbarBookmarks'
import { navbarMsw, withNavbar } from './navbarStory'

const meta = {
  title: 'Screens/Navbar/Bookmarks',
  component: NavbarBookmarks,
  decorators: [withNavbar],
  parameters: { msw: { handlers: navbarMsw } },
} satisfies Meta<typeof NavbarBookmarks>

export default meta
type Story = StoryObj<typeof meta>

const page = within(document.body)
const bookmarkLinks = async (canvasElement: HTMLElement) => {
  const nav = await within(canvasElement).findByRole('navigation', { name: 'Bookmarks' })
  return within(nav).queryAllByRole('link')
}
const waitForBookmarks = (canvasElement: HTMLElement, count: number) =>
  waitFor(async () => expect(await bookmarkLinks(canvasElement)).toHaveLength(count))
const openPicker = async (canvasElement: HTMLElement) => {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Edit bookmarks' }),
  )
  const dialog = await page.findByRole('dialog', { name: 'Bookmarks' })
  await waitFor(() => expect(dialog).toBeVisible())
  return within(dialog)
}

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await waitForBookmarks(canvasElement, 4)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Email' })).toHaveAttribute('href', '/apps/email')
    // The Chat bookmark carries the unread total (the navbar's chat link then steps aside).
    const chat = await canvas.findByRole('link', { name: 'Chat, unread messages: 6' })
    await expect(chat).toHaveAttribute('href', '/apps/chat')
    await expect(chat.parentElement).toHaveTextContent('6')
    await expect(canvas.getByRole('link', { name: 'Todo' })).toHaveAttribute('href', '/apps/todo')
    await expect(canvas.getByRole('link', { name: 'Calendar' })).toHaveAttribute(
      'href',
      '/apps/calendar',
    )
  },
}

export const PickerAddsAPageByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await waitForBookmarks(canvasElement, 4)
    const picker = await openPicker(canvasElement)
    const filter = picker.getByRole('searchbox', { name: 'Filter pages' })
    await waitFor(() => expect(filter).toHaveFocus())
    await userEvent.keyboard('invoice')
    await waitFor(() => expect(picker.getAllByRole('button', { pressed: false })).toHaveLength(4))
    // The list's focus zone moves focus as a person sees it land, not in the key's own step.
    await userEvent.tab()
    const list = picker.getByRole('button', { name: 'Invoice List' })
    await waitFor(() => expect(list).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}')
    const preview = picker.getByRole('button', { name: 'Invoice Preview' })
    await waitFor(() => expect(preview).toHaveFocus())
    await userEvent.keyboard(' ')
    await expect(preview).toHaveAttribute('aria-pressed', 'true')
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Invoice Preview' }),
    ).toHaveAttribute('href', '/apps/invoice/preview')
  },
}

export const PickerRemovesAPage: Story = {
  play: async ({ canvasElement }) => {
    await waitForBookmarks(canvasElement, 4)
    const picker = await openPicker(canvasElement)
    const email = picker.getByRole('button', { name: 'Email' })
    await expect(email).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(email)
    await waitForBookmarks(canvasElement, 3)
    await expect(within(canvasElement).queryByRole('link', { name: 'Email' })).toBeNull()
    await expect(picker.getByRole('button', { name: 'Email' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  },
}

export const NoMatchingPage: Story = {
  play: async ({ canvasElement }) => {
    await waitForBookmarks(canvasElement, 4)
    const picker = await openPicker(canvasElement)
    await userEvent.type(picker.getByRole('searchbox', { name: 'Filter pages' }), 'zebra')
    await expect(await picker.findByText('No matching pages')).toBeInTheDocument()
    await expect(picker.queryAllByRole('button', { pressed: true })).toHaveLength(0)
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { ...navbarMsw, search: searchScenarios.empty } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Edit bookmarks' })
    await expect(await bookmarkLinks(canvasElement)).toHaveLength(0)
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { ...navbarMsw, search: searchScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const picker = await openPicker(canvasElement)
    await expect(picker.getByText('Loading pages…')).toBeVisible()
    await expect(await bookmarkLinks(canvasElement)).toHaveLength(0)
  },
}

export const Error: Story = {
  parameters: { msw: { handlers: { ...navbarMsw, search: searchScenarios.error } } },
  play: async ({ canvasElement }) => {
    const picker = await openPicker(canvasElement)
    const alert = await picker.findByRole('alert')
    await expect(alert).toHaveTextContent('Bookmarks could not be loaded.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
