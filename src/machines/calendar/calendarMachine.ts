import { assign, enqueueActions, sendTo, setup } from 'xstate'
import type { CalendarEventsQuery, CalendarEventsResponse } from '../../api/types/calendar'
import { editorRegion } from '../shared/editorRegion'
import { listRegions } from '../shared/listRegions'
import { noticeRegion } from '../shared/noticeRegion'
import { undoRegion } from '../shared/undoRegion'
import { runStep, writeAnswers } from '../shared/writeKit'
import { calendarActors, sendEventWrite } from './calendarActors'
import { type CalendarEditorOutput, calendarEditorMachine } from './calendarEditorMachine'
import { failureOf } from './calendarFailure'
import type { CalendarContext, CalendarInput, CalendarMachineEvent } from './calendarMachineTypes'
import * as steps from './calendarSteps'
import { stepForEvent } from './calendarTransitions'
import { defaultCalendarView, queryOfView } from './calendarView'

export type {
  CalendarContext,
  CalendarInput,
  CalendarMachineEvent,
  CalendarNotice,
} from './calendarMachineTypes'

/** The removal waiting for its Undo window, sent without the machine (its screen was left). */
const sendHeldRemoval = ({ waitingRemoval }: CalendarContext) =>
  waitingRemoval
    ? sendEventWrite({ kind: 'remove', eventId: waitingRemoval.id })
    : Promise.resolve()

/**
 * The calendar (SPEC §4, issue #13). Regions: `list` (the events of the chosen categories; tags
 * loading / empty / error / populated), `refresh` (refetch in place with the last parameters after
 * writes and other tabs' writes: tag refreshing), both from `listRegions`; from the write kit
 * (`src/machines/shared/writeKit.ts`): `undo` (the Undo window of a removal: tag undoable),
 * `notice` (the toast) and `editor` (the event drawer, a child `calendarEditorMachine` with id
 * `editor`: tag editorOpen). Drags, resizes and removals are optimistic:
 * applied at once, one spawned actor each, rolled back on error. The view, the
 * day shown and the categories are in context and in the URL. The logic is in
 * `calendarSteps.ts`.
 */
export const calendarMachine = setup({
  types: {
    context: {} as CalendarContext,
    events: {} as CalendarMachineEvent,
    input: {} as CalendarInput,
    children: {} as { editor: 'editor' },
  },
  actors: { ...calendarActors, editor: calendarEditorMachine },
  delays: {
    noticeDuration: ({ context }) =>
      context.notice?.kind === 'removed' ? context.undoMs : context.noticeMs,
    undoWindow: ({ context }) => context.undoMs,
  },
  actions: {
    /** Carries out a step (`runStep`): the new context, its writes, its signals. */
    run: enqueueActions(({ context, event, enqueue }, given: steps.CalendarStep | undefined) =>
      runStep(enqueue, event, given ?? stepForEvent(context, event)),
    ),
    /** The answer is shown, or held while an event is being dragged or resized. */
    setList: assign(({ context }, response: CalendarEventsResponse) =>
      context.isPlacing
        ? { heldEvents: response.events, listFailure: null }
        : { events: steps.listed(context, response.events), listFailure: null },
    ),
    startPlacing: assign({ isPlacing: true }),
    endPlacing: assign(({ context }) => ({
      isPlacing: false,
      heldEvents: null,
      events: context.heldEvents ? steps.listed(context, context.heldEvents) : context.events,
    })),
    setListFailure: assign((_, error: unknown) => ({ listFailure: failureOf(error) })),
    clearNotice: assign({ notice: null }),
    forwardToEditor: sendTo('editor', ({ event }) => event),
  },
  guards: {
    listEmpty: ({ context }) => context.events.length === 0,
    listNotEmpty: ({ context }) => context.events.length > 0,
    writesPending: ({ context }) => Object.keys(context.pendingWrites).length > 0,
    canOpenInEditor: ({ context }, id: number) => context.events.some((event) => event.id === id),
    editorHasRecord: ({ context }) => context.editorInput.event !== null,
  },
}).createMachine({
  id: 'calendar',
  context: ({ input }) => ({
    view: input.view ?? defaultCalendarView(input.defaultMode),
    defaultMode: input.defaultMode ?? 'month',
    today: input.today,
    events: [],
    isPlacing: false,
    heldEvents: null,
    listFailure: null,
    pendingWrites: {},
    writeCount: 0,
    waitingRemoval: null,
    notice: null,
    editorInput: { event: null, date: input.today },
    noticeMs: input.noticeMs ?? 5000,
    undoMs: input.undoMs ?? 5000,
  }),
  type: 'parallel',
  // Another tab changed events: refetch in place.
  invoke: { src: 'listenToEventChanges' },
  on: {
    'view.changed': { actions: 'run' },
    'view.mode': { actions: 'run' },
    'view.previous': { actions: 'run' },
    'view.next': { actions: 'run' },
    'view.today': { actions: 'run' },
    'view.date': { actions: 'run' },
    'filter.toggle': { actions: 'run' },
    'filter.all': { actions: 'run' },
    // FullCalendar ends a drag without its drop when its options change meanwhile (new events
    // give it a new context, and the drop then reads as one into another calendar): events that
    // arrive during a drag or a resize wait for its end, which comes just before the drop.
    'placement.start': { actions: 'startPlacing' },
    'placement.end': { actions: 'endPlacing' },
    'event.place': { actions: 'run' },
    'event.remove': { actions: 'run' },
    'events.changedElsewhere': {
      actions: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'list.refetch' })),
    },
    ...writeAnswers,
  },
  states: {
    ...listRegions<CalendarContext, CalendarEventsQuery, CalendarEventsResponse>((context) =>
      queryOfView(context.view),
    ),
    undo: undoRegion<CalendarContext, steps.CalendarStep>({
      commit: steps.commitRemoval,
      undo: steps.undoRemoval,
      send: sendHeldRemoval,
    }),
    notice: noticeRegion(),
    editor: editorRegion<CalendarContext, CalendarEditorOutput, steps.CalendarStep>(
      steps.editorDone,
    ),
  },
})
