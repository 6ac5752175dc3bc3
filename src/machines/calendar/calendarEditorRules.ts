import { serverFieldMessages } from '../../api/schemas/formIssues'
import { eventLimits, isWebLink } from '../../api/schemas/rules'
import type {
  CalendarCategory,
  CalendarEvent,
  CalendarGuest,
  NewCalendarEvent,
} from '../../api/types/calendar'
import {
  addDays,
  isDateKey,
  isTimeKey,
  localDateKey,
  localInstant,
  localTimeKey,
  utcMidnight,
} from './calendarDates'

/**
 * What the event drawer holds, as typed. Days are YYYY-MM-DD and times HH:mm on the
 * viewer's clock; an all-day event's end day is its last day (the stored end is the day after).
 */
export interface EventFields {
  title: string
  calendar: CalendarCategory
  allDay: boolean
  startDate: string
  startTime: string
  endDate: string
  endTime: string
  url: string
  guests: CalendarGuest[]
  location: string
  description: string
}

export type EventField = keyof EventFields

/** A field's problem: a code the screen words, or the back end's own sentence (`server`). */
export type EventFieldError =
  | {
      code:
        | 'required'
        | 'tooLong'
        | 'invalidDate'
        | 'invalidTime'
        | 'endNotAfterStart'
        | 'invalidUrl'
        | 'tooManyGuests'
    }
  | { code: 'server'; message: string }

export type EventFieldErrors = Partial<Record<EventField, EventFieldError>>

export { eventLimits }

/** A new event: on `date` from 09:00 to 10:00, in Business (the template's default). */
export function newEventFields(date: string): EventFields {
  return {
    title: '',
    calendar: 'Business',
    allDay: false,
    startDate: date,
    startTime: '09:00',
    endDate: date,
    endTime: '10:00',
    url: '',
    guests: [],
    location: '',
    description: '',
  }
}

/**
 * The days and times of a range FullCalendar selected (its `startStr` / `endStr`):
 * all-day ranges are dates with an exclusive end, timed ones instants.
 */
export function fieldsOfRange(range: {
  start: string
  end: string
  allDay: boolean
}): Partial<EventFields> {
  if (range.allDay) {
    const startDate = range.start.slice(0, 10)
    const endDate = addDays(range.end.slice(0, 10), -1)
    return { allDay: true, startDate, endDate: endDate < startDate ? startDate : endDate }
  }
  const start = new Date(range.start)
  const end = new Date(range.end)
  return {
    allDay: false,
    startDate: localDateKey(start),
    startTime: localTimeKey(start),
    endDate: localDateKey(end),
    endTime: localTimeKey(end),
  }
}

/** The drawer filled with a stored event, to edit it. */
export function fieldsOfEvent(event: CalendarEvent): EventFields {
  const { calendar, guests, location, description } = event.extendedProps
  const base = { title: event.title, calendar, url: event.url, guests, location, description }
  if (event.allDay) {
    const startDate = event.start.slice(0, 10)
    const lastDay = addDays(event.end.slice(0, 10), -1)
    return {
      ...newEventFields(startDate),
      ...base,
      allDay: true,
      endDate: lastDay < startDate ? startDate : lastDay,
    }
  }
  const start = new Date(event.start)
  const end = new Date(event.end)
  return {
    ...base,
    allDay: false,
    startDate: localDateKey(start),
    startTime: localTimeKey(start),
    endDate: localDateKey(end),
    endTime: localTimeKey(end),
  }
}

function checkMoments(fields: EventFields, errors: EventFieldErrors) {
  const checkDay = (field: 'startDate' | 'endDate') => {
    if (fields[field] === '') errors[field] = { code: 'required' }
    else if (!isDateKey(fields[field])) errors[field] = { code: 'invalidDate' }
  }
  checkDay('startDate')
  checkDay('endDate')
  if (!fields.allDay)
    for (const field of ['startTime', 'endTime'] as const) {
      if (fields[field] === '') errors[field] = { code: 'required' }
      else if (!isTimeKey(fields[field])) errors[field] = { code: 'invalidTime' }
    }
  if (Object.keys(errors).length > 0) return
  if (fields.allDay) {
    if (fields.endDate < fields.startDate) errors.endDate = { code: 'endNotAfterStart' }
    return
  }
  const start = localInstant(fields.startDate, fields.startTime)
  const end = localInstant(fields.endDate, fields.endTime)
  if (end <= start)
    errors[fields.endDate === fields.startDate ? 'endTime' : 'endDate'] = {
      code: 'endNotAfterStart',
    }
}

/** Every problem of the fields, by field; empty when they can be saved. */
export function checkEventFields(fields: EventFields): EventFieldErrors {
  const errors: EventFieldErrors = {}
  checkMoments(fields, errors)
  checkTexts(fields, errors)
  return errors
}

/**
 * The text fields against the back end's limits (those `src/api/schemas/calendar.ts` is built
 * from), without zod, so the calendar page loads no validation library.
 */
function checkTexts(fields: EventFields, errors: EventFieldErrors) {
  const title = fields.title.trim()
  if (title === '') errors.title = { code: 'required' }
  else if (title.length > eventLimits.title) errors.title = { code: 'tooLong' }
  const url = fields.url.trim()
  if (url.length > eventLimits.url) errors.url = { code: 'tooLong' }
  else if (url !== '' && !isWebLink(url)) errors.url = { code: 'invalidUrl' }
  if (fields.location.trim().length > eventLimits.location) errors.location = { code: 'tooLong' }
  if (fields.description.trim().length > eventLimits.description)
    errors.description = { code: 'tooLong' }
  if (fields.guests.length > eventLimits.guests) errors.guests = { code: 'tooManyGuests' }
}

export function eventOfFields(fields: EventFields): NewCalendarEvent {
  const { allDay, startDate, endDate } = fields
  return {
    url: fields.url.trim(),
    title: fields.title.trim(),
    allDay,
    start: allDay ? utcMidnight(startDate) : localInstant(startDate, fields.startTime),
    end: allDay ? utcMidnight(addDays(endDate, 1)) : localInstant(endDate, fields.endTime),
    extendedProps: {
      calendar: fields.calendar,
      guests: fields.guests,
      location: fields.location.trim(),
      description: fields.description.trim(),
    },
  }
}

const comparable = (fields: EventFields) =>
  JSON.stringify({
    ...fields,
    title: fields.title.trim(),
    url: fields.url.trim(),
    location: fields.location.trim(),
    description: fields.description.trim(),
    guests: fields.guests.map((guest) => guest.id).sort((a, b) => a - b),
    // An all-day event's times are not shown and do not count.
    ...(fields.allDay ? { startTime: '', endTime: '' } : {}),
  })

/** Whether closing would lose edits: the fields differ from what the drawer opened with. */
export const isDirty = (initial: EventFields, fields: EventFields) =>
  comparable(initial) !== comparable(fields)

/** Where the back end's field names (`errors.end`) show in the drawer. */
const fieldOfServerName: Record<string, EventField> = {
  title: 'title',
  calendar: 'calendar',
  start: 'startDate',
  end: 'endDate',
  allDay: 'allDay',
  url: 'url',
  guests: 'guests',
  location: 'location',
  description: 'description',
}

/** The back end's `errors` of a 400 (`{ end: sentence }`), at the drawer's fields. */
export function serverFieldErrors(error: unknown): EventFieldErrors {
  const errors: EventFieldErrors = {}
  for (const [name, message] of Object.entries(serverFieldMessages(error))) {
    const field = fieldOfServerName[name]
    if (field) errors[field] = { code: 'server', message }
  }
  return errors
}
