import { BellIcon, LockIcon, PersonIcon } from '@primer/octicons-react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { TabLinks } from '../../../src/components/tab-links/TabLinks'

const meta = {
  title: 'Components/TabLinks',
  component: TabLinks,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A page's tabs as links (`?tab=security`), so a reload, the back button or a shared link opens the same tab; the shown tab is the current page.\n\n**Use it** for sections of one page (account settings, a user's view). **Do** read the tab from the address in the screen. **Don't** use it to switch content that is not worth an address: use Primer's `SegmentedControl`.",
      },
    },
  },
  args: {
    label: 'Account settings',
    tabs: [
      { tab: 'account', label: 'Account', icon: PersonIcon },
      { tab: 'security', label: 'Security', icon: LockIcon },
      { tab: 'notifications', label: 'Notifications', icon: BellIcon },
    ],
    shown: 'security',
    firstTab: 'account',
  },
} satisfies Meta<typeof TabLinks<string>>

export default meta
type Story = StoryObj<typeof meta>

/** Security is shown: it is the current page; the first tab links without `?tab`. */
export const SecurityShown: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Account settings' })
    await expect(within(nav).getByRole('link', { name: 'Security' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      expect.stringContaining('tab=notifications'),
    )
    await expect(within(nav).getByRole('link', { name: 'Account' })).not.toHaveAttribute(
      'href',
      expect.stringContaining('tab='),
    )
  },
}
