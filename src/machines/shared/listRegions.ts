import { or, stateIn } from 'xstate'

/**
 * The `list` and `refresh` regions of a machine that lists records and changes them with
 * optimistic writes (the to-do list, the calendar, the mailbox).
 *
 * `list` (tags loading / populated / empty / error) loads the records of the view; populated and
 * empty follow the machine's guards `listEmpty` / `listNotEmpty`: what is on screen in the to-do
 * list and the calendar (removing the last record empties the list at once and its Undo fills it
 * again), the last answer in the mailbox (it empties when the refetch after the write finds none). `refresh` (tag refreshing) refetches a loaded list in place with the last
 * parameters, after writes and other tabs' writes: the records on screen stay while it loads,
 * and stay if it fails (`listRegionsTellingRefetchFailure`: and the machine is told).
 *
 * The machine provides the actor `fetchList` (its input: `queryOf(context)`), the actions
 * `setList` (params: the answer) and `setListFailure` (params: the error), and the guards
 * `listEmpty`, `listNotEmpty` and `writesPending`. Events: `list.load` (load anew, e.g. another
 * view), `list.retry`, `list.refetch`.
 */
export function listRegions<TContext, TQuery, TResponse>(queryOf: (context: TContext) => TQuery) {
  return regions<TContext, TQuery, TResponse, { target: 'idle' }>(queryOf, { target: 'idle' })
}

/**
 * `listRegions` where a refetch that fails says so: the rows stay, and the machine's
 * `refetchFailed` action (params: the error) runs, e.g. to show a notice (the mailbox).
 */
export function listRegionsTellingRefetchFailure<TContext, TQuery, TResponse>(
  queryOf: (context: TContext) => TQuery,
) {
  return regions<TContext, TQuery, TResponse, typeof tellingFailure>(queryOf, tellingFailure)
}

const tellingFailure = {
  target: 'idle',
  actions: {
    type: 'refetchFailed',
    params: ({ event }: { event: { error: unknown } }) => event.error,
  },
} as const

function regions<TContext, TQuery, TResponse, const TRefetchError>(
  queryOf: (context: TContext) => TQuery,
  onRefetchError: TRefetchError,
) {
  const fetchList = {
    src: 'fetchList',
    input: ({ context }: { context: TContext }) => queryOf(context),
  } as const
  const setList = {
    type: 'setList',
    params: ({ event }: { event: { output: TResponse } }) => event.output,
  } as const
  return {
    list: {
      initial: 'loading',
      // A region targeting its own child re-enters that child (restarting its invoke).
      on: { 'list.load': '.loading' },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            ...fetchList,
            onDone: { target: 'populated', actions: setList },
            onError: {
              target: 'error',
              actions: {
                type: 'setListFailure',
                params: ({ event }: { event: { error: unknown } }) => event.error,
              },
            },
          },
        },
        populated: { tags: ['populated'], always: { guard: 'listEmpty', target: 'empty' } },
        empty: { tags: ['empty'], always: { guard: 'listNotEmpty', target: 'populated' } },
        error: { tags: ['error'], on: { 'list.retry': 'loading', 'list.refetch': 'loading' } },
      },
    },
    refresh: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'list.refetch': {
              guard: or([stateIn({ list: 'populated' }), stateIn({ list: 'empty' })]),
              target: 'fetching',
            },
          },
        },
        fetching: {
          tags: ['refreshing'],
          on: { 'list.refetch': { target: 'fetching', reenter: true }, 'list.load': 'idle' },
          invoke: {
            ...fetchList,
            onDone: [
              // A write started while this was loading: its own refetch follows, and this
              // answer would undo its optimistic change.
              { guard: 'writesPending', target: 'idle' },
              { target: 'idle', actions: setList },
            ],
            onError: onRefetchError,
          },
        },
      },
    },
  } as const
}
