// Calendar days written YYYY-MM-DD and times HH:mm: the drawer's fields, the URL's date and the
// steps of the toolbar's previous / next. Days are counted in UTC, so no time zone moves them.

const dayMs = 24 * 60 * 60 * 1000
const pad = (value: number) => String(value).padStart(2, '0')

/** A real calendar day written YYYY-MM-DD. */
export function isDateKey(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const day = new Date(`${value}T00:00:00.000Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value
}

/** A time of day written HH:mm (24 hours). */
export const isTimeKey = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value)

/** The day `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * dayMs).toISOString().slice(0, 10)
}

/** The first of the month `months` after `date`'s month. */
export function addMonths(date: string, months: number): string {
  const day = new Date(`${date}T00:00:00.000Z`)
  const first = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1))
  return first.toISOString().slice(0, 10)
}

/** The viewer's calendar day of an instant. */
export const localDateKey = (at: Date) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`

/** The viewer's clock time of an instant. */
export const localTimeKey = (at: Date) => `${pad(at.getHours())}:${pad(at.getMinutes())}`

/** The instant of a day and time on the viewer's clock, as ISO (UTC). */
export const localInstant = (date: string, time: string) =>
  new Date(`${date}T${time}:00`).toISOString()

/** Midnight UTC of a day: how an all-day event's days are stored. */
export const utcMidnight = (date: string) => `${date}T00:00:00.000Z`
