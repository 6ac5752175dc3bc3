import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { ChatStatus } from '../../../src/api/types/chat'
import { getStore } from '../../../src/mocks/db/instance'
import { chatProfileUserTable } from '../../../src/mocks/handlers/chat'
import type { ChatScreen } from '../../../src/screens/chat/ChatScreen'
import { chatAt, chatMeta, findChats, findDialog, findMessages, withProfile } from './chatStory'

const meta = {
  ...chatMeta,
  title: 'Screens/Chat/Profiles',
} satisfies Meta<typeof ChatScreen>

export default meta
type Story = StoryObj<typeof meta>

const storedProfile = () => getStore().read(chatProfileUserTable)[0]

export const OwnProfile: Story = {
  name: 'Own profile',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findChats(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Your profile and status: Online' }))
    const dialog = within(await findDialog('Your profile'))
    await expect(dialog.getByText('Amara Okafor')).toBeVisible()
    const about = dialog.getByRole('textbox', { name: 'About' })
    await expect(about).toHaveValue(
      'Operations lead. Keeping the dashboards honest and the coffee strong.',
    )
    await expect(dialog.getByRole('radio', { name: 'Online' })).toBeChecked()
    await userEvent.click(dialog.getByRole('radio', { name: 'Busy' }))
    await expect(dialog.getByRole('radio', { name: 'Busy' })).toBeChecked()
    await waitFor(() => expect(storedProfile()?.status).toBe('busy'))

    const notifications = dialog.getByRole('button', { name: 'Notifications' })
    await expect(notifications).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(notifications)
    await waitFor(() => expect(storedProfile()?.settings.isNotificationsOn).toBe(true))
    await expect(dialog.getByRole('button', { name: 'Two-step verification' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await userEvent.clear(about)
    await userEvent.type(about, 'Back on Monday.')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(storedProfile()?.about).toBe('Back on Monday.'))
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }))
    await expect(
      canvas.getByRole('button', { name: 'Your profile and status: Busy' }),
    ).toBeVisible()
  },
}

export const ContactProfile: Story = {
  name: 'Contact profile',
  parameters: chatAt(1),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findMessages(canvas, 'Ingrid Solberg')
    await userEvent.click(canvas.getByRole('button', { name: 'Profile of Ingrid Solberg' }))
    const dialog = within(await findDialog('Ingrid Solberg'))
    await expect(dialog.getByText('Interviews users so the rest of us do not guess.')).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Personal info' })).toBeVisible()
    await expect(dialog.getByText('UX Researcher', { selector: 'dd' })).toBeVisible()
    await expect(dialog.getByText('Online', { selector: 'dd' })).toBeVisible()
    const files = dialog.getByRole('list', { name: 'Files sent' })
    await expect(
      within(files)
        .getAllByRole('link')
        .map((link) => link.getAttribute('download')),
    ).toEqual(['pilot-interview-notes.pdf', 'filter-usage.xlsx'])
  },
}

/** The own status as stored: the avatar's dot and name say it, the profile panel has it chosen. */
const expectStatus =
  (status: ChatStatus, label: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findChats(canvas)
    const me = canvas.getByRole('button', { name: `Your profile and status: ${label}` })
    await expect(me.querySelector('[data-status]')).toHaveAttribute('data-status', status)
    await userEvent.click(me)
    const dialog = within(await findDialog('Your profile'))
    await expect(dialog.getByRole('radio', { name: label })).toBeChecked()
  }

export const StatusOnline: Story = {
  name: 'Status: Online',
  loaders: [withProfile({ status: 'online' })],
  play: expectStatus('online', 'Online'),
}
export const StatusAway: Story = {
  name: 'Status: Away',
  loaders: [withProfile({ status: 'away' })],
  play: expectStatus('away', 'Away'),
}
export const StatusBusy: Story = {
  name: 'Status: Busy',
  loaders: [withProfile({ status: 'busy' })],
  play: expectStatus('busy', 'Busy'),
}
export const StatusOffline: Story = {
  name: 'Status: Offline',
  loaders: [withProfile({ status: 'offline' })],
  play: expectStatus('offline', 'Offline'),
}
