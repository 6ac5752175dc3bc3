import { addDays, addMonths } from '../../machines/calendar/calendarDates'

/** The weeks of a month's grid (YYYY-MM-DD days), each starting on `firstDay` (0 Sunday). */
export function monthWeeks(month: string, firstDay: number): string[][] {
  const first = addMonths(month, 0)
  const weekday = new Date(`${first}T00:00:00.000Z`).getUTCDay()
  const start = addDays(first, -((weekday - firstDay + 7) % 7))
  const next = addMonths(month, 1)
  const weeks: string[][] = []
  for (let day = start; day < next; day = addDays(day, 7))
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(day, index)))
  return weeks
}

/** The week's days from `firstDay`, as 0 Sunday … 6 Saturday. */
export const weekdayOrder = (firstDay: number) =>
  Array.from({ length: 7 }, (_, index) => (firstDay + index) % 7)

/** A weekday's name through Intl ('narrow' for the grid's heading, 'long' for its full name). */
export function weekdayName(weekday: number, language: string, width: 'narrow' | 'long') {
  // 2026-03-15 is a Sunday.
  const day = new Date(Date.UTC(2026, 2, 15 + weekday))
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(day)
}

const utc = (date: string) => new Date(`${date}T00:00:00.000Z`)

export const monthTitle = (month: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utc(month),
  )

export const dayNumber = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', timeZone: 'UTC' }).format(utc(date))

export const fullDate = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(utc(date))

/** The day a key moves to in the grid: arrows by a day or a week, Home/End the week's ends. */
export function dayAfterKey(date: string, key: string, isRtl: boolean, firstDay: number) {
  const sideways = isRtl ? -1 : 1
  const weekday = (utc(date).getUTCDay() - firstDay + 7) % 7
  const moves: Record<string, number> = {
    ArrowRight: sideways,
    ArrowLeft: -sideways,
    ArrowDown: 7,
    ArrowUp: -7,
    Home: -weekday,
    End: 6 - weekday,
  }
  if (key === 'PageDown') return addMonths(date, 1)
  if (key === 'PageUp') return addMonths(date, -1)
  const by = moves[key]
  return by === undefined ? null : addDays(date, by)
}
