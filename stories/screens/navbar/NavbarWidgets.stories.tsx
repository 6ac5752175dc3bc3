import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { changeLanguage } from '../../../src/app/i18n'
import { pinnedReferenceDay } from '../../../src/mocks/db/instance'
import { NavbarBookmarks } from '../../../src/screens/navbar/NavbarBookmarks'
import { NavbarCart } from '../../../src/screens/navbar/NavbarCart'
import { NavbarLanguage } from '../../../src/screens/navbar/NavbarLanguage'
import { NavbarNotifications } from '../../../src/screens/navbar/NavbarNotifications'
import { NavbarSearch } from '../../../src/screens/navbar/NavbarSearch'
import { NavbarSkinToggle } from '../../../src/screens/navbar/NavbarSkinToggle'
import { NavbarUserMenu } from '../../../src/screens/navbar/NavbarUserMenu'
import { navbarMsw, withNavbar } from './navbarStory'

/** Every widget side by side, as the integrated navbar will hold them. */
function AllWidgets() {
  return (
    <>
      <NavbarBookmarks />
      <span style={{ flex: 1 }} />
      <NavbarSearch />
      <NavbarLanguage onChange={(language) => void changeLanguage(language, false)} />
      <NavbarSkinToggle />
      <NavbarCart />
      <NavbarNotifications now={pinnedReferenceDay} />
      <NavbarUserMenu />
    </>
  )
}

const meta = {
  title: 'Screens/Navbar/All widgets',
  component: AllWidgets,
  decorators: [withNavbar],
  parameters: { msw: { handlers: navbarMsw } },
} satisfies Meta<typeof AllWidgets>

export default meta
type Story = StoryObj<typeof meta>

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Email' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Language: English' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Switch to dark skin' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Cart, items: 5' })).toBeVisible()
    await expect(
      await canvas.findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: /^Amara Okafor, Admin/ })).toBeVisible()
  },
}

export const DarkRightToLeft: Story = {
  globals: { skin: 'dark', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'بحث' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'التبديل إلى المظهر الفاتح' })).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
  },
}
