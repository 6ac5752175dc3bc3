import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import type { PermissionsScreen } from '../../../src/screens/permissions/PermissionsScreen'
import {
  findPermissionsTable,
  nameField,
  openAddPermission,
  permissionRows,
  permissionsMeta,
  rolesOf,
  rowOf,
} from './permissionsStory'

const meta = {
  ...permissionsMeta,
  title: 'Screens/Permissions/Appearance',
} satisfies Meta<typeof PermissionsScreen>

export default meta
type Story = StoryObj<typeof meta>

const box = (element: Element) => element.getBoundingClientRect()

/** A phone: each row is a card (name, then roles under it), nothing scrolls sideways. */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findPermissionsTable(canvas)
    await expect(permissionRows(table)).toHaveLength(9)
    const row = rowOf(table, 'Project Planning')
    const name = within(row).getByRole('rowheader', { name: 'Project Planning' })
    const role = within(row).getByText('Manager')
    const rename = within(row).getByRole('button', { name: 'Rename Project Planning' })
    // Stacked: the roles on the line under the name, the buttons at the card's end.
    await expect(box(role).top).toBeGreaterThanOrEqual(box(name).bottom - 1)
    await expect(box(rename).left).toBeGreaterThan(box(name).left)
    await expect(box(row).right).toBeLessThanOrEqual(window.innerWidth)
    // The date reads as "Created  May 20, 2025" on its own line.
    await expect(within(row).getByText('Created')).toBeVisible()
    await expect(within(row).getByText('May 20, 2025')).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    // The dialog fits the screen, its field and buttons within reach.
    const dialog = await openAddPermission(canvas)
    await expect(box(dialog).left).toBeGreaterThanOrEqual(0)
    await expect(box(dialog).right).toBeLessThanOrEqual(window.innerWidth)
    const form = within(dialog)
    await expect(nameField(form)).toBeVisible()
    for (const name of ['Cancel', 'Add permission']) {
      const button = box(form.getByRole('button', { name }))
      await expect(button.left).toBeGreaterThanOrEqual(0)
      await expect(button.right).toBeLessThanOrEqual(window.innerWidth)
      await expect(button.bottom).toBeLessThanOrEqual(window.innerHeight)
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findPermissionsTable(canvas)
    await expect(table.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await expect(permissionRows(table)).toHaveLength(9)
    await expect(rolesOf(rowOf(table, 'Project Planning'))).toEqual([
      'Administrator',
      'Manager',
      'User',
    ])
    await expect(canvas.getByRole('button', { name: 'Add permission' })).toBeVisible()
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'الأذونات' })).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    const table = await findPermissionsTable(canvas, 'قائمة الأذونات')
    await expect(permissionRows(table)).toHaveLength(9)
    await expect(rolesOf(rowOf(table, 'Project Planning'))).toEqual(['مسؤول', 'مدير', 'مستخدم'])
    await expect(canvas.getByRole('searchbox', { name: 'البحث في الأذونات' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'إضافة صلاحية' })).toBeVisible()
    await expect(canvas.getByText('عرض 1 إلى 9 من 9')).toBeVisible()
    // The first column (the names) is on the right.
    const name = within(table).getByRole('columnheader', { name: 'الاسم' })
    const created = within(table).getByRole('columnheader', { name: 'تاريخ الإنشاء' })
    await expect(box(name).left).toBeGreaterThan(box(created).left)
  },
}
