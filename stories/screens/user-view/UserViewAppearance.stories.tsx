import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import type { UserViewScreen } from '../../../src/screens/user-view/UserViewScreen'
import { expectScrollRegionsReachable } from '../../support/scrollRegions'
import { findUserCard, userViewMeta } from './userViewStory'

const meta = {
  ...userViewMeta,
  title: 'Screens/Users/User view appearance',
} satisfies Meta<typeof UserViewScreen>

export default meta
type Story = StoryObj<typeof meta>

const box = (element: Element) => element.getBoundingClientRect()

/** A phone: one column (card, plan, then the tabs), nothing scrolls sideways. */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = await findUserCard(canvas)
    const plan = canvas.getByRole('region', { name: 'Current plan' })
    const timeline = canvas.getByRole('region', { name: 'Activity timeline' })
    await expect(box(plan).top).toBeGreaterThanOrEqual(box(card).bottom - 1)
    await expect(box(timeline).top).toBeGreaterThanOrEqual(box(plan).bottom - 1)
    await expect(box(card).right).toBeLessThanOrEqual(window.innerWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    // Every tab in view (wrapped, none folded into a "More" menu), and the invoices as a list.
    const tabs = canvas.getByRole('navigation', { name: 'User sections' })
    for (const name of ['Account', 'Security', 'Billing & plans', 'Notifications'])
      await expect(within(tabs).getByRole('link', { name })).toBeVisible()
    const invoices = canvas.getByRole('list', { name: 'Invoice list' })
    await expect(within(invoices).getAllByRole('listitem').length).toBeGreaterThan(0)
    // The tables that scroll sideways on a phone can be reached by keyboard.
    await expectScrollRegionsReachable(canvasElement)
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = await findUserCard(canvas)
    await expect(card.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await expect(within(card).getByRole('button', { name: 'Edit' })).toBeVisible()
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'تفاصيل المستخدم' }),
    ).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    const card = await findUserCard(canvas)
    await expect(within(card).getByRole('button', { name: 'تعديل' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'الحساب' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // Two columns: the card on the right, the tabs to its left.
    const tabs = canvas.getByRole('navigation', { name: 'أقسام المستخدم' })
    await expect(box(card).left).toBeGreaterThan(box(tabs).left)
  },
}
