// Calendar event of SPEC §3 and the request/answer shapes of its calls (SPEC §7 "Calendar").

export type CalendarCategory = 'Business' | 'Holiday' | 'Personal' | 'ETC' | 'Family'

/** The categories in the order of SPEC §9's default set (the sidebar's order). */
export const calendarCategories = [
  'Personal',
  'Business',
  'Family',
  'Holiday',
  'ETC',
] as const satisfies readonly CalendarCategory[]

/** Someone invited to an event: one of the users, as they were when invited. */
export interface CalendarGuest {
  id: number
  fullName: string
  /** Picture URL ('' when none: the UI shows initials). */
  avatar: string
}

/**
 * SPEC §3 names `calendar` only; the event drawer adds guests, a location and a
 * description (as the template's events carry them in `extendedProps`).
 */
export interface CalendarEventProps {
  calendar: CalendarCategory
  guests: CalendarGuest[]
  location: string
  description: string
}

export interface CalendarEvent {
  id: number
  /** A link for the event ('' when none): http or https only. */
  url: string
  title: string
  /** ISO date-time; for all-day events midnight UTC of the first day. */
  start: string
  /** ISO date-time after `start`; for all-day events exclusive (midnight UTC after the last day). */
  end: string
  allDay: boolean
  extendedProps: CalendarEventProps
}

export interface CalendarEventsQuery {
  /** The categories shown; none selected answers no events. */
  calendars: CalendarCategory[]
}

export interface CalendarEventsResponse {
  events: CalendarEvent[]
}

export type NewCalendarEvent = Omit<CalendarEvent, 'id'>

export interface AddEventRequest {
  event: NewCalendarEvent
}

export interface UpdateEventRequest {
  event: CalendarEvent
}

export interface CalendarEventResponse {
  event: CalendarEvent
}
