import { assign, enqueueActions, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import type { ListPage } from '../../api/types/common'
import { lastPage, type ListParams, type PerPage, sameParams } from './listParams'
import {
  hideDeleted,
  hideRows,
  type ListContext,
  type ListEvent,
  type ListInput,
  type ListRow,
  restoreDeleted,
  toggleId,
  withParams,
} from './listSteps'

/** A page of rows, and optionally what the area shows beside the table (stat cards' counts). */
export interface ListAnswer extends ListPage<ListRow> {
  summary?: unknown
}

/**
 * The one list machine of the kit: a server-paged, searchable, filterable,
 * sortable table. The area provides `loadRows` (params → a page) and
 * `deleteRows` (ids → done) with `.provide()`; everything else is here:
 *
 * - `rows`: loading → populated | empty | error; `list.refetch` fetches again in place
 *   (rows stay, tag `refreshing`) with the last params, as SPEC §4 asks after a write.
 * - `search`: typing waits `searchDelayMs` before it becomes the query.
 * - `deletion`: rows leave at once and a notice offers Undo for `undoMs`; then the
 *   delete call runs (tag `saving`); if it fails the rows come back with a notice.
 *
 * Query params are in context for the screen to mirror in the URL (`list.params`
 * brings them back from it: reload, shared link, Back and Forward).
 */
export const listMachine = setup({
  types: {
    context: {} as ListContext,
    events: {} as ListEvent,
    input: {} as ListInput,
  },
  actors: {
    loadRows: fromCall<ListAnswer, ListParams>(async () => {
      throw new Error('listMachine needs a loadRows actor (provide it per area)')
    }),
    deleteRows: fromCall<undefined, { ids: number[] }>(async () => {
      throw new Error('listMachine needs a deleteRows actor (provide it per area)')
    }),
  },
  delays: {
    searchPause: ({ context }) => context.searchDelayMs,
    undoWindow: ({ context }) => context.undoMs,
  },
  guards: {
    isEmpty: ({ context }) => context.total === 0,
    isPastLastPage: ({ context }) =>
      context.rows.length === 0 &&
      context.total > 0 &&
      context.params.page > lastPage(context.total, context.params.perPage),
    hasChangedParams: ({ context, event }) =>
      event.type === 'list.params' && !sameParams(context.params, event.params),
  },
  actions: {
    setPage: assign(({ context }, page: ListAnswer) => {
      const shown = hideDeleted(page, context.pendingDelete)
      return {
        rows: shown.rows,
        total: shown.total,
        summary: page.summary ?? context.summary,
        failure: null,
        selectedIds: context.selectedIds.filter((id) => shown.rows.some((row) => row.id === id)),
      }
    }),
    goToLastPage: assign(({ context }) => ({
      params: { ...context.params, page: lastPage(context.total, context.params.perPage) },
    })),
    applyParams: assign(({ context }, change: Partial<ListParams>) => ({
      params: withParams(context.params, change),
      selectedIds: [],
    })),
  },
}).createMachine({
  id: 'list',
  type: 'parallel',
  context: ({ input }) => ({
    params: input.params,
    searchText: input.params.q,
    rows: [],
    total: 0,
    summary: null,
    selectedIds: [],
    pendingDelete: null,
    notice: null,
    failure: null,
    searchDelayMs: input.searchDelayMs ?? 300,
    undoMs: input.undoMs ?? 5000,
  }),
  on: {
    'list.filter': {
      actions: [
        {
          type: 'applyParams',
          params: ({ context, event }) => ({
            filters: { ...context.params.filters, [event.filter]: event.value },
            page: 1,
          }),
        },
        enqueueActions(({ enqueue }) => enqueue.raise({ type: 'list.load' })),
      ],
    },
    'list.sort': {
      actions: [
        {
          type: 'applyParams',
          params: ({ context, event }) => ({
            sortColumn: event.column,
            sort:
              event.direction ??
              (context.params.sortColumn === event.column && context.params.sort === 'asc'
                ? 'desc'
                : 'asc'),
            page: 1,
          }),
        },
        enqueueActions(({ enqueue }) => enqueue.raise({ type: 'list.load' })),
      ],
    },
    'list.page': {
      actions: [
        { type: 'applyParams', params: ({ event }) => ({ page: Math.max(1, event.page) }) },
        enqueueActions(({ enqueue }) => enqueue.raise({ type: 'list.load' })),
      ],
    },
    'list.perPage': {
      actions: [
        {
          type: 'applyParams',
          params: ({ event }): Partial<ListParams> => ({
            perPage: event.perPage as PerPage,
            page: 1,
          }),
        },
        enqueueActions(({ enqueue }) => enqueue.raise({ type: 'list.load' })),
      ],
    },
    'list.clearFilters': {
      actions: [
        {
          type: 'applyParams',
          params: ({ context }) => ({
            q: '',
            filters: Object.fromEntries(
              Object.keys(context.params.filters).map((key) => [key, '']),
            ),
            page: 1,
          }),
        },
        assign({ searchText: '' }),
        enqueueActions(({ enqueue }) => enqueue.raise({ type: 'list.load' })),
      ],
    },
    'list.params': {
      guard: 'hasChangedParams',
      actions: [
        { type: 'applyParams', params: ({ event }) => event.params },
        assign(({ event }) => ({ searchText: event.params.q })),
        enqueueActions(({ enqueue }) => enqueue.raise({ type: 'list.load' })),
      ],
    },
    'selection.toggle': {
      actions: assign(({ context, event }) => ({
        selectedIds: toggleId(context.selectedIds, event.id),
      })),
    },
    'selection.page': {
      actions: assign(({ context }) => ({
        selectedIds:
          context.rows.length > 0 && context.selectedIds.length === context.rows.length
            ? []
            : context.rows.map((row) => row.id),
      })),
    },
    'selection.clear': { actions: assign({ selectedIds: [] }) },
    'notice.dismiss': { actions: assign({ notice: null }) },
  },
  states: {
    rows: {
      initial: 'loading',
      on: { 'list.load': '.loading' },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadRows',
            input: ({ context }) => context.params,
            onDone: {
              target: 'answered',
              actions: { type: 'setPage', params: ({ event }) => event.output },
            },
            onError: {
              target: 'error',
              actions: assign({ failure: ({ event }) => event.error }),
            },
          },
        },
        refreshing: {
          tags: ['populated', 'refreshing'],
          on: { 'list.refetch': { target: 'refreshing', reenter: true } },
          invoke: {
            src: 'loadRows',
            input: ({ context }) => context.params,
            onDone: {
              target: 'answered',
              actions: { type: 'setPage', params: ({ event }) => event.output },
            },
            // The rows on screen stay; the next refetch or load tries again.
            onError: 'populated',
          },
        },
        /** Where the answer leads: past the last page (rows deleted meanwhile), empty, or rows. */
        answered: {
          always: [
            { guard: 'isPastLastPage', target: 'loading', actions: 'goToLastPage' },
            { guard: 'isEmpty', target: 'empty' },
            { target: 'populated' },
          ],
        },
        populated: { tags: ['populated'], on: { 'list.refetch': 'refreshing' } },
        empty: { tags: ['empty'], on: { 'list.refetch': 'refreshing' } },
        error: { tags: ['error'], on: { 'list.retry': 'loading', 'list.refetch': 'loading' } },
      },
    },
    search: {
      initial: 'idle',
      on: {
        // Targets its own child: the pause starts again (no `reenter`, which would restart every region).
        'list.search': {
          target: '.pausing',
          actions: assign(({ event }) => ({ searchText: event.text })),
        },
      },
      states: {
        idle: {},
        pausing: {
          after: {
            searchPause: {
              target: 'idle',
              actions: [
                {
                  type: 'applyParams',
                  params: ({ context }) => ({ q: context.searchText, page: 1 }),
                },
                enqueueActions(({ enqueue }) => enqueue.raise({ type: 'list.load' })),
              ],
            },
          },
        },
      },
    },
    deletion: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'rows.delete': {
              target: 'undoable',
              actions: assign(({ context, event }) => hideRows(context, event.ids)),
            },
          },
        },
        /** Gone from the list; Undo brings them back until the window closes. */
        undoable: {
          after: { undoWindow: 'deleting' },
          on: {
            'rows.delete': {
              target: 'undoable',
              reenter: true,
              actions: assign(({ context, event }) => hideRows(context, event.ids)),
            },
            'rows.undo': {
              target: 'idle',
              actions: assign(({ context }) => ({
                ...restoreDeleted(context),
                notice: { kind: 'restored', ids: context.pendingDelete?.ids ?? [] },
              })),
            },
          },
        },
        deleting: {
          tags: ['saving'],
          invoke: {
            src: 'deleteRows',
            input: ({ context }) => ({ ids: context.pendingDelete?.ids ?? [] }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ pendingDelete: null, notice: null }),
                enqueueActions(({ enqueue }) => enqueue.raise({ type: 'list.refetch' })),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => ({
                  ...restoreDeleted(context),
                  notice: {
                    kind: 'deleteFailed',
                    ids: context.pendingDelete?.ids ?? [],
                    error: event.error,
                  },
                })),
                enqueueActions(({ enqueue }) => enqueue.raise({ type: 'list.refetch' })),
              ],
            },
          },
        },
      },
    },
  },
})
