// Calendar event of SPEC §3 and the request/answer shapes of its calls (SPEC §7 "Calendar").

export type CalendarCategory = 'Business' | 'Holiday' | 'Personal' | 'ETC' | 'Family'

export interface CalendarEvent {
  id: number
  /** A link for the event ('' when none). */
  url: string
  title: string
  /** ISO date-time; for all-day events midnight UTC of the first day. */
  start: string
  /** ISO date-time, not before `start`; for all-day events exclusive (midnight after the last day). */
  end: string
  allDay: boolean
  extendedProps: { calendar: CalendarCategory }
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
