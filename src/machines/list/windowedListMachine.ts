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
import { blocksOf, heldBlocks, keptBlocks } from './listWindow'

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
  /**
   * The client-side mode, for a small data set (`list.source` with `local: true`): every row is
   * fetched once, then each query and window is answered here, with no call.
   */
  local?: {
    /** Every row in the data set's own order; a total above the rows answered keeps windows. */
    loadAll: (signal: AbortSignal) => Promise<ListAnswer<Row, Summary>>
    /** The list's search, filters, sort and window over every row (what `load` would answer). */
    query: (
      rows: readonly Row[],
      params: ListParams<Filters>,
      window: ListWindow,
    ) => ListAnswer<Row>
  }
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
  /** Every row, in the client-side mode (queries answered here); null: read by windows. */
  heldRows: Row[] | null
  /** Bumped by every fetch of every row: an older fetch's answer is dropped. */
  allRowsAsked: number
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
  /** The data set is small (`local`: fetch every row once, then query here) or read by windows. */
  | { type: 'list.source'; local: boolean }
  | { type: 'all.loaded'; asked: number; answer: ListAnswer<Row, Summary> }
  | { type: 'all.failed'; asked: number }
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
const allRowsId = (asked: number) => `all-rows-${asked}`

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
  const loadAll = fromCallback<AnyEventObject, { asked: number }>(({ input, sendBack }) => {
    const controller = new AbortController()
    const { asked } = input
    if (!spec.local) return undefined
    spec.local.loadAll(controller.signal).then(
      (answer) => sendBack({ type: 'all.loaded', asked, answer }),
      () => {
        if (!controller.signal.aborted) sendBack({ type: 'all.failed', asked })
      },
    )
    return () => controller.abort()
  })
  /** Starts again from the top: rows of an older query are dropped when they answer. */
  const restart = (context: Context) => ({
    generation: context.generation + 1,
    blocks: {},
    loading: [],
    total: null,
    failure: null,
    shown: { first: 0, last: context.shown.last - context.shown.first },
  })
  /** Fetch again: every row in the client-side mode, else the blocks shown. */
  const refetch = [
    { guard: 'holdsAllRows', actions: 'fetchAll' },
    { actions: { type: 'askForShown', params: true } },
  ] as const
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
    actors: { loadBlock, loadAll },
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
      holdsAllRows: ({ context }) => context.heldRows !== null,
      isCurrentAllRows: ({ context, event }) =>
        event.type === 'all.loaded' &&
        event.asked === context.allRowsAsked &&
        event.answer.total <= event.answer.rows.length,
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
        enqueue.assign({
          ...restart(context),
          params,
          searchText: isListQueryEvent(event)
            ? searchTextAfter(context.searchText, event)
            : context.searchText,
        })
      }),
      /** Fetches every row (the client-side mode), dropping an older fetch. */
      fetchAll: enqueueActions(({ context, enqueue }) => {
        enqueue.stopChild(allRowsId(context.allRowsAsked))
        const asked = context.allRowsAsked + 1
        enqueue.assign({ allRowsAsked: asked })
        enqueue.spawnChild('loadAll', { id: allRowsId(asked), input: { asked } })
      }),
      /** Every row arrived: the query is answered here from now on, from the top. */
      holdAllRows: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'all.loaded') return
        for (const index of context.loading) enqueue.stopChild(blockId(context.generation, index))
        enqueue.stopChild(allRowsId(event.asked))
        enqueue.assign({ ...restart(context), heldRows: event.answer.rows })
      }),
      /** Back to windows (a large data set): the rows are asked of the server from the top. */
      dropAllRows: enqueueActions(({ context, enqueue }) => {
        enqueue.stopChild(allRowsId(context.allRowsAsked))
        enqueue.assign({
          ...restart(context),
          heldRows: null,
          allRowsAsked: context.allRowsAsked + 1,
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
        const { heldRows } = context
        if (heldRows && spec.local) {
          const { query } = spec.local
          const held = heldBlocks(context, wanted, (window) =>
            query(heldRows, context.params, window),
          )
          enqueue.assign({ shown, ...held })
          return
        }
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
      heldRows: null,
      allRowsAsked: 0,
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
      'list.source': [
        { guard: ({ event }) => event.local, actions: 'fetchAll' },
        {
          guard: 'holdsAllRows',
          target: '.rows.loading',
          actions: ['dropAllRows', { type: 'askForShown', params: false }],
        },
      ],
      'all.loaded': {
        guard: 'isCurrentAllRows',
        target: '.rows.loading',
        actions: ['holdAllRows', { type: 'askForShown', params: false }],
      },
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
            on: { 'list.refetch': refetch },
          },
          empty: {
            tags: ['empty'],
            on: { 'list.refetch': refetch },
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
