import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import type { TodoScreen } from '../../../src/screens/todo/TodoScreen'
import {
  dialogsClosed,
  expectAddress,
  findDialog,
  findTaskList,
  rowOf,
  sampleTitles,
  shownTitles,
  todoMeta,
} from './todoStory'

const meta = {
  ...todoMeta,
  title: 'Screens/Todo/Appearance',
} satisfies Meta<typeof TodoScreen>

export default meta
type Story = StoryObj<typeof meta>

const box = (element: Element) => element.getBoundingClientRect()

export const PhoneDrawer: Story = {
  name: 'Drawer on a phone',
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await findTaskList(canvas)
    await expect(canvas.queryByRole('complementary', { name: 'Task filters' })).toBeNull()
    const row = rowOf(list, 'Interview candidates for the data team')
    await expect(box(row).right).toBeLessThanOrEqual(window.innerWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    await userEvent.click(canvas.getByRole('button', { name: 'Filters and tags' }))
    const drawer = within(await findDialog('Task filters'))
    await expect(drawer.getByRole('button', { name: 'Add task' })).toBeVisible()
    await userEvent.click(drawer.getByRole('link', { name: 'Important 4 in total' }))
    await dialogsClosed()
    await expectAddress(canvas, '/apps/todo?filter=important')
    await waitFor(() => expect(shownTitles(canvasElement)).toHaveLength(4))
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await findTaskList(canvas)
    await expect(list.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await expect(shownTitles(canvasElement)).toEqual(sampleTitles)
    await expect(canvas.getByRole('button', { name: 'Add task' })).toBeVisible()
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'المهام' })).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    const list = await findTaskList(canvas, 'المهام')
    await expect(shownTitles(canvasElement)).toEqual(sampleTitles)
    await expect(canvas.getByRole('searchbox', { name: 'البحث في المهام' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'إضافة مهمة' })).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: 'نقل Interview candidates for the data team' }),
    ).toBeVisible()
    // The sidebar is on the right of the list.
    const sidebar = canvas.getByRole('complementary', { name: 'عوامل تصفية المهام' })
    await expect(box(sidebar).left).toBeGreaterThan(box(list).left)
  },
}
