import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { calendarScenarios } from '../../../src/mocks/handlers/calendar'
import type { CalendarScreen } from '../../../src/screens/calendar/CalendarScreen'
import {
  calendarAt,
  calendarMeta,
  calendarWith,
  eventsFailing,
  expectAddress,
  findBoard,
  findEvent,
  queryEvent,
} from './calendarStory'

const meta = {
  ...calendarMeta,
  title: 'Screens/Calendar/Views',
} satisfies Meta<typeof CalendarScreen>

export default meta
type Story = StoryObj<typeof meta>

const pressed = (canvas: ReturnType<typeof within>, name: string) =>
  expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true')

export const PopulatedMonth: Story = {
  name: 'Populated (month)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible()
    await findBoard(canvas)
    await expect(canvas.getByRole('heading', { level: 2, name: 'March 2026' })).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'March 2026' })).toBeVisible()
    await pressed(canvas, 'Month')
    // An event's name: title, category and time (all-day events say so).
    await expect(await findEvent(canvas, 'Harbourline renewal call')).toHaveAccessibleName(
      /^Harbourline renewal call, Business, Tuesday, March 17, 2026, 3:00\s–\s3:45\sPM$/,
    )
    await expect(await findEvent(canvas, 'Release 4.2 rollout')).toHaveAccessibleName(
      'Release 4.2 rollout, Business, all day Thursday, March 19, 2026',
    )
    // An event over two weeks shows in both.
    await expect(
      await canvas.findAllByRole('button', { name: /^Family weekend at the lake,/ }),
    ).toHaveLength(2)
    const sidebar = within(canvas.getByRole('complementary', { name: 'Calendars and dates' }))
    for (const name of ['View all', 'Personal', 'Business', 'Family', 'Holiday', 'ETC'])
      await expect(sidebar.getByRole('checkbox', { name })).toBeChecked()
    // The mini month marks today, the day shown.
    await expect(sidebar.getByRole('button', { name: 'Monday, March 16, 2026' })).toHaveAttribute(
      'aria-current',
      'date',
    )
    await expectAddress(canvas, '/apps/calendar')
  },
}

export const PopulatedWeek: Story = {
  name: 'Populated (week)',
  parameters: calendarAt('?view=week'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findBoard(canvas)
    await pressed(canvas, 'Week')
    await expect(
      canvas.getByRole('heading', { level: 2, name: /^Mar 15\s–\s21, 2026$/ }),
    ).toBeVisible()
    await expect(canvas.getByRole('columnheader', { name: 'March 16, 2026' })).toBeVisible()
    await expect(await findEvent(canvas, 'Team lunch')).toBeVisible()
    await expect(await findEvent(canvas, 'Release 4.2 rollout')).toBeVisible()
    // Next week: the next week's events, in the address too; Today comes back.
    await userEvent.click(canvas.getByRole('button', { name: 'Next week' }))
    await expect(await findEvent(canvas, 'Quarterly all-hands')).toBeVisible()
    await expect(queryEvent(canvas, 'Team lunch')).toBeNull()
    await expectAddress(canvas, '/apps/calendar?view=week&date=2026-03-23')
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }))
    await expect(await findEvent(canvas, 'Team lunch')).toBeVisible()
    await expectAddress(canvas, '/apps/calendar?view=week')
  },
}

/** The box an element scrolls in (not the page), if any. */
function scrollBoxOf(element: HTMLElement): HTMLElement | null {
  for (let box = element.parentElement; box; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box)
    if (/auto|scroll/.test(overflowY) && box.scrollHeight > box.clientHeight) return box
  }
  return null
}

/** Whether an element is scrolled into its box's view, the box not at its top (midnight). */
function inScrolledView(element: HTMLElement) {
  const box = scrollBoxOf(element)
  if (!box || box.scrollTop === 0) return false
  const outer = box.getBoundingClientRect()
  const inner = element.getBoundingClientRect()
  return inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1
}

/** How much of an event's title its box shows, in px (a narrow column cuts the rest). */
function titleShownWidth(event: HTMLElement) {
  const text = event.querySelector('.cea-calendar-event__text')
  const title = event.querySelector('.cea-calendar-event__title')
  if (!text || !title) return 0
  const box = text.getBoundingClientRect()
  const shown = title.getBoundingClientRect()
  return Math.max(0, Math.min(box.right, shown.right) - Math.max(box.left, shown.left))
}

export const WorkingHours: Story = {
  name: 'Week opens at working hours (tablet)',
  // At 768 px a week's columns are narrow: a short event's time alone fills its line.
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  parameters: calendarAt('?view=week'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findBoard(canvas)
    // The time grid scrolls in its own box and opens at 8:00: the 8:00 appointment is in view.
    const morning = await findEvent(canvas, 'Dentist appointment')
    await waitFor(() => expect(inScrolledView(morning)).toBe(true))
    // A 45-minute event in a week's column shows its title (the start of it at least), then its time.
    const call = await findEvent(canvas, 'Harbourline renewal call')
    await expect(titleShownWidth(call)).toBeGreaterThanOrEqual(40)
  },
}

