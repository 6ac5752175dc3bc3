import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import type { UsersListScreen } from '../../../src/screens/users/UsersListScreen'
import {
  expectStats,
  findUsersTable,
  openAddUser,
  rowOf,
  statCard,
  userRows,
  usersMeta,
} from './usersStory'

const meta = {
  ...usersMeta,
  title: 'Screens/Users/Appearance',
} satisfies Meta<typeof UsersListScreen>

export default meta
type Story = StoryObj<typeof meta>

const box = (element: Element) => element.getBoundingClientRect()

/** A phone: each row is a card (name, then role under it), nothing scrolls sideways. */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findUsersTable(canvas)
    await expect(userRows(table)).toHaveLength(10)
    const row = rowOf(table, 'Aiko Suzuki')
    const name = within(row).getByRole('rowheader', { name: /^Aiko Suzuki/ })
    const role = within(row).getByText('Editor')
    const remove = within(row).getByRole('button', { name: 'Delete Aiko Suzuki' })
    // Stacked: the role on the line under the name, the delete button at the card's end.
    await expect(box(role).top).toBeGreaterThanOrEqual(box(name).bottom - 1)
    await expect(box(remove).left).toBeGreaterThan(box(name).left)
    await expect(box(row).right).toBeLessThanOrEqual(window.innerWidth)
    // The plan reads as "Plan  Company" on its own line.
    await expect(within(row).getByText('Plan')).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    // The add-user drawer takes the whole screen.
    const dialog = await openAddUser(canvas)
    await expect(Math.round(box(dialog).width)).toBe(window.innerWidth)
    await expect(Math.round(box(dialog).height)).toBe(window.innerHeight)
    await expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findUsersTable(canvas)
    await expect(table.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await expect(userRows(table)).toHaveLength(10)
    await expectStats(canvas, { 'Total users': 50 })
    await expect(canvas.getByRole('button', { name: 'Add user' })).toBeVisible()
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'المستخدمون' })).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    const table = await findUsersTable(canvas, 'قائمة المستخدمين')
    await expect(userRows(table)).toHaveLength(10)
    await expect(statCard(canvas, 'إجمالي المستخدمين', 'أعداد المستخدمين')).toHaveTextContent('50')
    await expect(canvas.getByRole('searchbox', { name: 'البحث عن مستخدمين' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'إضافة مستخدم' })).toBeVisible()
    await expect(canvas.getByText('عرض 1 إلى 10 من 50')).toBeVisible()
    // The pager in Arabic too (Primer writes its own in English only).
    const pages = canvas.getByRole('navigation', { name: 'الصفحات' })
    await expect(within(pages).getByRole('button', { name: 'التالي' })).toBeEnabled()
    await expect(within(pages).getByRole('button', { name: 'السابق' })).toBeDisabled()
    await expect(within(pages).getByRole('button', { name: 'الصفحة 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // The first column (the checkboxes) is on the right.
    const header = within(table).getByRole('columnheader', { name: 'المستخدم' })
    const select = within(table).getByRole('checkbox', { name: 'تحديد الكل في هذه الصفحة' })
    await expect(box(select).left).toBeGreaterThan(box(header).left)
  },
}
