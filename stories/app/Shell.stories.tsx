import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../.storybook/viewports'
import { ShellPreview } from './ShellPreview'

const meta = {
  title: 'App/Shell',
  component: ShellPreview,
  parameters: { router: { initialEntry: '/' } },
} satisfies Meta<typeof ShellPreview>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const home = (canvas: Canvas) =>
  canvas.findByRole('heading', { level: 1, name: 'Welcome back, Amara Okafor' })
const menu = (canvas: Canvas) => canvas.getByRole('navigation', { name: 'Main menu' })
const colourMode = (element: HTMLElement) =>
  element.closest('[data-color-mode]')?.getAttribute('data-color-mode')

export const VerticalLight: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await home(canvas)).toBeVisible()
    await expect(within(menu(canvas)).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('button', { name: 'Collapse the menu' })).toBeVisible()
    await expect(canvas.getByRole('banner', { name: 'Toolbar' })).toHaveAttribute(
      'data-type',
      'floating',
    )
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('CEA Dashboard')
  },
}

export const VerticalBordered: Story = {
  globals: { skin: 'bordered' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const heading = await home(canvas)
    await expect(heading.closest('[data-skin]')).toHaveAttribute('data-skin', 'bordered')
    await expect(getComputedStyle(canvas.getByRole('banner', { name: 'Toolbar' })).boxShadow).toBe(
      'none',
    )
  },
}

export const VerticalDark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(colourMode(await home(canvas))).toBe('dark')
    await expect(colourMode(menu(canvas))).toBe('dark')
  },
}

export const VerticalSemiDark: Story = {
  globals: { skin: 'semi-dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(colourMode(await home(canvas))).toBe('light')
    await expect(colourMode(menu(canvas))).toBe('dark')
  },
}

export const VerticalRightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await home(canvas)).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    const menuBox = menu(canvas).getBoundingClientRect()
    const mainBox = canvas.getByRole('main').getBoundingClientRect()
    await expect(menuBox.left).toBeGreaterThan(mainBox.left)
  },
}

export const CollapsedMenu: Story = {
  parameters: { preferences: { menuCollapsed: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await home(canvas)).toBeVisible()
    const expand = canvas.getByRole('button', { name: 'Expand the menu' })
    await expect(within(menu(canvas)).getByRole('link', { name: 'Home' })).toBeVisible()
    await expect(menu(canvas).getBoundingClientRect().width).toBeLessThan(100)
    await userEvent.click(expand)
    await expect(canvas.getByRole('button', { name: 'Collapse the menu' })).toBeVisible()
  },
}

export const HiddenMenu: Story = {
  parameters: { preferences: { menuHidden: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await home(canvas)).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Open the menu' }))
    const body = within(document.body)
    const drawer = await body.findByRole('dialog', { name: 'Main menu' })
    // The drawer slides in; visible once its entrance has run.
    await waitFor(() => expect(drawer).toBeVisible())
    await expect(within(drawer).getByRole('link', { name: 'Access control' })).toBeVisible()
    await userEvent.click(body.getByRole('button', { name: 'Close' }))
    await expect(body.queryByRole('dialog', { name: 'Main menu' })).toBeNull()
  },
}

