import { fromCall } from '../shared/fromCall'
import { backendTables } from '../../api/backendAnnouncements'
import { fetchCalendarEvents, removeCalendarEvent, updateCalendarEvent } from '../../api/calendar'
import type {
  CalendarEvent,
  CalendarEventsQuery,
  CalendarEventsResponse,
} from '../../api/types/calendar'
import { commitOnLeave } from '../shared/commitOnLeave'
import { fromTableChanges } from '../shared/tableChanges'
import { fromWrite } from '../shared/writeKit'

/** One write of the calendar itself: an event moved or resized (by dragging), or removed. */
export type EventWrite =
  { kind: 'move' | 'resize'; event: CalendarEvent } | { kind: 'remove'; eventId: number }

/** Sends one write of the calendar. */
export const sendEventWrite = (write: EventWrite): Promise<unknown> =>
  write.kind === 'remove' ? removeCalendarEvent(write.eventId) : updateCalendarEvent(write.event)

/** The calls the calendar machine makes; tests and stories reach them only through MSW. */
export const calendarActors = {
  /** The events of the view (`listRegions`). */
  fetchList: fromCall<CalendarEventsResponse, CalendarEventsQuery>(({ input, signal }) =>
    fetchCalendarEvents(input.calendars, signal),
  ),
  /** Writes made in other tabs; this tab's own are already shown (optimistic) and refetched. */
  listenToEventChanges: fromTableChanges(
    { tables: [backendTables.calendarEvents], includeOwnWrites: false },
    { type: 'events.changedElsewhere' },
  ),
  /** A removal waiting for its Undo window is sent when the page or the screen goes. */
  commitOnLeave,
  /** One write per spawned actor, so several can be in flight and each rolls back on its own. */
  write: fromWrite(sendEventWrite),
}
