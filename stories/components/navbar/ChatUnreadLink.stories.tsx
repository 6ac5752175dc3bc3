import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ChatUnreadLink } from '../../../src/components/navbar/ChatUnreadLink'
import { CurrentPath } from '../../screens/navbar/navbarStory'

const meta = {
  title: 'Components/Navbar/ChatUnreadLink',
  component: ChatUnreadLink,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A navbar link to the chat that shows how many messages are unread.\n\n**Do** put the count in `label` too, so a screen reader hears it. **Don't** show it for people who cannot read the chat.",
      },
    },
  },
  args: { to: '/apps/chat', count: 3, label: 'Chat, unread messages: 3' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, display: 'flex', alignItems: 'center', gap: 8 }}>
        <Story />
        <CurrentPath />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatUnreadLink>

export default meta
type Story = StoryObj<typeof meta>

/** The badge shows the count; screen readers hear it in the link's name instead. */
const badgeOf = (link: HTMLElement) =>
  link.parentElement?.querySelector(':scope > [aria-hidden="true"]')

export const NoUnread: Story = {
  args: { count: 0, label: 'Chat' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Chat' })
    await expect(link).toHaveAttribute('href', '/apps/chat')
    await expect(badgeOf(link)).toBeNull()
  },
}

export const SomeUnread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const link = canvas.getByRole('link', { name: 'Chat, unread messages: 3' })
    await expect(badgeOf(link)).toHaveTextContent('3')
    await expect(badgeOf(link)).toBeVisible()
    await userEvent.click(link)
    await expect(canvas.getByRole('status', { name: 'Current page' })).toHaveTextContent(
      '/apps/chat',
    )
  },
}

export const ManyUnread: Story = {
  args: { count: 140, label: 'Chat, unread messages: 140' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Chat, unread messages: 140' })
    await expect(badgeOf(link)).toHaveTextContent('99+')
  },
}

export const DarkSkin: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Chat, unread messages: 3' })
    await expect(badgeOf(link)).toBeVisible()
  },
}
