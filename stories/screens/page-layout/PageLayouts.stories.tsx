import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { PageLayoutPreview, pageLayoutStory } from './PageLayoutPreview'

const meta = {
  title: 'Screens/Page layouts/Page layout',
  component: PageLayoutPreview,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageLayoutPreview>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const heading = (canvas: Canvas, name: string) =>
  canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 })
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** The menu shows its icons only; expanding it there shows the person's own (expanded) menu. */
export const CollapsedMenu: Story = {
  ...pageLayoutStory('collapsed-menu'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await heading(canvas, 'Collapsed Menu')).toBeVisible()
    const expand = canvas.getByRole('button', { name: 'Expand the menu' })
    await expect(expand).toHaveAttribute('aria-pressed', 'true')
    const menu = canvas.getByRole('navigation', { name: 'Main menu' })
    await expect(within(menu).queryByRole('heading', { name: 'UI kit' })).toBeNull()
    await userEvent.click(expand)
    await expect(canvas.getByRole('button', { name: 'Collapse the menu' })).toBeVisible()
    await expect(within(menu).getByRole('heading', { name: 'UI kit' })).toBeVisible()
  },
}

/** Boxed content, while the person's own setting (full width) is what the customizer shows. */
export const LayoutBoxed: Story = {
  ...pageLayoutStory('layout-boxed'),
  parameters: {
    ...pageLayoutStory('layout-boxed').parameters,
    preferences: { contentWidth: 'full' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const title = await heading(canvas, 'Boxed Layout')
    await expect(title.closest('[data-content-width]')).toHaveAttribute(
      'data-content-width',
      'boxed',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Set it in the customizer' }))
    const customizer = await body(canvasElement).findByRole('dialog', { name: 'Theme customizer' })
    await expect(await within(customizer).findByRole('radio', { name: 'Full width' })).toBeChecked()
  },
}

/** No menu beside the page: the navbar's menu button opens it over the page. */
export const WithoutMenu: Story = {
  ...pageLayoutStory('without-menu'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await heading(canvas, 'Without Menu')).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull()
    await userEvent.click(await canvas.findByRole('button', { name: 'Open the menu' }))
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Main menu' })
    await expect(within(drawer).getByRole('link', { name: 'Without Menu' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** The frame without navbar, menu or footer; a link leads back home. */
export const LayoutEmpty: Story = {
  ...pageLayoutStory('layout-empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await heading(canvas, 'Empty Layout')).toBeVisible()
    await expect(canvas.queryByRole('banner', { name: 'Toolbar' })).toBeNull()
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull()
    await expect(canvas.queryByRole('contentinfo')).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  },
}

/** No frame at all, like the sign-in page, at a phone's width. */
export const LayoutBlankPhone: Story = {
  ...pageLayoutStory('layout-blank'),
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await heading(canvas, 'Blank Layout')).toBeVisible()
    await expect(canvas.queryByRole('main')).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toBeVisible()
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}

/** In Arabic, right to left: the collapsed menu stands on the right of the page. */
export const CollapsedMenuRightToLeft: Story = {
  ...pageLayoutStory('collapsed-menu'),
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await heading(canvas, 'قائمة مطوية')).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(canvas.getByRole('button', { name: 'توسيع القائمة' })).toBeVisible()
    const menuBox = canvas
      .getByRole('navigation', { name: 'القائمة الرئيسية' })
      .getBoundingClientRect()
    await expect(menuBox.left).toBeGreaterThan(
      canvas.getByRole('main').getBoundingClientRect().left,
    )
  },
}
