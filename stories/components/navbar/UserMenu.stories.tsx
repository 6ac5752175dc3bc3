import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { UserMenu } from '../../../src/components/navbar/UserMenu'
import { avatarUrl } from '../../../src/fixtures/images'

const meta = {
  title: 'Components/Navbar/UserMenu',
  component: UserMenu,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The signed-in person's menu: avatar, name and role, links to their pages, and Sign out.\n\n**Use it** once, at the navbar's end. **Do** leave out the links the person's role cannot open (`hiddenLinks`).",
      },
    },
  },
  args: {
    name: 'Amara Okafor',
    role: 'Admin',
    avatar: avatarUrl(1),
    labels: {
      menu: 'Account menu',
      links: {
        profile: 'Profile',
        inbox: 'Inbox',
        tasks: 'Tasks',
        chats: 'Chats',
        settings: 'Settings',
        pricing: 'Pricing',
        faq: 'FAQ',
      },
      signOut: 'Sign out',
    },
    onSignOut: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>

export default meta
type Story = StoryObj<typeof meta>

const page = within(document.body)

export const WithAvatar: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Amara Okafor, Admin' })
    // The picture is decorative: the name beside it is the button's name.
    await expect(within(button).getByRole('presentation')).toHaveAttribute(
      'src',
      '/assets/images/avatars/1.svg',
    )
    await userEvent.click(button)
    const menu = await page.findByRole('menu')
    await waitFor(() => expect(menu).toBeVisible())
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(8)
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }))
    await expect(args.onSignOut).toHaveBeenCalledOnce()
  },
}

export const InitialsFallback: Story = {
  args: { name: 'Jonas Lindqvist', role: 'Client', avatar: '' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Jonas Lindqvist, Client' })
    await expect(button).toHaveTextContent('JL')
    await expect(within(button).queryByRole('presentation')).toBeNull()
  },
}

export const SomeLinksHidden: Story = {
  args: { hiddenLinks: ['inbox', 'tasks', 'chats'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Amara Okafor/ }))
    const menu = await page.findByRole('menu')
    await waitFor(() => expect(menu).toBeVisible())
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Settings', 'Pricing', 'FAQ', 'Sign out'])
  },
}
