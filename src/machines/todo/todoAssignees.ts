import { assign, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import type { TaskAssignee } from '../../api/types/todo'
import { fetchAllUsers } from '../../api/users'
import { failureOf, type TodoFailure } from './todoFailure'

/** The users as people a task can go to: one per name, in alphabetical order. */
export function assigneesOf(users: ReadonlyArray<{ fullName: string; avatar: string }>) {
  const byName = new Map<string, TaskAssignee>()
  for (const user of users)
    if (!byName.has(user.fullName))
      byName.set(user.fullName, { fullName: user.fullName, avatar: user.avatar })
  return [...byName.values()].sort((a, b) => a.fullName.localeCompare(b.fullName))
}

export interface TodoAssigneesContext {
  assignees: TaskAssignee[]
  failure: TodoFailure | null
}

/**
 * The task drawer's assignee picker: the users (`GET /api/users/list/all-data`),
 * loaded when the drawer first opens. Tags `loading`, `ready`, `error`; `retry` loads again.
 */
export const todoAssigneesMachine = setup({
  types: {
    context: {} as TodoAssigneesContext,
    events: {} as { type: 'retry' },
  },
  actors: {
    loadAssignees: fromCall<TaskAssignee[]>(async ({ signal }) =>
      assigneesOf((await fetchAllUsers(signal)).users),
    ),
  },
}).createMachine({
  id: 'todoAssignees',
  context: { assignees: [], failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadAssignees',
        onDone: {
          target: 'ready',
          actions: assign({ assignees: ({ event }) => event.output, failure: null }),
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
