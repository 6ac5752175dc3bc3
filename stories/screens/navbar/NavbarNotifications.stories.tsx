import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { createNotifications } from '../../../src/fixtures/notifications'
import { pinnedReferenceDay } from '../../../src/mocks/db/instance'
import { notificationsScenarios } from '../../../src/mocks/handlers/notifications'
import { NavbarNotifications } from '../../../src/screens/navbar/NavbarNotifications'
import { navbarMsw, withNavbar } from './navbarStory'

const meta = {
  title: 'Screens/Navbar/Notifications',
  component: NavbarNotifications,
  decorators: [withNavbar],
  // Relative times count from the pinned day of the stories' sample data.
  args: { now: pinnedReferenceDay },
  parameters: { msw: { handlers: navbarMsw } },
} satisfies Meta<typeof NavbarNotifications>

export default meta
type Story = StoryObj<typeof meta>

const page = within(document.body)
const openDropdown = async (canvasElement: HTMLElement, name: string | RegExp) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }))
  const dialog = await page.findByRole('dialog', { name: 'Notifications' })
  // The overlay fades in: wait until it is fully shown.
  await waitFor(() => expect(dialog).toBeVisible())
  return within(dialog)
}
const allRead = createNotifications(pinnedReferenceDay)
  .reverse()
  .map((notification) => ({ ...notification, isRead: true }))

export const Unread: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toBeVisible()
    await expect(page.queryByRole('dialog')).toBeNull()
  },
}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dropdown = await openDropdown(canvasElement, 'Notifications, 3 unread')
    await expect(dropdown.getByText('3 new')).toBeVisible()
    const items = dropdown.getAllByRole('listitem')
    await expect(items).toHaveLength(8)
    await expect(items[0]).toHaveTextContent('Unread: Priya Raman sent you a message')
    await expect(items[0]).toHaveTextContent('12 minutes ago')
    await expect(items[2]).toHaveTextContent('Keiko Tanaka assigned you a task')
    await expect(items[3]).toHaveTextContent('yesterday')
    await expect(items[7]).toHaveTextContent('Order #4821 has shipped')
    await expect(items[7]).not.toHaveTextContent('Unread')
  },
}

export const MarkAllAsRead: Story = {
  play: async ({ canvasElement }) => {
    const dropdown = await openDropdown(canvasElement, 'Notifications, 3 unread')
    await userEvent.click(dropdown.getByRole('button', { name: 'Mark all as read' }))
    await waitFor(() => expect(dropdown.queryByText('3 new')).toBeNull())
    await expect(dropdown.getByRole('button', { name: 'Mark all as read' })).toBeDisabled()
    await expect(dropdown.getAllByRole('listitem')[0]).not.toHaveTextContent('Unread')
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toBeVisible()
  },
}

export const AllRead: Story = {
  parameters: {
    msw: {
      handlers: {
        notifications: [
          http.get('*/api/notifications', () => HttpResponse.json({ notifications: allRead })),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dropdown = await openDropdown(canvasElement, 'Notifications')
    await expect(await dropdown.findAllByRole('listitem')).toHaveLength(8)
    await expect(dropdown.getByRole('button', { name: 'Mark all as read' })).toBeDisabled()
    // Read items hold no control: the list, taller than the panel, takes focus itself so the
    // keyboard can scroll it (it becomes a named region once it is measured as overflowing).
    const list = await dropdown.findByRole('region', { name: 'Notifications' })
    await expect(list).toHaveAttribute('tabindex', '0')
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { notifications: notificationsScenarios.empty } } },
  play: async ({ canvasElement }) => {
    const dropdown = await openDropdown(canvasElement, 'Notifications')
    await expect(await dropdown.findByText('No notifications')).toBeVisible()
    await expect(dropdown.getByText("You're all caught up.")).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { notifications: notificationsScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const dropdown = await openDropdown(canvasElement, 'Notifications')
    await expect(await dropdown.findByText('Loading notifications…')).toBeVisible()
  },
}

export const Error: Story = {
  parameters: { msw: { handlers: { notifications: notificationsScenarios.error } } },
  play: async ({ canvasElement }) => {
    const dropdown = await openDropdown(canvasElement, 'Notifications')
    const alert = await dropdown.findByRole('alert')
    await expect(alert).toHaveTextContent('Notifications could not be loaded.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const French: Story = {
  globals: { lang: 'fr' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Notifications, 3 non lues' }),
    )
    const dialog = await page.findByRole('dialog', { name: 'Notifications' })
    await waitFor(() => expect(dialog).toBeVisible())
    const dropdown = within(dialog)
    await expect(dropdown.getByText('il y a 12 minutes')).toBeVisible()
    await expect(dropdown.getByRole('button', { name: 'Tout marquer comme lu' })).toBeVisible()
  },
}

export const DarkSkin: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const dropdown = await openDropdown(canvasElement, 'Notifications, 3 unread')
    await expect(dropdown.getAllByRole('listitem')).toHaveLength(8)
  },
}
