import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { UserAvatar } from '../../../src/components/navbar/UserAvatar'

const meta = {
  title: 'Components/Navbar/UserAvatar',
  component: UserAvatar,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A person's picture, or their initials on a coloured disc when they have none. It is decorative: the name must be beside it (menus, table rows, cards).\n\n**Do** put the person's name next to it as text. **Don't** use it as the only thing that says who someone is.",
      },
    },
  },
  args: { name: 'Amara Okafor', src: '', size: 40 },
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <UserAvatar {...args} />
      {args.name}
    </p>
  ),
} satisfies Meta<typeof UserAvatar>

export default meta
type Story = StoryObj<typeof meta>

/** No picture: the initials show, hidden from screen readers (the name beside says it). */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const initials = within(canvasElement).getByText('AO')
    await expect(initials).toBeVisible()
    await expect(initials).toHaveAttribute('aria-hidden', 'true')
    await expect(within(canvasElement).getByText('Amara Okafor')).toBeVisible()
  },
}
