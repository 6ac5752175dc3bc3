import { BellIcon } from '@primer/octicons-react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CountBadge, CountedIconButton } from '../../../src/components/navbar/CountedIconButton'
import { CountedAnchor } from '../../../src/components/navbar/NavbarRowButton'

const meta = {
  title: 'Components/Navbar/CountedIconButton',
  component: CountedIconButton,
  subcomponents: { CountBadge, CountedAnchor },
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'A navbar icon button (or, with `to`, a link) with a count badge on its corner: "99+" past 99, no badge at zero. The badge is hidden from screen readers, so the name must say the count.\n\n**Do** put the count in `label` ("Notifications, 120 unread"). `CountedAnchor` draws it as a `NavbarRowButton` in the phone\'s drawer (parts, props below).',
      },
    },
  },
  args: { icon: BellIcon, label: 'Notifications, 120 unread', count: 120 },
} satisfies Meta<typeof CountedIconButton>

export default meta
type Story = StoryObj<typeof meta>

/** Past 99 the badge says 99+; the button's name says the count in words. */
export const ManyUnread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Notifications, 120 unread' })).toBeVisible()
    await expect(canvas.getByText('99+')).toBeVisible()
  },
}

/** At zero there is no badge. */
export const NoneUnread: Story = {
  args: { label: 'Notifications', count: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible()
    await expect(canvas.queryByText('0')).toBeNull()
  },
}
