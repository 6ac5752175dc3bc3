import { assign, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import type { CalendarGuest } from '../../api/types/calendar'
import { fetchAllUsers } from '../../api/users'
import { type CalendarFailure, failureOf } from './calendarFailure'

/** The users as people an event can invite, in alphabetical order. */
export function guestsOf(
  users: ReadonlyArray<{ id: number; fullName: string; avatar: string }>,
): CalendarGuest[] {
  return users
    .map(({ id, fullName, avatar }) => ({ id, fullName, avatar }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName))
}

export interface CalendarGuestsContext {
  people: CalendarGuest[]
  failure: CalendarFailure | null
}

/**
 * The event drawer's guest picker: the users (`GET /api/users/list/all-data`),
 * loaded when the drawer opens. Tags `loading`, `ready`, `error`; `retry` loads again.
 */
export const calendarGuestsMachine = setup({
  types: {
    context: {} as CalendarGuestsContext,
    events: {} as { type: 'retry' },
  },
  actors: {
    loadPeople: fromCall<CalendarGuest[]>(async ({ signal }) =>
      guestsOf((await fetchAllUsers(signal)).users),
    ),
  },
}).createMachine({
  id: 'calendarGuests',
  context: { people: [], failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadPeople',
        onDone: {
          target: 'ready',
          actions: assign({ people: ({ event }) => event.output, failure: null }),
        },
        onError: {
          target: 'error',
          actions: assign({ failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    ready: { tags: ['ready'] },
    error: { tags: ['error'], on: { retry: 'loading' } },
  },
})
