import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { NotificationsDropdown } from '../../../src/components/navbar/NotificationsDropdown'
import { createNotifications } from '../../../src/fixtures/notifications'
import { pinnedReferenceDay } from '../../../src/mocks/db/instance'

const notifications = createNotifications(pinnedReferenceDay).reverse()

const meta = {
  title: 'Components/Navbar/NotificationsDropdown',
  component: NotificationsDropdown,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The navbar's notifications: a button with the unread count and a panel of notifications with their relative times and Mark all as read.\n\n**Use it** in the navbar, fed by the notifications machine. **Do** pass `now` and `locale`, so times read as the page's language says them.",
      },
    },
  },
  args: {
    status: 'populated',
    notifications,
    unreadCount: 3,
    locale: 'en',
    now: pinnedReferenceDay,
    labels: {
      name: 'Notifications',
      button: (count) => (count > 0 ? `Notifications, ${count} unread` : 'Notifications'),
      title: 'Notifications',
      newCount: (count) => `${count} new`,
      unread: 'Unread',
      markAllRead: 'Mark all as read',
      markingRead: 'Marking as read',
      emptyTitle: 'No notifications',
      emptyMessage: "You're all caught up.",
      loading: 'Loading notifications…',
      errorTitle: 'Notifications could not be loaded.',
      retry: 'Try again',
    },
    onMarkAllRead: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationsDropdown>

export default meta
type Story = StoryObj<typeof meta>

const page = within(document.body)
const open = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }))
  const dialog = await page.findByRole('dialog', { name: 'Notifications' })
  await waitFor(() => expect(dialog).toBeVisible())
  return within(dialog)
}

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' }),
    ).toBeVisible()
    await expect(within(canvasElement).getByText('3')).toBeVisible()
  },
}

export const UnreadOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const dropdown = await open(canvasElement, 'Notifications, 3 unread')
    await expect(dropdown.getAllByRole('listitem')).toHaveLength(8)
    await expect(dropdown.getByText('47 minutes ago')).toBeVisible()
    await userEvent.click(dropdown.getByRole('button', { name: 'Mark all as read' }))
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce()
  },
}

export const AllRead: Story = {
  args: {
    notifications: notifications.map((notification) => ({ ...notification, isRead: true })),
    unreadCount: 0,
  },
  play: async ({ canvasElement }) => {
    const dropdown = await open(canvasElement, 'Notifications')
    await expect(dropdown.queryByText(/new$/)).toBeNull()
    await expect(dropdown.getByRole('button', { name: 'Mark all as read' })).toBeDisabled()
  },
}

export const MarkFailed: Story = {
  args: { markErrorMessage: 'The notifications could not be marked as read. Try again.' },
  play: async ({ canvasElement }) => {
    const dropdown = await open(canvasElement, 'Notifications, 3 unread')
    await expect(dropdown.getByRole('alert')).toHaveTextContent('could not be marked as read')
  },
}

export const Empty: Story = {
  args: { status: 'empty', notifications: [], unreadCount: 0 },
  play: async ({ canvasElement }) => {
    const dropdown = await open(canvasElement, 'Notifications')
    await expect(dropdown.getByText('No notifications')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', notifications: [], unreadCount: 0 },
  play: async ({ canvasElement }) => {
    const dropdown = await open(canvasElement, 'Notifications')
    await expect(dropdown.getByText('Loading notifications…')).toBeVisible()
  },
}

export const Error: Story = {
  args: { status: 'error', notifications: [], unreadCount: 0 },
  play: async ({ canvasElement, args }) => {
    const dropdown = await open(canvasElement, 'Notifications')
    await userEvent.click(dropdown.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
