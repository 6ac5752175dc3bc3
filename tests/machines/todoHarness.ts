// Shared set-up of the to-do machine tests: the real to-do handlers on msw/node,
// a fresh memory store and a signed-in admin per test, a log of the calls made,
// and helpers to start the list and wait until it is quiet.
import { afterEach, beforeEach } from 'vitest'
import { type Actor, createActor, type SimulatedClock, type SnapshotFrom, waitFor } from 'xstate'
import type { Task } from '../../src/api/types/todo'
import { todoMachine, type TodoInput } from '../../src/machines/todo/todoMachine'
import { defaultTodoView, type TodoView } from '../../src/machines/todo/todoView'
import { getStore } from '../../src/mocks/db/instance'
import { tasksTable, todoHandlers } from '../../src/mocks/handlers/todo'
import { signInAsAdminBeforeEach } from '../support/adminSession'
import { startContractServer } from '../support/contract'

export type Todo = Actor<typeof todoMachine>
export type TodoSnapshot = SnapshotFrom<typeof todoMachine>

/** The sample data's lists in the manual order (newest first until someone moves a task). */
export const fixture = {
  all: [12, 9, 8, 7, 6, 5, 4, 3, 2, 1],
  important: [8, 6, 2, 1],
  completed: [8, 7, 4],
  deleted: [11, 10],
} as const

export function setupTodoBackend() {
  const server = startContractServer(...todoHandlers)
  signInAsAdminBeforeEach()
  const calls: string[] = []
  const actors: Todo[] = []

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
   * A list started with long toasts, a long Undo window and a short search pause; its timers
   * run on `clock` when one is given (a `SimulatedClock` the test advances), else on the wall clock.
   */
  function start(input: TodoInput = {}, clock?: SimulatedClock): Todo {
    const actor = createActor(todoMachine, {
      input: { noticeMs: 10_000, undoMs: 10_000, searchDelayMs: 20, ...input },
      // Given only when there is one: an undefined `clock` would replace the actor's default.
      ...(clock ? { clock } : {}),
    })
    actors.push(actor)
    return actor.start()
  }

  /** Started and settled on `view` (the defaults unless given). */
  async function open(
    view: Partial<TodoView> = {},
    input: TodoInput = {},
    clock?: SimulatedClock,
  ): Promise<Todo> {
    const actor = start({ ...input, view: { ...defaultTodoView, ...view } }, clock)
    await settled(actor)
    return actor
  }

  return {
    server,
    start,
    open,
    /** Every call started so far: `GET /apps/todo/tasks?filter=deleted`. */
    calls: () => [...calls],
    /** The writes started so far, without their query: `POST /apps/todo/update-task`. */
    writes: () =>
      calls.filter((call) => !call.startsWith('GET ')).map((call) => call.replace(/\?.*/, '')),
    listQueries: () =>
      calls
        .filter((call) => call.startsWith('GET /apps/todo/tasks'))
        .map((call) => call.replace(/^GET \/apps\/todo\/tasks\??/, '')),
  }
}

/** Nothing in flight: no write, list, refresh or counts call. */
export const settled = (actor: Todo) =>
  waitFor(
    actor,
    (state) =>
      Object.keys(state.context.pendingWrites).length === 0 &&
      !state.hasTag('loading') &&
      !state.hasTag('refreshing') &&
      !state.hasTag('countsLoading'),
  )

export const idsOf = (state: TodoSnapshot) => state.context.tasks.map((task) => task.id)
export const listed = (state: TodoSnapshot, id: number) =>
  state.context.tasks.find((task) => task.id === id)

/** The task as the simulated back end holds it now (undefined once deleted for good). */
export const stored = (id: number): Task | undefined =>
  getStore()
    .read(tasksTable)
    .find((row) => row.id === id)
