import {
  type ActorRefFrom,
  type AnyEventObject,
  assign,
  enqueueActions,
  fromCallback,
  setup,
} from 'xstate'
import type { ListFilters, ListParams, ListShape } from './listParams'
import { searchRegion } from './searchRegion'
import { isListQueryEvent, type ListQueryEvent, paramsAfter, searchTextAfter } from './listQuery'
import type { ListAnswer, ListRow } from './listSteps'
import { blocksOf, keptBlocks } from './listWindow'

/** Which rows a call asks for: `limit` rows from `offset`, in the list's order. */
export interface ListWindow {
  offset: number
  limit: number
}

/** A list read by windows, for a virtual table of any length (the data tables' 100,000 rows). */
export interface WindowedListSpec<Row extends ListRow, Filters extends ListFilters, Summary> {
  shape: ListShape<Filters>
  load: (
    params: ListParams<Filters>,
    window: ListWindow,
    signal: AbortSignal,
  ) => Promise<ListAnswer<Row, Summary>>
  /** Rows per call (a block); 100 unless the list says. */
  blockSize?: number
  /** Blocks kept around what is shown; farther ones are dropped and asked again if needed. */
  maxBlocks?: number
}

export interface WindowedListContext<Row extends ListRow, Filters extends ListFilters, Summary> {
  params: ListParams<Filters>
  perPageChoices: readonly number[]
  searchText: string
  /** Matching rows in all; null until the first block answers. */
  total: number | null
  summary: Summary | null
  /** The sparse row cache: block index → its rows. */
  blocks: Record<number, Row[]>
  /** Blocks asked for and not answered yet. */
  loading: number[]
  /** The rows the screen shows (first and last index), as its virtualizer reports them. */
  shown: { first: number; last: number }
  /** Bumped by every new query: answers of an older one are dropped. */
  generation: number
  failure: unknown
  blockSize: number
  maxBlocks: number
  searchDelayMs: number
}

export type WindowedListEvent<Filters extends ListFilters, Row extends ListRow, Summary> =
  | ListQueryEvent<Filters>
  | { type: 'list.search'; text: string }
  | { type: 'list.refetch' }
  | { type: 'list.retry' }
  /** A new query started (the search pause ended): the rows load again. */
  | { type: 'list.load' }
  /** The screen shows rows `first` to `last`: their blocks are asked for unless held. */
  | { type: 'rows.show'; first: number; last: number }
  | { type: 'block.loaded'; generation: number; index: number; answer: ListAnswer<Row, Summary> }
  | { type: 'block.failed'; generation: number; index: number; error: unknown }

interface BlockInput<Filters extends ListFilters> {
  params: ListParams<Filters>
  window: ListWindow
  generation: number
  index: number
}

const blockId = (generation: number, index: number) => `block-${generation}-${index}`

/**
 * The list layer's window mode: the same shape, params, URL and query events as
 * `createListMachine`, but rows are read by blocks of `blockSize` around what a virtual table shows
 * (`rows.show`), kept in a sparse cache of at most `maxBlocks` blocks. A new query (search, filter,
 * sort, the URL) drops the cache and starts from the top; `list.refetch` asks again for the blocks
 * shown, keeping their rows meanwhile (tag `refreshing`).
 */
export function createWindowedListMachine<
  Row extends ListRow,
  Filters extends ListFilters,
  Summary,