export const Horizontal: Story = {
  parameters: { preferences: { layout: 'horizontal' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await home(canvas)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Pages' }))
    await expect(
      await within(document.body).findByRole('menuitem', { name: 'Access control' }),
    ).toBeVisible()
  },
}

export const HorizontalDark: Story = {
  globals: { skin: 'dark' },
  parameters: { preferences: { layout: 'horizontal' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(colourMode(await home(canvas))).toBe('dark')
    await expect(canvas.getByRole('button', { name: 'Dashboards' })).toBeVisible()
  },
}

export const HorizontalRightToLeft: Story = {
  globals: { dir: 'rtl' },
  parameters: { preferences: { layout: 'horizontal' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await home(canvas)).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(canvas.getByRole('button', { name: 'Dashboards' })).toBeVisible()
  },
}

export const NavbarSticky: Story = {
  parameters: { preferences: { navbarType: 'sticky', navbarColor: 'accent' } },
  play: async ({ canvasElement }) => {
    const navbar = within(canvasElement).getByRole('banner', { name: 'Toolbar' })
    await expect(navbar).toHaveAttribute('data-type', 'sticky')
    await expect(getComputedStyle(navbar).position).toBe('sticky')
    await expect(navbar).toHaveAttribute('data-color', 'accent')
  },
}

export const NavbarStatic: Story = {
  parameters: { preferences: { navbarType: 'static', footerType: 'sticky', contentWidth: 'full' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(getComputedStyle(canvas.getByRole('banner', { name: 'Toolbar' })).position).toBe(
      'static',
    )
    await expect(getComputedStyle(canvas.getByRole('contentinfo')).position).toBe('sticky')
  },
}

export const NavbarAndFooterHidden: Story = {
  parameters: { preferences: { navbarType: 'hidden', footerType: 'hidden' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await home(canvas)).toBeVisible()
    await expect(canvas.queryByRole('banner', { name: 'Toolbar' })).toBeNull()
    await expect(canvas.queryByRole('contentinfo')).toBeNull()
  },
}

export const SignedInAsClient: Story = {
  globals: { role: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Access control' })).toBeVisible()
    await expect(within(menu(canvas)).queryByRole('link', { name: 'Home' })).toBeNull()
  },
}

/** The page is no wider than the window: nothing scrolls sideways. */
const expectNoSidewaysScroll = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)

/** A portalled dialog, once its entrance has run. */
async function findDialog(name: string) {
  const dialog = await within(document.body).findByRole('dialog', { name })
  await waitFor(() => expect(dialog).toBeVisible())
  return dialog
}

/**
 * A phone: the navbar keeps the menu button, search and the user menu; "More" (with the unread
 * count) opens a drawer with notifications, cart, language, skin and bookmarks as rows.
 */
export const PhoneNavbarMoreOpen: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await home(canvas)).toBeVisible()
    const bar = within(canvas.getByRole('banner', { name: 'Toolbar' }))
    await expect(bar.getByRole('button', { name: 'Open the menu' })).toBeVisible()
    await expect(bar.getByRole('button', { name: 'Search' })).toBeVisible()
    await expect(bar.getByRole('button', { name: 'Amara Okafor, Admin' })).toBeVisible()
    await expect(bar.queryByRole('button', { name: /^Language/ })).toBeNull()
    await expect(bar.queryByRole('button', { name: /^Cart/ })).toBeNull()
    await expect(bar.queryByRole('navigation', { name: 'Bookmarks' })).toBeNull()
    await expectNoSidewaysScroll()
    const more = await bar.findByRole('button', { name: 'More, 3 unread notifications' })
    await userEvent.click(more)
    const drawer = within(await findDialog('More'))
    await expect(drawer.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Cart, items: 5' })).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Language: English' })).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Switch to dark skin' })).toBeVisible()
    const bookmarks = within(drawer.getByRole('navigation', { name: 'Bookmarks' }))
    // The bookmarks come from the API: the list fills once they have loaded.
    await expect(await bookmarks.findByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      '/apps/email',
    )
    await expect(bookmarks.getByRole('button', { name: 'Edit bookmarks' })).toBeVisible()
    await expect(more).toHaveAttribute('aria-expanded', 'true')
  },
}

/** From the drawer, a row opens its panel (here the notifications) above it; Esc closes it. */
export const PhoneNotificationsFromMore: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await home(canvas)).toBeVisible()
    // "More" names the unread count once the notifications have loaded.
    await userEvent.click(
      await canvas.findByRole('button', { name: 'More, 3 unread notifications' }),
    )
    const drawer = within(await findDialog('More'))
    await userEvent.click(drawer.getByRole('button', { name: 'Notifications, 3 unread' }))
    const panel = within(await findDialog('Notifications'))
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog', { name: 'Notifications' })).toBeNull(),
    )
    await expect(drawer.getByRole('button', { name: 'Notifications, 3 unread' })).toHaveFocus()
  },
}

/** On a phone the main menu is a drawer from the menu button; a link closes it. */
export const PhoneDrawerMenu: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await home(canvas)).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Open the menu' }))
    const drawer = await findDialog('Main menu')
    const links = within(within(drawer).getByRole('navigation', { name: 'Main menu' }))
    await expect(links.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(links.getByRole('link', { name: 'Email' })).toBeVisible()
    await expect(links.getByRole('link', { name: 'Access control' })).toBeVisible()
    await expect(drawer.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    await expectNoSidewaysScroll()
  },
}

/** On a phone the customizer opens from its edge button as a drawer that fits the screen. */
export const PhoneCustomizer: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await home(canvas)).toBeVisible()
    const trigger = canvas.getByRole('button', { name: 'Open the customizer' })
    await userEvent.click(trigger)
    // Its code loads on the first open.
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Theme customizer' },
      { timeout: 5000 },
    )
    await waitFor(() => expect(dialog).toBeVisible())
    const box = dialog.getBoundingClientRect()
    await expect(box.left).toBeGreaterThanOrEqual(0)
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth)
    const skin = within(within(dialog).getByRole('group', { name: 'Skin' }))
    await userEvent.click(skin.getByRole('radio', { name: 'Bordered' }))
    await waitFor(() => expect(skin.getByRole('radio', { name: 'Bordered' })).toBeChecked())
    await expectNoSidewaysScroll()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the customizer' }))
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}