export const PopulatedDay: Story = {
  name: 'Populated (day)',
  parameters: calendarAt('?view=day&date=2026-03-17'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findBoard(canvas)
    await pressed(canvas, 'Day')
    await expect(canvas.getByRole('heading', { level: 2, name: 'March 17, 2026' })).toBeVisible()
    await expect(await findEvent(canvas, 'Harbourline renewal call')).toBeVisible()
    await expect(queryEvent(canvas, 'Dentist appointment')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }))
    await expect(await findEvent(canvas, 'Dentist appointment')).toBeVisible()
    await expectAddress(canvas, '/apps/calendar?view=day&date=2026-03-18')
  },
}

export const PopulatedList: Story = {
  name: 'Populated (list)',
  parameters: calendarAt('?view=list'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findBoard(canvas)
    await pressed(canvas, 'List')
    const days = canvas.getByRole('list', { name: 'March 2026' })
    const march19 = within(within(days).getByRole('listitem', { name: 'March 19, 2026' }))
    await expect(march19.getAllByRole('button').map((button) => button.textContent)).toEqual([
      expect.stringContaining('Release 4.2 rollout'),
      expect.stringContaining('Design review: filters panel'),
    ])
    // Switching views keeps the day and the categories; the address follows.
    await userEvent.click(canvas.getByRole('button', { name: 'Month' }))
    await expect(canvas.getByRole('table', { name: 'March 2026' })).toBeVisible()
    await expectAddress(canvas, '/apps/calendar')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { calendar: calendarScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const loading = await canvas.findByText('Loading events…')
    await expect(loading).toBeVisible()
    await expect(loading.closest('[role="status"]')).not.toBeNull()
    // The grid is there to pick a day from, with no events yet.
    await expect(await canvas.findByRole('table', { name: 'March 2026' })).toBeVisible()
    await expect(queryEvent(canvas, 'Team lunch')).toBeNull()
  },
}

const eventsCall = eventsFailing()

export const LoadError: Story = {
  name: 'Error',
  parameters: calendarWith(eventsCall.handler),
  beforeEach: () => eventsCall.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent(
      'The calendar could not be reached. Check your connection and try again.',
    )
    eventsCall.recover()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await findEvent(canvas, 'Team lunch')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const NoCalendarsChosen: Story = {
  name: 'No events: no calendar chosen',
  parameters: calendarAt('?calendars='),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('No calendar is chosen. Choose one, or view all of them.'),
    ).toBeVisible()
    const sidebar = within(canvas.getByRole('complementary', { name: 'Calendars and dates' }))
    await expect(sidebar.getByRole('checkbox', { name: 'Business' })).not.toBeChecked()
    await expect(queryEvent(canvas, 'Team lunch')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'View all' }))
    await expect(await findEvent(canvas, 'Team lunch')).toBeVisible()
    await expect(sidebar.getByRole('checkbox', { name: 'View all' })).toBeChecked()
    await expectAddress(canvas, '/apps/calendar')
  },
}

export const NoEventsForFilters: Story = {
  name: 'No events for the chosen filters',
  parameters: {
    ...calendarAt('?calendars=Holiday&calendars=ETC'),
    msw: { handlers: { calendar: calendarScenarios.empty } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No events in the chosen calendars.')).toBeVisible()
    const sidebar = within(canvas.getByRole('complementary', { name: 'Calendars and dates' }))
    await expect(sidebar.getByRole('checkbox', { name: 'Holiday' })).toBeChecked()
    await expect(sidebar.getByRole('checkbox', { name: 'Personal' })).not.toBeChecked()
    await expect(sidebar.getByRole('checkbox', { name: 'View all' })).toBePartiallyChecked()
    await expect(canvas.getAllByRole('button', { name: 'View all' })).toHaveLength(1)
  },
}

export const FiltersAndDates: Story = {
  name: 'Filters and the mini month',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findBoard(canvas)
    const sidebar = within(canvas.getByRole('complementary', { name: 'Calendars and dates' }))
    // Business off: its events leave, the others stay, the address says which are shown.
    await userEvent.click(sidebar.getByRole('checkbox', { name: 'Business' }))
    await waitFor(() => expect(queryEvent(canvas, 'Harbourline renewal call')).toBeNull())
    await expect(await findEvent(canvas, 'Team lunch')).toBeVisible()
    await expectAddress(
      canvas,
      '/apps/calendar?calendars=Personal&calendars=Family&calendars=Holiday&calendars=ETC',
    )
    // The mini month jumps the calendar to a day of another month.
    await userEvent.click(sidebar.getByRole('button', { name: 'Next month' }))
    await userEvent.click(sidebar.getByRole('button', { name: 'Tuesday, April 7, 2026' }))
    await expect(canvas.getByRole('heading', { level: 2, name: 'April 2026' })).toBeVisible()
    await expect(await findEvent(canvas, 'Vacation')).toBeVisible()
    await expect(
      sidebar.getByRole('button', { name: 'Tuesday, April 7, 2026' }).closest('[role="gridcell"]'),
    ).toHaveAttribute('aria-selected', 'true')
    await expectAddress(
      canvas,
      '/apps/calendar?date=2026-04-07&calendars=Personal&calendars=Family&calendars=Holiday&calendars=ETC',
    )
    // The keyboard moves between days: one tab stop, arrows.
    sidebar.getByRole('button', { name: 'Tuesday, April 7, 2026' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(sidebar.getByRole('button', { name: 'Wednesday, April 8, 2026' })).toHaveFocus()
  },
}
