import {
  type CalendarCategory,
  calendarCategories,
  type CalendarEvent,
  type CalendarEventsQuery,
} from '../../api/types/calendar'
import { addDays, addMonths, isDateKey } from './calendarDates'

/** The calendar's views: FullCalendar's month grid, week and day time grids, and the month's list. */
export const calendarModes = ['month', 'week', 'day', 'list'] as const
export type CalendarMode = (typeof calendarModes)[number]

/**
 * What the calendar shows: a view, the day it shows (null: today) and the
 * categories shown (SPEC §9: all by default). It is both the machine's query
 * state and the URL: `/apps/calendar?view=week&date=2026-03-20&calendars=Business&calendars=Family`.
 * The view's default is the device's (month, or the list on phones) and stays out of the URL.
 */
export interface CalendarView {
  mode: CalendarMode
  date: string | null
  calendars: CalendarCategory[]
}

export const defaultCalendarView = (mode: CalendarMode = 'month'): CalendarView => ({
  mode,
  date: null,
  calendars: [...calendarCategories],
})

const oneOf =
  <Value extends string>(values: readonly Value[]) =>
  (value: string | null): value is Value =>
    values.some((candidate) => candidate === value)
const isMode = oneOf(calendarModes)
const isCategory = oneOf(calendarCategories)

/** In the sidebar's order, each once. */
export const inOrder = (calendars: readonly string[]): CalendarCategory[] =>
  calendarCategories.filter((category) => calendars.includes(category))

export const showsAll = (view: CalendarView) =>
  calendarCategories.every((category) => view.calendars.includes(category))

/**
 * Reads a view from URL search parameters. No `calendars` is all of them; an empty
 * `calendars=` is none; unknown values fall back to the defaults.
 */
export function viewFromSearch(search: URLSearchParams, defaultMode: CalendarMode): CalendarView {
  const mode = search.get('view')
  const date = search.get('date') ?? ''
  const calendars = search.getAll('calendars')
  return {
    mode: isMode(mode) ? mode : defaultMode,
    date: isDateKey(date) ? date : null,
    calendars: calendars.length === 0 ? [...calendarCategories] : inOrder(calendars),
  }
}

/** The search parameters of a view in a fixed order: only what differs from the defaults. */
export function searchFromView(view: CalendarView, defaultMode: CalendarMode): URLSearchParams {
  const search = new URLSearchParams()
  if (view.mode !== defaultMode) search.set('view', view.mode)
  if (view.date) search.set('date', view.date)
  if (!showsAll(view)) {
    const calendars = inOrder(view.calendars)
    if (calendars.length === 0) search.set('calendars', '')
    for (const calendar of calendars) search.append('calendars', calendar)
  }
  return search
}

export const sameView = (a: CalendarView, b: CalendarView) =>
  searchFromView(a, 'month').toString() === searchFromView(b, 'month').toString()

/** Whether the events to load differ (the mode and the date do not change what is loaded). */
export const sameCalendars = (a: CalendarView, b: CalendarView) =>
  inOrder(a.calendars).join() === inOrder(b.calendars).join()

/** The query of `GET /apps/calendar/events` for a view. */
export const queryOfView = (view: CalendarView): CalendarEventsQuery => ({
  calendars: inOrder(view.calendars),
})

/** Whether an event (as the client now knows it) belongs on the calendar of a view. */
export const belongsTo = (event: CalendarEvent, view: CalendarView) =>
  view.calendars.includes(event.extendedProps.calendar)

/** The day the calendar shows after the toolbar's previous (-1) or next (1) in a mode. */
export function shiftedDate(date: string, mode: CalendarMode, by: -1 | 1): string {
  if (mode === 'week') return addDays(date, 7 * by)
  if (mode === 'day') return addDays(date, by)
  return addMonths(date, by)
}

export function toggledCalendars(view: CalendarView, calendar: string): CalendarCategory[] {
  if (!isCategory(calendar)) return view.calendars
  return view.calendars.includes(calendar)
    ? view.calendars.filter((each) => each !== calendar)
    : inOrder([...view.calendars, calendar])
}
