import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import type { RolesScreen } from '../../../src/screens/roles/RolesScreen'
import {
  box,
  cardNames,
  cardOf,
  findCards,
  findRoleUsers,
  holdersOf,
  nameField,
  openAddRole,
  rolesMeta,
  sampleRoles,
  selectAll,
  userRows,
} from './rolesStory'

const meta = {
  ...rolesMeta,
  title: 'Screens/Roles/Appearance',
} satisfies Meta<typeof RolesScreen>

export default meta
type Story = StoryObj<typeof meta>

const rect = (element: Element) => element.getBoundingClientRect()

/** Nothing on the page scrolls sideways. */
const expectNoSidewaysScroll = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)

/** A phone: the cards one under another, nothing scrolls sideways; the dialog fits too. */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(window.innerWidth).toBeLessThanOrEqual(360)
    const cards = await findCards(canvas)
    await expect(cardNames(cards)).toHaveLength(sampleRoles.length + 1)
    // Stacked: each card under the one before, as wide, within the screen.
    const items = within(cards).getAllByRole('listitem')
    for (const [index, item] of items.entries()) {
      await expect(rect(item).left).toBeGreaterThanOrEqual(0)
      await expect(rect(item).right).toBeLessThanOrEqual(window.innerWidth)
      const before = items[index - 1]
      if (before) {
        await expect(rect(item).top).toBeGreaterThanOrEqual(rect(before).bottom)
        await expect(Math.abs(rect(item).left - rect(before).left)).toBeLessThan(1)
      }
    }
    const manager = within(cardOf(canvas, 'Manager'))
    await expect(manager.getByText(`Users: ${holdersOf('Manager')}`)).toBeVisible()
    for (const name of ['Edit role', 'Show users', 'Delete Manager']) {
      const button = rect(manager.getByRole('button', { name }))
      await expect(button.left).toBeGreaterThanOrEqual(0)
      await expect(button.right).toBeLessThanOrEqual(window.innerWidth)
    }
    await expect(userRows(await findRoleUsers(canvas))).toHaveLength(10)
    await expectNoSidewaysScroll()
    // The dialog fits the screen, its field and buttons within reach; the matrix scrolls inside it.
    const dialog = await openAddRole(canvas)
    await expect(rect(dialog).left).toBeGreaterThanOrEqual(0)
    await expect(rect(dialog).right).toBeLessThanOrEqual(window.innerWidth)
    const form = within(dialog)
    await expect(nameField(form)).toBeVisible()
    await expect(rect(nameField(form)).right).toBeLessThanOrEqual(rect(dialog).right)
    await expect(selectAll(form)).toBeVisible()
    await expect(rect(box(form, 'Users', 'Read')).left).toBeGreaterThanOrEqual(rect(dialog).left)
    for (const name of ['Cancel', 'Add role']) {
      const button = rect(form.getByRole('button', { name }))
      await expect(button.left).toBeGreaterThanOrEqual(0)
      await expect(button.right).toBeLessThanOrEqual(window.innerWidth)
      await expect(button.bottom).toBeLessThanOrEqual(window.innerHeight)
    }
    await expectNoSidewaysScroll()
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const cards = await findCards(canvas)
    await expect(cards.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await expect(cardNames(cards)).toHaveLength(sampleRoles.length + 1)
    await expect(
      within(cardOf(canvas, 'Administrator')).getByText('Access to 15 of 15 areas'),
    ).toBeVisible()
    await expect(userRows(await findRoleUsers(canvas))).toHaveLength(10)
    await expect(canvas.getByRole('button', { name: 'Add role' })).toBeVisible()
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'الأدوار' })).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    const cards = await findCards(canvas, 'الأدوار')
    // The roles keep their stored names; the words around them are Arabic, the numbers too.
    await expect(cardNames(cards)).toEqual([...sampleRoles.map((role) => role.name), 'دور جديد'])
    const number = new Intl.NumberFormat('ar')
    await expect(
      within(cardOf(canvas, 'Manager')).getByText(
        `المستخدمون: ${number.format(holdersOf('Manager'))}`,
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'إضافة دور' })).toBeVisible()
    await expect(
      within(cardOf(canvas, 'Manager')).getByRole('button', { name: 'عرض المستخدمين' }),
    ).toBeVisible()
    const table = await findRoleUsers(canvas, 'جميع المستخدمين')
    await expect(userRows(table)).toHaveLength(10)
    await expect(canvas.getByRole('searchbox', { name: 'البحث عن مستخدمين' })).toBeVisible()
    // The first card and the table's first column (the users) are on the right.
    const [first, second] = within(cards).getAllByRole('listitem')
    if (!first || !second) throw new Error('Fewer than two cards')
    await expect(rect(first).left).toBeGreaterThan(rect(second).left)
    const user = within(table).getByRole('columnheader', { name: 'المستخدم' })
    const status = within(table).getByRole('columnheader', { name: 'الحالة' })
    await expect(rect(user).left).toBeGreaterThan(rect(status).left)
  },
}
