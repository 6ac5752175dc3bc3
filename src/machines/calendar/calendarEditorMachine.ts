import { assign, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import { addCalendarEvent, updateCalendarEvent } from '../../api/calendar'
import type { CalendarEvent } from '../../api/types/calendar'
import { editorStates } from '../shared/editorStates'
import {
  checkEventFields,
  type EventFieldErrors,
  type EventFields,
  eventOfFields,
  fieldsOfEvent,
  isDirty,
  newEventFields,
  serverFieldErrors,
} from './calendarEditorRules'
import { type CalendarFailure, failureOf } from './calendarFailure'

export interface CalendarEditorInput {
  /** The event to edit; null for a new one. */
  event: CalendarEvent | null
  /** A new event's day when nothing else is given (the day the calendar shows). */
  date: string
  /** Prefilled fields of a new event (the days of a selected range). */
  fields?: Partial<EventFields>
}

export interface CalendarEditorContext {
  eventId: number | null
  /** The fields as the drawer opened: what `isDirty` compares with. */
  initial: EventFields
  fields: EventFields
  errors: EventFieldErrors
  /** A save failed for a reason that is not a field's (the back end could not be reached). */
  failure: CalendarFailure | null
  saved: CalendarEvent | null
}

export type CalendarEditorEvent =
  | { type: 'editor.change'; fields: Partial<EventFields> }
  | { type: 'editor.save' }
  /** Close: at once when nothing changed, else the drawer asks (tag `askingToClose`). */
  | { type: 'editor.close' }
  | { type: 'editor.discard' }
  | { type: 'editor.keepEditing' }

export type CalendarEditorOutput =
  { outcome: 'closed' } | { outcome: 'saved'; event: CalendarEvent; isNew: boolean }

/** What a save sends: the record's id (null for a new one) and its fields. */
interface SaveInput {
  eventId: number | null
  fields: EventFields
}

const momentFields = ['startDate', 'startTime', 'endDate', 'endTime', 'allDay']

/**
 * Clears the errors of the fields that changed: a message goes once its field is edited. The
 * end is checked against the start, so a change of either clears the end's message too.
 */
function withoutErrorsOf(errors: EventFieldErrors, fields: Partial<EventFields>): EventFieldErrors {
  const movesEnd = momentFields.some((field) => field in fields)
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([field, error]) => !(field in fields) && !(movesEnd && error.code === 'endNotAfterStart'),
    ),
  ) as EventFieldErrors
}

/**
 * The event drawer: fields, validation codes (worded by the screen), a dirty
 * check before closing, saving (add-event or update-event), a failed save that
 * keeps every field as typed, the back end's field errors at their fields.
 * Tags: `editing`, `saving`, `askingToClose` (the states: `editorStates`). Done with
 * `{ outcome }`.
 */
export const calendarEditorMachine = setup({
  types: {
    context: {} as CalendarEditorContext,
    events: {} as CalendarEditorEvent,
    input: {} as CalendarEditorInput,
    output: {} as CalendarEditorOutput,
  },
  actors: {
    saveRecord: fromCall<CalendarEvent, SaveInput>(({ input }) => {
      const event = eventOfFields(input.fields)
      return input.eventId === null
        ? addCalendarEvent(event)
        : updateCalendarEvent({ id: input.eventId, ...event })
    }),
  },
  actions: {
    changeFields: assign(({ context }, fields: Partial<EventFields>) => ({
      fields: { ...context.fields, ...fields },
      errors: withoutErrorsOf(context.errors, fields),
    })),
    showFieldErrors: assign({ errors: ({ context }) => checkEventFields(context.fields) }),
    clearErrors: assign({ errors: {}, failure: null }),
    saveFailed: assign((_, error: unknown) => {
      const errors = serverFieldErrors(error)
      return Object.keys(errors).length > 0 ? { errors } : { failure: failureOf(error) }
    }),
    setSaved: assign((_, saved: CalendarEvent) => ({ saved })),
  },
  guards: {
    isValid: ({ context }) => Object.keys(checkEventFields(context.fields)).length === 0,
    isDirty: ({ context }) => isDirty(context.initial, context.fields),
  },
}).createMachine({
  id: 'calendarEditor',
  context: ({ input }) => {
    const initial = input.event
      ? fieldsOfEvent(input.event)
      : { ...newEventFields(input.date), ...input.fields }
    return {
      eventId: input.event?.id ?? null,
      initial,
      fields: initial,
      errors: {},
      failure: null,
      saved: null,
    }
  },
  initial: 'editing',
  states: editorStates<CalendarEditorContext, Partial<EventFields>, SaveInput, CalendarEvent>(
    (context) => ({
      eventId: context.eventId,
      fields: context.fields,
    }),
  ),
  output: ({ context }): CalendarEditorOutput =>
    context.saved
      ? { outcome: 'saved', event: context.saved, isNew: context.eventId === null }
      : { outcome: 'closed' },
})
