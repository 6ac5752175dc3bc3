import type { CalendarEvent } from '../../api/types/calendar'
import { addDays, utcMidnight } from './calendarDates'
import { belongsTo, type CalendarView } from './calendarView'

const hourMs = 60 * 60 * 1000

/** Earliest first, as the back end answers (ties keep their order). */
export const byStart = (events: readonly CalendarEvent[]) =>
  [...events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))

export const withoutEvent = (events: readonly CalendarEvent[], id: number) =>
  events.filter((event) => event.id !== id)

/** `event` in place of the one with its id, or added; only if it belongs to the view. */
export function withEvent(
  events: readonly CalendarEvent[],
  event: CalendarEvent,
  view: CalendarView,
): CalendarEvent[] {
  const others = withoutEvent(events, event.id)
  return belongsTo(event, view) ? byStart([...others, event]) : others
}

/** Events as they were before a failed write: each back in the list, replacing what is there. */
export function putBack(
  events: readonly CalendarEvent[],
  before: readonly CalendarEvent[],
  view: CalendarView,
): CalendarEvent[] {
  return before.reduce<CalendarEvent[]>((list, event) => withEvent(list, event, view), [...events])
}

/** Where FullCalendar put an event after a drag or a resize (its `startStr` / `endStr`). */
export interface EventPlacement {
  start: string
  /** null: FullCalendar gave no end (the default length applies: a day, or an hour). */
  end: string | null
  allDay: boolean
}

/** The event at its new place, stored the back end's way: all-day as midnight UTC days. */
export function placed(event: CalendarEvent, placement: EventPlacement): CalendarEvent {
  if (placement.allDay) {
    const first = placement.start.slice(0, 10)
    const after = placement.end?.slice(0, 10)
    return {
      ...event,
      allDay: true,
      start: utcMidnight(first),
      end: utcMidnight(after && after > first ? after : addDays(first, 1)),
    }
  }
  const start = Date.parse(placement.start)
  const end = placement.end === null ? start + hourMs : Date.parse(placement.end)
  return {
    ...event,
    allDay: false,
    start: new Date(start).toISOString(),
    end: new Date(end > start ? end : start + hourMs).toISOString(),
  }
}
