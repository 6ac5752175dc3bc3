import type { TFunction } from 'i18next'
import type { CalendarCategory, CalendarEvent } from '../../api/types/calendar'
import type { CalendarNotice } from '../../machines/calendar/calendarMachine'
import type { EventField, EventFieldError } from '../../machines/calendar/calendarEditorRules'
import type { CalendarFailure } from '../../machines/calendar/calendarFailure'

export const categoryText = (t: TFunction, category: CalendarCategory) =>
  t(`calendar.category.${category}`)

export const failureText = (t: TFunction, failure: CalendarFailure | null) =>
  failure?.reason === 'rejected'
    ? t('calendar.errors.rejected', { message: failure.message })
    : t('calendar.errors.unavailable')

/** A field's problem in words; the back end's own sentence as it came. */
export function fieldErrorText(
  t: TFunction,
  field: EventField,
  error: EventFieldError | undefined,
) {
  if (!error) return null
  if (error.code === 'server') return error.message
  if (error.code === 'required')
    return field === 'title'
      ? t('calendar.editor.errors.titleRequired')
      : t('calendar.editor.errors.required')
  return t(`calendar.editor.errors.${error.code}`)
}

/** The toast's sentence. */
export function noticeText(t: TFunction, notice: CalendarNotice): string {
  const title = notice.event.title
  if (notice.kind !== 'failed') return t(`calendar.notice.${notice.kind}`, { title })
  return `${t(`calendar.notice.failed.${notice.action}`, { title })} ${failureText(t, notice.failure)}`
}

const dayMs = 24 * 60 * 60 * 1000

/**
 * When an event is, through Intl in the UI's language: "Tuesday, March 17, 2026, 3:00 – 3:45 PM",
 * or its days for an all-day event ("Tuesday, March 31 – Thursday, April 2, 2026").
 */
export function eventWhenText(event: CalendarEvent, language: string): string {
  const start = new Date(event.start)
  if (event.allDay) {
    const lastDay = new Date(Math.max(start.getTime(), Date.parse(event.end) - dayMs))
    return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).formatRange(
      start,
      lastDay,
    )
  }
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).formatRange(
    start,
    new Date(event.end),
  )
}

/** An event's accessible name: title, category and time. */
export const eventLabel = (t: TFunction, event: CalendarEvent, language: string) =>
  t('calendar.event.label', {
    title: event.title,
    category: categoryText(t, event.extendedProps.calendar),
    when: event.allDay
      ? t('calendar.event.allDay', { days: eventWhenText(event, language) })
      : eventWhenText(event, language),
  })
