import type { CalendarEvent } from '../../api/types/calendar'
import type { WriteAnswer } from '../shared/writeKit'
import type { EventWrite } from './calendarActors'
import type { CalendarEditorInput } from './calendarEditorMachine'
import type { EventFields } from './calendarEditorRules'
import type { CalendarFailure } from './calendarFailure'
import type { EventPlacement } from './calendarList'
import type { CalendarMode, CalendarView } from './calendarView'

/** The toast: what just happened; `removed` offers Undo while the removal waits. */
export type CalendarNotice =
  | { kind: 'added' | 'saved' | 'removed' | 'restored'; event: CalendarEvent }
  | { kind: 'failed'; action: EventWrite['kind']; event: CalendarEvent; failure: CalendarFailure }

/** A write in flight: what it was and the event as it was before it, to roll back. */
export interface PendingWrite {
  kind: EventWrite['kind']
  before: CalendarEvent
}

export interface CalendarContext {
  /** The query state (view, day, categories); mirrored in the URL. */
  view: CalendarView
  /** The device's view (month, or the list on phones): kept out of the URL. */
  defaultMode: CalendarMode
  /** The viewer's day (YYYY-MM-DD): the calendar shows it when `view.date` is null. */
  today: string
  events: CalendarEvent[]
  /** An event is being dragged or resized: FullCalendar must see no new events until it is let go. */
  isPlacing: boolean
  /** The events that arrived meanwhile (as the back end answered), shown once it is let go. */
  heldEvents: CalendarEvent[] | null
  listFailure: CalendarFailure | null
  pendingWrites: Record<string, PendingWrite>
  writeCount: number
  /** Removed on screen, not yet sent: Undo puts it back until the window passes. */
  waitingRemoval: CalendarEvent | null
  notice: CalendarNotice | null
  editorInput: CalendarEditorInput
  noticeMs: number
  undoMs: number
}

export interface CalendarInput {
  view?: CalendarView
  defaultMode?: CalendarMode
  /** The viewer's day, YYYY-MM-DD (stories pin it). */
  today: string
  /** How long a toast stays: 5 s unless a test says otherwise. */
  noticeMs?: number
  /** How long a removal can be undone before its call runs: 5 s. */
  undoMs?: number
}

/** Events the screen sends. */
export type CalendarScreenEvent =
  | { type: 'view.changed'; view: CalendarView }
  | { type: 'view.mode'; mode: CalendarMode }
  | { type: 'view.previous' }
  | { type: 'view.next' }
  | { type: 'view.today' }
  /** A day picked in the mini month (or a day's link): the calendar shows it. */
  | { type: 'view.date'; date: string }
  | { type: 'filter.toggle'; calendar: string }
  /** "View all" on (every category) or off (none). */
  | { type: 'filter.all'; isOn: boolean }
  | { type: 'list.retry' }
  /** A drag or a resize began, or ended (dropped or not; FullCalendar's drop follows). */
  | { type: 'placement.start' }
  | { type: 'placement.end' }
  /** A drag (`move`) or a resize ended: FullCalendar's new place of the event. */
  | { type: 'event.place'; id: number; kind: 'move' | 'resize'; placement: EventPlacement }
  /** After the screen's confirmation: the event leaves at once, with Undo. */
  | { type: 'event.remove'; id: number }
  | { type: 'notice.undo' }
  | { type: 'notice.dismiss' }
  /** Runs a waiting removal now (the page is being hidden). */
  | { type: 'undo.commit' }
  /** A new event; a selected range (FullCalendar's `startStr` / `endStr`) gives its days. */
  | { type: 'editor.openNew'; range?: EventPlacement & { end: string } }
  | { type: 'editor.open'; id: number }
  /** After the screen's confirmation: closes the drawer and removes its event (with Undo). */
  | { type: 'editor.delete' }
  | { type: 'editor.change'; fields: Partial<EventFields> }
  | { type: 'editor.save' }
  | { type: 'editor.close' }
  | { type: 'editor.discard' }
  | { type: 'editor.keepEditing' }

/** Events the machine sends itself (signals of its steps, its actors' answers). */
export type CalendarInternalEvent =
  | WriteAnswer
  | { type: 'list.load' }
  | { type: 'list.refetch' }
  | { type: 'notice.show' }
  | { type: 'undo.start' }
  | { type: 'undo.clear' }
  | { type: 'events.changedElsewhere' }

export type CalendarMachineEvent = CalendarScreenEvent | CalendarInternalEvent
