import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import type { CalendarScreen } from '../../../src/screens/calendar/CalendarScreen'
import {
  calendarMeta,
  calendarWith,
  dayCell,
  dialogsClosed,
  dragOnto,
  expectAddress,
  expectToast,
  findBoard,
  findDialog,
  findEvent,
  updatesFail,
} from './calendarStory'

const meta = {
  ...calendarMeta,
  title: 'Screens/Calendar/Appearance',
} satisfies Meta<typeof CalendarScreen>

export default meta
type Story = StoryObj<typeof meta>

const box = (element: Element) => element.getBoundingClientRect()

export const DragFailed: Story = {
  name: 'Drag failed and rolled back',
  parameters: calendarWith(updatesFail()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findBoard(canvas)
    const rollout = await findEvent(canvas, 'Release 4.2 rollout')
    await expect(dayCell(canvasElement, '2026-03-19')).toContainElement(rollout)
    dragOnto(rollout, dayCell(canvasElement, '2026-03-20'))
    await expectToast(
      '“Release 4.2 rollout” could not be moved and is back where it was. The calendar could not be reached. Check your connection and try again.',
    )
    // Back on its day, with its name unchanged.
    await waitFor(async () =>
      expect(dayCell(canvasElement, '2026-03-19')).toContainElement(
        await findEvent(canvas, 'Release 4.2 rollout'),
      ),
    )
    await expect(
      within(dayCell(canvasElement, '2026-03-20')).queryByRole('button', {
        name: /^Release 4.2 rollout/,
      }),
    ).toBeNull()
  },
}

export const DragMoved: Story = {
  name: 'Drag to another day',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findBoard(canvas)
    dragOnto(await findEvent(canvas, 'Release 4.2 rollout'), dayCell(canvasElement, '2026-03-20'))
    await waitFor(async () =>
      expect(await findEvent(canvas, 'Release 4.2 rollout')).toHaveAccessibleName(
        'Release 4.2 rollout, Business, all day Friday, March 20, 2026',
      ),
    )
    await expect(dayCell(canvasElement, '2026-03-20')).toContainElement(
      await findEvent(canvas, 'Release 4.2 rollout'),
    )
  },
}

export const Phone: Story = {
  name: 'Phone (list view)',
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findBoard(canvas)
    // The list is the phone's view; the sidebar is a drawer.
    await expect(canvas.getByRole('button', { name: 'List' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(canvas.getByRole('list', { name: 'March 2026' })).toBeVisible()
    await expect(canvas.queryByRole('complementary')).toBeNull()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    const lunch = await findEvent(canvas, 'Team lunch')
    await expect(box(lunch).right).toBeLessThanOrEqual(window.innerWidth)
    await userEvent.click(canvas.getByRole('button', { name: 'Calendars and dates' }))
    const drawer = within(await findDialog('Calendars and dates'))
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Personal' }))
    await expect(drawer.getByRole('checkbox', { name: 'Personal' })).not.toBeChecked()
    await userEvent.click(drawer.getByRole('button', { name: 'Tuesday, March 17, 2026' }))
    await dialogsClosed()
    await expectAddress(
      canvas,
      '/apps/calendar?date=2026-03-17&calendars=Business&calendars=Family&calendars=Holiday&calendars=ETC',
    )
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const PhoneMonth: Story = {
  name: 'Phone (month)',
  globals: phoneViewport,
  parameters: { router: { initialEntry: '/apps/calendar?view=month', path: '/apps/calendar' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findBoard(canvas)
    await expect(canvas.getByRole('table', { name: 'March 2026' })).toBeVisible()
    // A narrow day shows how many events it has (once FullCalendar has measured the cells);
    // the button opens that day.
    const march19 = within(dayCell(canvasElement, '2026-03-19'))
    await userEvent.click(await march19.findByRole('button', { name: 'More events: 2' }))
    await expect(await findEvent(canvas, 'Release 4.2 rollout')).toBeVisible()
    await expect(await findEvent(canvas, 'Design review: filters panel')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Day' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expectAddress(canvas, '/apps/calendar?view=day&date=2026-03-19')
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findBoard(canvas)
    const rollout = await findEvent(canvas, 'Release 4.2 rollout')
    await expect(rollout.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await expect(await findEvent(canvas, 'Team lunch')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add event' })).toBeVisible()
  },
}

export const RightToLeft: Story = {
  name: 'RTL',
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const board = await findBoard(canvas)
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    // The sidebar is on the right; the week runs from right to left.
    const sidebar = canvas.getByRole('complementary', { name: 'Calendars and dates' })
    await expect(box(sidebar).left).toBeGreaterThan(box(board).left)
    const grid = within(canvas.getByRole('table', { name: 'March 2026' }))
    const sunday = grid.getByRole('columnheader', { name: 'Sunday' })
    const monday = grid.getByRole('columnheader', { name: 'Monday' })
    await expect(box(sunday).left).toBeGreaterThan(box(monday).left)
    await expect(await findEvent(canvas, 'Team lunch')).toBeVisible()
  },
}

export const Arabic: Story = {
  globals: { lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'التقويم' })).toBeVisible()
    await findBoard(canvas)
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    // The week starts on Saturday in Arabic; words and dates are Arabic.
    const headers = within(canvas.getByRole('table')).getAllByRole('columnheader')
    await expect(headers[0]).toHaveAccessibleName('السبت')
    await expect(canvas.getByRole('button', { name: 'إضافة حدث' })).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: 'عمل' })).toBeChecked()
    await expect(
      await canvas.findByRole('button', { name: /^Release 4.2 rollout، عمل، طوال اليوم/ }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'شهر' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}
