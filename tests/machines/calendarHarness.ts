// Shared set-up of the calendar machine tests: the real calendar (and users) handlers on
// msw/node, a fresh memory store and a signed-in admin per test, a log of the calls made,
// and helpers to start the calendar and wait until it is quiet.
import { afterEach, beforeEach } from 'vitest'
import { type Actor, createActor, type SimulatedClock, type SnapshotFrom, waitFor } from 'xstate'
import type { CalendarEvent } from '../../src/api/types/calendar'
import { calendarMachine, type CalendarInput } from '../../src/machines/calendar/calendarMachine'
import type { CalendarView } from '../../src/machines/calendar/calendarView'
import { defaultCalendarView } from '../../src/machines/calendar/calendarView'
import { getStore } from '../../src/mocks/db/instance'
import { calendarEventsTable, calendarHandlers } from '../../src/mocks/handlers/calendar'
import { usersHandlers } from '../../src/mocks/handlers/users'
import { signInAsAdminBeforeEach } from '../support/adminSession'
import { startContractServer } from '../support/contract'

export type Calendar = Actor<typeof calendarMachine>
export type CalendarSnapshot = SnapshotFrom<typeof calendarMachine>

/** The sample events, earliest first, and each category's (the pinned day is 2026-03-16). */
export const fixture = {
  all: [6, 14, 9, 11, 1, 8, 3, 2, 13, 12, 5, 15, 4, 10, 7],
  Business: [1, 3, 2, 4],
  Family: [14, 13, 15],
} as const

export const today = '2026-03-16'

/** A timed placement on the day after the pinned one, 12:30 to 13:30 UTC. */
export const nextDay = {
  start: '2026-03-17T12:30:00.000Z',
  end: '2026-03-17T13:30:00.000Z',
  allDay: false,
}

export function setupCalendarBackend() {
  const server = startContractServer(...calendarHandlers, ...usersHandlers)
  signInAsAdminBeforeEach()
  const calls: string[] = []
  const actors: Calendar[] = []

  beforeEach(() => {
    calls.length = 0
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      calls.push(`${request.method} ${url.pathname}${url.search}`)
    })
  })

  afterEach(() => {
    for (const actor of actors.splice(0)) actor.stop()
    server.events.removeAllListeners()
  })

  /**
   * A calendar started with long toasts and a long Undo window; its timers run on `clock` when
   * one is given (a `SimulatedClock` the test advances).
   */
  function start(input: Partial<CalendarInput> = {}, clock?: SimulatedClock): Calendar {
    const actor = createActor(calendarMachine, {
      input: { today, noticeMs: 10_000, undoMs: 10_000, ...input },
      // Given only when there is one: an undefined `clock` would replace the actor's default.
      ...(clock ? { clock } : {}),
    })
    actors.push(actor)
    return actor.start()
  }

  /** Started and settled on `view` (the defaults unless given). */
  async function open(
    view: Partial<CalendarView> = {},
    input: Partial<CalendarInput> = {},
    clock?: SimulatedClock,
  ): Promise<Calendar> {
    const actor = start({ ...input, view: { ...defaultCalendarView(), ...view } }, clock)
    await settled(actor)
    return actor
  }

  return {
    server,
    start,
    open,
    /** The writes started so far, without their query: `POST /apps/calendar/update-event`. */
    writes: () =>
      calls.filter((call) => !call.startsWith('GET ')).map((call) => call.replace(/\?.*/, '')),
    /** The `calendars` of each events call, e.g. `Personal,Family`. */
    eventQueries: () =>
      calls
        .filter((call) => call.startsWith('GET /apps/calendar/events'))
        .map((call) => new URLSearchParams(call.split('?')[1] ?? '').getAll('calendars').join()),
  }
}

/** Nothing in flight: no write, load or refresh. */
export const settled = (actor: Calendar) =>
  waitFor(
    actor,
    (state) =>
      Object.keys(state.context.pendingWrites).length === 0 &&
      !state.hasTag('loading') &&
      !state.hasTag('refreshing'),
  )

export const idsOf = (state: CalendarSnapshot) => state.context.events.map((event) => event.id)
export const shown = (state: CalendarSnapshot, id: number) =>
  state.context.events.find((event) => event.id === id)

/** The event as the simulated back end holds it now (undefined once removed). */
export const stored = (id: number): CalendarEvent | undefined =>
  getStore()
    .read(calendarEventsTable)
    .find((row) => row.id === id)

export const editorOf = (actor: Calendar) => {
  const editor = actor.getSnapshot().children.editor
  if (!editor) throw new Error('the drawer is closed')
  return editor
}
