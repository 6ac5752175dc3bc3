import { assign, enqueueActions, sendTo, setup } from 'xstate'
import type { CalendarEventsQuery, CalendarEventsResponse } from '../../api/types/calendar'
import { listRegions } from '../shared/listRegions'
import { calendarActors, sendEventWrite } from './calendarActors'
import { calendarEditorMachine } from './calendarEditorMachine'
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
 * The calendar (SPEC §4, issue #13). Regions: `list` (the events of the chosen
 * categories; tags loading / empty / error / populated), `refresh` (refetch in
 * place with the last parameters after writes and other tabs' writes: tag
 * refreshing), both from `listRegions`; `removal` (the Undo window of a removal: tag undoable), `notice`
 * (the toast) and `editor` (the event drawer, a child `calendarEditorMachine`
 * with id `editor`: tag editorOpen). Drags, resizes and removals are optimistic:
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
    /** Carries out a step: the new context, its writes (one actor each), its signals. */
    run: enqueueActions(({ context, event, enqueue }, given: steps.CalendarStep | undefined) => {
      const step = given ?? stepForEvent(context, event)
      enqueue.assign(step.context)
      for (const input of step.writes)
        enqueue.spawnChild('writeEvent', { id: input.writeId, input })
      for (const signal of step.signals) enqueue.raise({ type: signal })
    }),
    stopWrite: enqueueActions(({ enqueue }, writeId: string) => enqueue.stopChild(writeId)),
    setList: assign(({ context }, response: CalendarEventsResponse) => ({
      events: steps.listed(context, response.events),
      listFailure: null,
    })),
    setListFailure: assign((_, error: unknown) => ({ listFailure: failureOf(error) })),
    forwardToEditor: sendTo('editor', ({ event }) => event),
  },
  guards: {
    listEmpty: ({ context }) => context.events.length === 0,
    listNotEmpty: ({ context }) => context.events.length > 0,
    writesPending: ({ context }) => Object.keys(context.pendingWrites).length > 0,
    isShown: ({ context }, id: number) => context.events.some((event) => event.id === id),
    isEditingEvent: ({ context }) => context.editorInput.event !== null,
  },
}).createMachine({
  id: 'calendar',
  context: ({ input }) => ({
    view: input.view ?? defaultCalendarView(input.defaultMode),
    defaultMode: input.defaultMode ?? 'month',
    today: input.today,
    events: [],
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
    'event.place': { actions: 'run' },
    'event.remove': { actions: 'run' },
    'events.changedElsewhere': {
      actions: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'list.refetch' })),
    },
    'write.succeeded': {
      actions: [{ type: 'stopWrite', params: ({ event }) => event.writeId }, 'run'],
    },
    'write.failed': {
      actions: [{ type: 'stopWrite', params: ({ event }) => event.writeId }, 'run'],
    },
  },
  states: {
    ...listRegions<CalendarContext, CalendarEventsQuery, CalendarEventsResponse>((context) =>
      queryOfView(context.view),
    ),
    removal: {
      initial: 'idle',
      states: {
        idle: { on: { 'removal.start': 'waiting' } },
        waiting: {
          tags: ['undoable'],
          invoke: {
            src: 'commitOnLeave',
            input: ({ context, self }) => ({
              owner: self,
              commitEvent: { type: 'removal.commit' },
              send: () => sendHeldRemoval(context),
            }),
          },
          after: {
            undoWindow: {
              target: 'idle',
              actions: { type: 'run', params: ({ context }) => steps.commitRemoval(context) },
            },
          },
          on: {
            'removal.start': { target: 'waiting', reenter: true },
            'removal.clear': 'idle',
            'notice.undo': { target: 'idle', actions: 'run' },
            // Closing the toast ends the Undo window: the removal is sent now.
            'notice.dismiss': { target: 'idle', actions: 'run' },
            'removal.commit': { target: 'idle', actions: 'run' },
          },
        },
      },
    },
    notice: {
      initial: 'hidden',
      on: { 'notice.show': '.shown' },
      states: {
        hidden: { entry: assign({ notice: null }) },
        shown: { after: { noticeDuration: 'hidden' }, on: { 'notice.dismiss': 'hidden' } },
      },
    },
    editor: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'editor.openNew': { target: 'open', actions: 'run' },
            'editor.open': {
              guard: { type: 'isShown', params: ({ event }) => event.id },
              target: 'open',
              actions: 'run',
            },
          },
        },
        open: {
          tags: ['editorOpen'],
          invoke: {
            id: 'editor',
            src: 'editor',
            input: ({ context }) => context.editorInput,
            onDone: {
              target: 'closed',
              actions: {
                type: 'run',
                params: ({ context, event }) => steps.editorDone(context, event.output),
              },
            },
          },
          on: {
            'editor.change': { actions: 'forwardToEditor' },
            'editor.save': { actions: 'forwardToEditor' },
            'editor.close': { actions: 'forwardToEditor' },
            'editor.discard': { actions: 'forwardToEditor' },
            'editor.keepEditing': { actions: 'forwardToEditor' },
            'editor.remove': { guard: 'isEditingEvent', target: 'closed', actions: 'run' },
          },
        },
      },
    },
  },
})
