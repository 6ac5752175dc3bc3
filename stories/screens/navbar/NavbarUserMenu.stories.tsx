import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { NavbarUserMenu } from '../../../src/screens/navbar/NavbarUserMenu'
import { navbarMsw, withNavbar } from './navbarStory'

const meta = {
  title: 'Screens/Navbar/User menu',
  component: NavbarUserMenu,
  decorators: [withNavbar],
  parameters: { msw: { handlers: navbarMsw } },
} satisfies Meta<typeof NavbarUserMenu>

export default meta
type Story = StoryObj<typeof meta>

const page = within(document.body)
const openMenu = async () => {
  const menu = await page.findByRole('menu')
  // The overlay fades in: wait until it is fully shown.
  await waitFor(() => expect(menu).toBeVisible())
  return within(menu)
}
const adminButton = /^Amara Okafor, Admin/

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: adminButton })
    await expect(button).toHaveTextContent('Amara Okafor')
    await expect(button).toHaveTextContent('Admin')
    await expect(page.queryByRole('menu')).toBeNull()
  },
}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: adminButton }))
    const menu = await openMenu()
    const expected: Array<[string, string]> = [
      ['Profile', '/pages/profile'],
      ['Inbox', '/apps/email'],
      ['Tasks', '/apps/todo'],
      ['Chats', '/apps/chat'],
      ['Settings', '/pages/account-settings'],
      ['Pricing', '/pages/pricing'],
      ['FAQ', '/pages/faq'],
    ]
    for (const [name, href] of expected) {
      await expect(menu.getByRole('menuitem', { name })).toHaveAttribute('href', href)
    }
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible()
  },
}

export const KeyboardToSignOut: Story = {
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: adminButton })
    button.focus()
    await userEvent.keyboard('{Enter}')
    const menu = await openMenu()
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveFocus())
    await userEvent.keyboard('{End}')
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    // Signed out: the navbar has no user to show.
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('button', { name: adminButton })).toBeNull(),
    )
  },
}

export const Client: Story = {
  globals: { role: 'client' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /^Jonas Lindqvist, Client/ }),
    )
    const menu = await openMenu()
    // Of the linked pages the client may open their own profile, settings and Pricing (every
    // signed-in account may); signing out is left.
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Settings',
      'Pricing',
      'Sign out',
    ])
  },
}

export const Arabic: Story = {
  globals: { lang: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: /^Amara Okafor، مسؤول|^Amara Okafor, مسؤول/,
      }),
    )
    const menu = await openMenu()
    await expect(menu.getByRole('menuitem', { name: 'تسجيل الخروج' })).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
  },
}
