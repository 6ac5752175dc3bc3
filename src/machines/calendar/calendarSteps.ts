import { type CalendarEvent, calendarCategories } from '../../api/types/calendar'
import type { WriteStep } from '../shared/writeKit'
import { optimisticSteps } from '../shared/writeSteps'
import type { EventWrite } from './calendarActors'
import { isDateKey } from './calendarDates'
import type { CalendarEditorOutput } from './calendarEditorMachine'
import { fieldsOfRange } from './calendarEditorRules'
import { type EventPlacement, placed, putBack, withEvent, withoutEvent } from './calendarList'
import type { CalendarContext, CalendarNotice, PendingWrite } from './calendarMachineTypes'
import {
  belongsTo,
  type CalendarMode,
  type CalendarView,
  sameCalendars,
  sameView,
  shiftedDate,
  toggledCalendars,
} from './calendarView'

type Signal = 'list.load' | 'list.refetch' | 'undo.start' | 'undo.clear'

/**
 * What the calendar does for an event, worked out without side effects (the write kit's step,
 * `src/machines/shared/writeKit.ts`): the next context, the writes to start and the signals for
 * its regions. The machine's single `run` action carries a step out.
 */
export type CalendarStep = WriteStep<CalendarContext, EventWrite, Signal | 'notice.show'>

const kit = optimisticSteps<CalendarContext, PendingWrite, CalendarNotice, EventWrite, Signal>({
  refetch: ['list.refetch'],
  rollBack: (context, failed) => ({
    ...context,
    events: putBack(context.events, [failed.before], context.view),
  }),
  failed: (failed, failure) => ({
    kind: 'failed',
    action: failed.kind,
    event: failed.before,
    failure,
  }),
})

export const stay = kit.stay
const then = kit.then
const notify = kit.notify
export const writeSucceeded = kit.writeSucceeded
export const writeFailed = kit.writeFailed

/** The day the calendar shows. */
export const shownDate = (context: CalendarContext) => context.view.date ?? context.today

/**
 * Another view: the events reload when the categories changed (those switched off leave at
 * once); another mode or day shows the events already loaded (they are not fetched by date).
 */
export function showView(context: CalendarContext, view: CalendarView): CalendarStep {
  if (sameView(context.view, view) || sameCalendars(context.view, view))
    return stay({ ...context, view })
  const events = context.events.filter((event) => belongsTo(event, view))
  return { context: { ...context, view, events }, writes: [], signals: ['list.load'] }
}

export const showMode = (context: CalendarContext, mode: CalendarMode) =>
  showView(context, { ...context.view, mode })

export const showNeighbour = (context: CalendarContext, by: -1 | 1) =>
  showView(context, {
    ...context.view,
    date: shiftedDate(shownDate(context), context.view.mode, by),
  })

export const showDate = (context: CalendarContext, date: string | null) =>
  date === null || isDateKey(date)
    ? showView(context, { ...context.view, date: date === context.today ? null : date })
    : stay(context)

export const toggleFilter = (context: CalendarContext, calendar: string) =>
  showView(context, { ...context.view, calendars: toggledCalendars(context.view, calendar) })

export const setAllFilters = (context: CalendarContext, isOn: boolean) =>
  showView(context, { ...context.view, calendars: isOn ? [...calendarCategories] : [] })

/** The events as loaded: one whose removal still waits for its Undo window stays hidden. */
export function listed(context: CalendarContext, events: CalendarEvent[]): CalendarEvent[] {
  const waiting = context.waitingRemoval
  return waiting ? withoutEvent(events, waiting.id) : events
}

/** A write sent, already applied to `events`; `before` is what a failure puts back. */
const write = (
  context: CalendarContext,
  eventWrite: EventWrite,
  events: CalendarEvent[],
  before: CalendarEvent,
) => kit.startWrite({ ...context, events }, eventWrite, { kind: eventWrite.kind, before })

/** A drag or a resize: the event shows at its new place at once; the call saves it. */
export function place(
  context: CalendarContext,
  id: number,
  kind: 'move' | 'resize',
  placement: EventPlacement,
): CalendarStep {
  const event = context.events.find((candidate) => candidate.id === id)
  if (!event) return stay(context)
  const moved = placed(event, placement)
  if (moved.start === event.start && moved.end === event.end && moved.allDay === event.allDay)
    return stay(context)
  return write(
    context,
    { kind, event: moved },
    withEvent(context.events, moved, context.view),
    event,
  )
}

/** The waiting removal is sent now: its event already left the calendar. */
export function commitRemoval(context: CalendarContext): CalendarStep {
  const waiting = context.waitingRemoval
  if (!waiting) return stay(context)
  return write(
    { ...context, waitingRemoval: null },
    { kind: 'remove', eventId: waiting.id },
    context.events,
    waiting,
  )
}

/** Remove (the screen asked first): the event leaves at once; its call waits for the Undo window. */
export function remove(context: CalendarContext, id: number): CalendarStep {
  return then(commitRemoval(context), (next) => {
    const event = next.events.find((candidate) => candidate.id === id)
    if (!event) return stay(next)
    const removing = { ...next, events: withoutEvent(next.events, id), waitingRemoval: event }
    return notify(removing, { kind: 'removed', event }, ['undo.start'])
  })
}

/** Undo a waiting removal: the event is back and no call is made. */
export function undoRemoval(context: CalendarContext): CalendarStep {
  const waiting = context.waitingRemoval
  if (!waiting) return stay(context)
  const back = {
    ...context,
    events: putBack(context.events, [waiting], context.view),
    waitingRemoval: null,
  }
  return notify(back, { kind: 'restored', event: waiting }, ['undo.clear'])
}

/** Opens the drawer for a new event: on the day shown, or on a selected range. */
export function openNew(
  context: CalendarContext,
  range?: EventPlacement & { end: string },
): CalendarStep {
  const fields = range ? fieldsOfRange(range) : undefined
  return stay({ ...context, editorInput: { event: null, date: shownDate(context), fields } })
}

/** Opens the drawer on an event shown. */
export function openEvent(context: CalendarContext, id: number): CalendarStep {
  const event = context.events.find((candidate) => candidate.id === id) ?? null
  return stay({ ...context, editorInput: { event, date: shownDate(context) } })
}

/** The drawer saved an event: it shows at once, a toast says so, and the events follow. */
export function editorDone(context: CalendarContext, output: CalendarEditorOutput): CalendarStep {
  if (output.outcome !== 'saved') return stay(context)
  const events = withEvent(context.events, output.event, context.view)
  const notice: CalendarNotice = { kind: output.isNew ? 'added' : 'saved', event: output.event }
  return notify({ ...context, events }, notice, ['list.refetch'])
}