>(spec: WindowedListSpec<Row, Filters, Summary>) {
  type Context = WindowedListContext<Row, Filters, Summary>
  const loadBlock = fromCallback<AnyEventObject, BlockInput<Filters>>(({ input, sendBack }) => {
    const controller = new AbortController()
    const { generation, index } = input
    spec.load(input.params, input.window, controller.signal).then(
      (answer) => sendBack({ type: 'block.loaded', generation, index, answer }),
      (error: unknown) => {
        if (!controller.signal.aborted) sendBack({ type: 'block.failed', generation, index, error })
      },
    )
    return () => controller.abort()
  })
  const newQuery = {
    guard: 'asksForRows',
    target: '.loading',
    actions: ['startQuery', { type: 'askForShown', params: false }],
  } as const
  return setup({
    types: {
      context: {} as Context,
      events: {} as WindowedListEvent<Filters, Row, Summary>,
      input: {} as { params: ListParams<Filters>; searchDelayMs?: number },
    },
    actors: { loadBlock },
    delays: { searchPause: ({ context }) => context.searchDelayMs },
    guards: {
      asksForRows: ({ context, event }) =>
        isListQueryEvent(event) &&
        paramsAfter(context.params, context.perPageChoices, event) !== undefined,
      isCurrent: ({ context, event }) =>
        (event.type === 'block.loaded' || event.type === 'block.failed') &&
        event.generation === context.generation,
      hasFailed: ({ context }) => context.failure !== null && context.total === null,
      isAnswered: ({ context }) => context.total !== null,
      isEmpty: ({ context }) => context.total === 0,
      isRefreshing: ({ context }) => context.total !== null && context.loading.length > 0,
      isSettled: ({ context }) => context.loading.length === 0,
    },
    actions: {
      setSearchText: assign(({ event }) =>
        event.type === 'list.search' ? { searchText: event.text } : {},
      ),
      /** A new query: the cache is dropped and the list starts again from the top. */
      startQuery: enqueueActions(({ context, event, enqueue }) => {
        for (const index of context.loading) enqueue.stopChild(blockId(context.generation, index))
        const params = isListQueryEvent(event)
          ? (paramsAfter(context.params, context.perPageChoices, event) ?? context.params)
          : { ...context.params, q: context.searchText, page: 1 }
        const rowsShown = context.shown.last - context.shown.first
        enqueue.assign({
          params,
          searchText: isListQueryEvent(event)
            ? searchTextAfter(context.searchText, event)
            : context.searchText,
          generation: context.generation + 1,
          blocks: {},
          loading: [],
          total: null,
          failure: null,
          shown: { first: 0, last: rowsShown },
        })
      }),
      /** Asks for the blocks shown that are neither held nor asked for (or all, to refetch). */
      askForShown: enqueueActions(({ context, event, enqueue }, again: boolean) => {
        const shown =
          event.type === 'rows.show' ? { first: event.first, last: event.last } : context.shown
        const wanted = blocksOf(shown, context.blockSize).filter(
          (index) =>
            !context.loading.includes(index) && (again || context.blocks[index] === undefined),
        )
        enqueue.assign({ shown, loading: [...context.loading, ...wanted] })
        for (const index of wanted)
          enqueue.spawnChild('loadBlock', {
            id: blockId(context.generation, index),
            input: {
              params: context.params,
              window: { offset: index * context.blockSize, limit: context.blockSize },
              generation: context.generation,
              index,
            },
          })
      }),
      load: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'list.load' })),
      keepBlock: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'block.loaded') return
        enqueue.stopChild(blockId(event.generation, event.index))
        const shownBlock = Math.floor(context.shown.first / context.blockSize)
        enqueue.assign({
          blocks: keptBlocks(
            context.blocks,
            event.index,
            event.answer.rows,
            shownBlock,
            context.maxBlocks,
          ),
          loading: context.loading.filter((index) => index !== event.index),
          total: event.answer.total,
          summary: event.answer.summary ?? context.summary,
          failure: null,
        })
      }),
      keepFailure: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'block.failed') return
        enqueue.stopChild(blockId(event.generation, event.index))
        enqueue.assign({
          loading: context.loading.filter((index) => index !== event.index),
          failure: event.error,
        })
      }),
    },
  }).createMachine({
    id: 'windowedList',
    type: 'parallel',
    context: ({ input }): Context => ({
      params: input.params,
      perPageChoices: spec.shape.perPageChoices,
      searchText: input.params.q,
      total: null,
      summary: null,
      blocks: {},
      loading: [],
      shown: { first: 0, last: 0 },
      generation: 0,
      failure: null,
      blockSize: spec.blockSize ?? 100,
      maxBlocks: spec.maxBlocks ?? 20,
      searchDelayMs: input.searchDelayMs ?? 300,
    }),
    entry: { type: 'askForShown', params: false },
    on: {
      'rows.show': { actions: { type: 'askForShown', params: false } },
      'block.loaded': { guard: 'isCurrent', actions: 'keepBlock' },
      'block.failed': { guard: 'isCurrent', actions: 'keepFailure' },
    },
    states: {
      rows: {
        initial: 'loading',
        on: {
          'list.filter': newQuery,
          'list.sort': newQuery,
          'list.params': newQuery,
          'list.clearFilters': newQuery,
          'list.load': '.loading',
        },
        states: {
          loading: {
            tags: ['loading'],
            always: [
              { guard: 'hasFailed', target: 'error' },
              { guard: 'isAnswered', target: 'answered' },
            ],
          },
          answered: {
            always: [{ guard: 'isEmpty', target: 'empty' }, { target: 'populated' }],
          },
          populated: {
            tags: ['populated'],
            on: { 'list.refetch': { actions: { type: 'askForShown', params: true } } },
          },
          empty: {
            tags: ['empty'],
            on: { 'list.refetch': { actions: { type: 'askForShown', params: true } } },
          },
          error: {
            tags: ['error'],
            on: {
              'list.retry': {
                target: 'loading',
                actions: [assign({ failure: null }), { type: 'askForShown', params: true }],
              },
            },
          },
        },
      },
      refresh: {
        initial: 'idle',
        states: {
          idle: { always: { guard: 'isRefreshing', target: 'fetching' } },
          fetching: { tags: ['refreshing'], always: { guard: 'isSettled', target: 'idle' } },
        },
      },
      search: searchRegion(['startQuery', { type: 'askForShown', params: false }, 'load']),
    },
  })
}

/** A windowed list machine of any rows (what screens' shared parts take). */
export type WindowedListMachine<
  Row extends ListRow,
  Filters extends ListFilters,
  Summary,
> = ReturnType<typeof createWindowedListMachine<Row, Filters, Summary>>
export type WindowedListActorRef<
  Row extends ListRow,
  Filters extends ListFilters,
  Summary,
> = ActorRefFrom<WindowedListMachine<Row, Filters, Summary>>
