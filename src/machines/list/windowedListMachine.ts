import { type ActorRefFrom, assign, enqueueActions, not, setup } from 'xstate'
import type { ListFilters, ListParams } from './listParams'
import { isListQueryEvent, paramsAfter, searchTextAfter } from './listQuery'
import type { ListRow } from './listSteps'
import { blocksToAsk, heldBlocks, restartedWindow, withBlockAnswered } from './listWindow'
import { allRowsId, allRowsLoader, blockId, blockLoader } from './windowedListActors'
import type { WindowedListContext, WindowedListEvent, WindowedListSpec } from './windowedListTypes'
import { searchRegionAnsweredAtOnce } from './searchRegion'

export type {
  ListWindow,
  WindowedListContext,
  WindowedListEvent,
  WindowedListSpec,
} from './windowedListTypes'

/**
 * The list layer's window mode: the same shape, params, URL and query events as
 * `createListMachine`, but rows are read by blocks of `blockSize` around what a virtual table shows
 * (`rows.show`), kept in a sparse cache of at most `maxBlocks` blocks. A new query (search, filter,
 * sort, the URL) drops the cache and starts from the top; `list.refetch` asks again for the blocks
 * shown, keeping their rows meanwhile (tag `refreshing`, only then).
 */
export function createWindowedListMachine<
  Row extends ListRow,
  Filters extends ListFilters,
  Summary,
>(spec: WindowedListSpec<Row, Filters, Summary>) {
  type Context = WindowedListContext<Row, Filters, Summary>
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
    actors: { loadBlock: blockLoader(spec), loadAll: allRowsLoader(spec) },
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
      /**
       * Rows on screen are being asked again (a refetch): a block held is loading. A block that
       * scrolls into view for the first time is not a refresh: its rows are placeholders until
       * it answers, and the grid is not busy (a screen reader goes on reading it).
       */
      isRefreshing: ({ context }) =>
        context.total !== null && context.loading.some((index) => index in context.blocks),
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
          ...restartedWindow(context),
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
        enqueue.assign({ ...restartedWindow(context), heldRows: event.answer.rows })
      }),
      /** Back to windows (a large data set): the rows are asked of the server from the top. */
      dropAllRows: enqueueActions(({ context, enqueue }) => {
        enqueue.stopChild(allRowsId(context.allRowsAsked))
        enqueue.assign({
          ...restartedWindow(context),
          heldRows: null,
          allRowsAsked: context.allRowsAsked + 1,
        })
      }),
      /** Asks for the blocks shown that are neither held nor asked for (or all, to refetch). */
      askForShown: enqueueActions(({ context, event, enqueue }, again: boolean) => {
        const shown =
          event.type === 'rows.show' ? { first: event.first, last: event.last } : context.shown
        const wanted = blocksToAsk(context, shown, again)
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
        enqueue.assign({
          ...withBlockAnswered(context, event.index, event.answer.rows),
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
          fetching: {
            tags: ['refreshing'],
            always: { guard: not('isRefreshing'), target: 'idle' },
          },
        },
      },
      // In the client-side mode a search is answered in the same step, without the pause.
      search: searchRegionAnsweredAtOnce(
        ['startQuery', { type: 'askForShown', params: false }, 'load'],
        'holdsAllRows',
      ),
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
