import { apiRequest } from './http'
import type {
  CalendarCategory,
  CalendarEvent,
  CalendarEventResponse,
  CalendarEventsResponse,
  NewCalendarEvent,
} from './types/calendar'

/** Events of the selected categories, earliest first; no category selected answers none. */
export function fetchCalendarEvents(
  calendars: readonly CalendarCategory[],
  signal?: AbortSignal,
): Promise<CalendarEventsResponse> {
  return apiRequest<CalendarEventsResponse>('/apps/calendar/events', {
    query: { calendars },
    signal,
  })
}

export async function addCalendarEvent(event: NewCalendarEvent): Promise<CalendarEvent> {
  const answer = await apiRequest<CalendarEventResponse>('/apps/calendar/add-event', {
    method: 'POST',
    body: { event },
  })
  return answer.event
}

export async function updateCalendarEvent(event: CalendarEvent): Promise<CalendarEvent> {
  const answer = await apiRequest<CalendarEventResponse>('/apps/calendar/update-event', {
    method: 'POST',
    body: { event },
  })
  return answer.event
}

export async function removeCalendarEvent(id: number): Promise<CalendarEvent> {
  const answer = await apiRequest<CalendarEventResponse>('/apps/calendar/remove-event', {
    method: 'DELETE',
    query: { id },
  })
  return answer.event
}
