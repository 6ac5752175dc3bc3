import { assign, setup, type SnapshotFrom } from 'xstate'
import { fromCall } from '../shared/fromCall'
import { type CallFailure, failureOf } from '../shared/callFailure'

/** What a card's choices can be: a period, a year, a page size (flat, so they compare simply). */
export type CardParams = Readonly<Record<string, string | number>>

/** Fetches a card's data for its params; `signal` aborts when the answer is no longer wanted. */
export type CardLoader<Data, Params extends CardParams> = (
  params: Params,
  signal: AbortSignal,
) => Promise<Data>

export interface CardInput<Data, Params extends CardParams> {
  load: CardLoader<Data, Params>
  params: Params
  /** True when an answer has nothing to show: the card shows its Empty state. */
  isEmpty?: (data: Data) => boolean
}

export interface CardContext<Data, Params extends CardParams> {
  load: CardLoader<Data, Params>
  isEmpty: (data: Data) => boolean
  params: Params
  /** The last answer; kept while the card reloads for other params. */
  data: Data | null
  failure: CallFailure | null
}

export type CardEvent<Params extends CardParams> =
  /** Another period, year, …: reloads, keeping the data shown until the answer comes. */
  | { type: 'card.params'; params: Partial<Params> }
  /** Loads again with the same params (after a failure, or after a write elsewhere). */
  | { type: 'card.retry' }
  | { type: 'card.refresh' }

const sameParams = (a: CardParams, b: CardParams) =>
  Object.keys({ ...a, ...b }).every((key) => a[key] === b[key])

/**
 * One dashboard card: loading → populated | empty, or failed with a retry (which loads
 * afresh). `card.params` reloads in place (tag `refreshing`, the shown data stays); an answer
 * for params replaced meanwhile is dropped. Each card runs its own actor, so a card that fails
 * never touches the others.
 */
export function createCardMachine<Data, Params extends CardParams>() {
  return setup({
    types: {
      context: {} as CardContext<Data, Params>,
      events: {} as CardEvent<Params>,
      input: {} as CardInput<Data, Params>,
    },
    actors: {
      loadCard: fromCall<Data, { load: CardLoader<Data, Params>; params: Params }>(
        ({ input, signal }) => input.load(input.params, signal),
      ),
    },
    guards: {
      isEmpty: ({ context }) => context.data !== null && context.isEmpty(context.data),
      hasData: ({ context }) => context.data !== null,
      hasChangedParams: ({ context, event }) =>
        event.type === 'card.params' &&
        !sameParams(context.params, { ...context.params, ...event.params }),
    },
    actions: {
      setParams: assign(({ context, event }) =>
        event.type === 'card.params' ? { params: { ...context.params, ...event.params } } : {},
      ),
      setData: assign((_, data: Data) => ({ data, failure: null })),
    },
  }).createMachine({
    id: 'card',
    context: ({ input }) => ({
      load: input.load,
      isEmpty: input.isEmpty ?? (() => false),
      params: input.params,
      data: null,
      failure: null,
    }),
    initial: 'fetching',
    states: {
      // One load at a time: new params re-enter this state, which stops (and aborts) the load
      // of the params they replace, so its answer is never seen.
      fetching: {
        invoke: {
          src: 'loadCard',
          input: ({ context }) => ({ load: context.load, params: context.params }),
          onDone: {
            target: 'settled',
            actions: { type: 'setData', params: ({ event }) => event.output },
          },
          onError: {
            target: 'failed',
            actions: assign(({ event }) => ({ data: null, failure: failureOf(event.error) })),
          },
        },
        initial: 'choosing',
        states: {
          choosing: { always: [{ guard: 'hasData', target: 'refreshing' }, { target: 'loading' }] },
          /** The first load: nothing to show yet. */
          loading: { tags: ['loading'] },
          /** A load for other params while the last answer stays on screen. */
          refreshing: { tags: ['refreshing'] },
        },
        on: {
          'card.params': {
            guard: 'hasChangedParams',
            target: 'fetching',
            reenter: true,
            actions: 'setParams',
          },
        },
      },
      settled: {
        always: [{ guard: 'isEmpty', target: 'empty' }, { target: 'populated' }],
      },
      populated: {
        tags: ['populated'],
        on: {
          'card.params': { guard: 'hasChangedParams', target: 'fetching', actions: 'setParams' },
          'card.refresh': 'fetching',
        },
      },
      empty: {
        tags: ['empty'],
        on: {
          'card.params': { guard: 'hasChangedParams', target: 'fetching', actions: 'setParams' },
          'card.refresh': 'fetching',
        },
      },
      failed: {
        tags: ['error'],
        on: {
          'card.retry': 'fetching',
          'card.refresh': 'fetching',
          'card.params': { target: 'fetching', actions: 'setParams' },
        },
      },
    },
  })
}

export type CardMachine<Data, Params extends CardParams> = ReturnType<
  typeof createCardMachine<Data, Params>
>

/** What a card shows, read from its snapshot: the screens branch on `status`, never on fetches. */
export type CardStatus = 'loading' | 'error' | 'empty' | 'populated'

export interface CardView<Data, Params extends CardParams> {
  status: CardStatus
  /** Reloading for other params while the last answer stays on screen. */
  isRefreshing: boolean
  data: Data | null
  params: Params
  failure: CallFailure | null
}

export function cardViewOf<Data, Params extends CardParams>(
  snapshot: SnapshotFrom<CardMachine<Data, Params>>,
): CardView<Data, Params> {
  const { data, params, failure, isEmpty } = snapshot.context
  const isRefreshing = snapshot.hasTag('refreshing')
  let status: CardStatus = 'loading'
  if (snapshot.hasTag('error')) status = 'error'
  else if (snapshot.hasTag('empty')) status = 'empty'
  else if (snapshot.hasTag('populated')) status = 'populated'
  else if (isRefreshing && data !== null) status = isEmpty(data) ? 'empty' : 'populated'
  return { status, isRefreshing, data, params, failure }
}
