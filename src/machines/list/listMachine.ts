import { type ActorRefFrom, assign, enqueueActions, setup, type SnapshotFrom } from 'xstate'
import { commitOnLeave } from '../shared/commitOnLeave'
import { fromCall } from '../shared/fromCall'
import { lastPage, type ListFilters, type ListParams, type ListShape } from './listParams'
import { searchRegion } from './searchRegion'
import { isListQueryEvent, paramsAfter, searchTextAfter } from './listQuery'
import {
  hideDeleted,
  hideRows,
  type ListAnswer,
  type ListContext,
  type ListEvent,
  type ListInput,
  type ListRow,
  restoreDeleted,
  toggleId,
  withParams,
} from './listSteps'

/** What a list is (its shape) and how its rows are loaded and deleted. */
export interface ListSpec<Row extends ListRow, Filters extends ListFilters, Summary> {
  shape: ListShape<Filters>
  /** One page for these params; `summary` rides along (e.g. stat cards' counts). */
  load: (params: ListParams<Filters>, signal: AbortSignal) => Promise<ListAnswer<Row, Summary>>
  /** Deletes rows in one write, all or nothing. Without it, the list offers no delete. */
  remove?: (ids: readonly number[]) => Promise<void>
}

/**
 * The kit's list machine for one kind of row: a server-paged, searchable, filterable, sortable
 * table, typed by its rows, filters and summary (no area casts them back).
 *
 * - `rows`: loading → populated | empty | error; `list.refetch` fetches again in place
 *   (rows stay, tag `refreshing`) with the last params, as SPEC §4 asks after a write.
 * - `search`: typing waits `searchDelayMs` before it becomes the query.
 * - `deletion` (when the spec can `remove`): rows leave at once and a notice offers Undo for
 *   `undoMs`; then the delete is sent as one call (tag `saving`); if it fails the rows come back
 *   with a notice. A delete asked for while one is being sent waits its turn, never dropped.
 *   Leaving the screen or the page inside the Undo window sends the delete (`commitOnLeave`).
 *
 * Query params are in context for the screen to mirror in the URL (`list.params` brings them back
 * from it: reload, shared link, Back and Forward).
 */
export function createListMachine<Row extends ListRow, Filters extends ListFilters, Summary>(
  spec: ListSpec<Row, Filters, Summary>,
) {
  const { remove } = spec
  const queryTransition = { guard: 'asksForRows', actions: ['followQuery', 'load'] } as const
  return setup({
    types: {
      context: {} as ListContext<Row, Filters, Summary>,
      events: {} as ListEvent<Filters>,
      input: {} as ListInput<Filters>,
    },
    actors: {
      loadRows: fromCall<ListAnswer<Row, Summary>, ListParams<Filters>>(({ input, signal }) =>
        spec.load(input, signal),
      ),
      // No signal: a delete, once sent, is carried out even if the screen goes meanwhile.
      deleteRows: fromCall<undefined, { ids: number[] }>(async ({ input }) => {
        await remove?.(input.ids)
        return undefined
      }),
      commitOnLeave,
    },
    delays: {
      searchPause: ({ context }) => context.searchDelayMs,
      undoWindow: ({ context }) => context.undoMs,
    },
    guards: {
      canDelete: () => remove !== undefined,
      isEmpty: ({ context }) => context.total === 0,
      isPastLastPage: ({ context }) =>
        context.rows.length === 0 &&
        context.total > 0 &&
        context.params.page > lastPage(context.total, context.params.perPage),
      /** A query event the list can follow (see `paramsAfter`). */
      asksForRows: ({ context, event }) =>
        isListQueryEvent(event) &&
        paramsAfter(context.params, context.perPageChoices, event) !== undefined,
      hasQueuedDelete: ({ context }) => context.queuedDelete !== null,
    },
    actions: {
      setSearchText: assign(({ event }) =>
        event.type === 'list.search' ? { searchText: event.text } : {},
      ),
      setPage: assign(({ context }, page: ListAnswer<Row, Summary>) => {
        const shown = hideDeleted(page, context)
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
      /** The search as typed becomes the query, from page 1. */
      takeSearch: assign(({ context }) => ({
        params: withParams(context.params, { q: context.searchText, page: 1 }),
        selectedIds: [],
      })),
      followQuery: assign(({ context, event }) => {
        if (!isListQueryEvent(event)) return {}
        return {
          params: paramsAfter(context.params, context.perPageChoices, event) ?? context.params,
          searchText: searchTextAfter(context.searchText, event),
          selectedIds: [],
        }
      }),
      load: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'list.load' })),
      refetch: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'list.refetch' })),
      /** The queued delete's turn: its Undo window starts. */
      takeQueuedDelete: assign(({ context }) => ({
        pendingDelete: context.queuedDelete,
        queuedDelete: null,
        notice: context.queuedDelete
          ? { kind: 'deleted' as const, ids: context.queuedDelete.ids }
          : null,
      })),
    },
  }).createMachine({
    id: 'list',
    type: 'parallel',
    context: ({ input }) => ({
      params: input.params,
      perPageChoices: spec.shape.perPageChoices,
      searchText: input.params.q,
      rows: [],
      total: 0,
      summary: null,
      selectedIds: [],
      pendingDelete: null,
      queuedDelete: null,
      notice: null,
      failure: null,
      searchDelayMs: input.searchDelayMs ?? 300,
      undoMs: input.undoMs ?? 5000,
    }),
    on: {
      'list.filter': queryTransition,
      'list.sort': queryTransition,
      'list.page': queryTransition,
      'list.perPage': queryTransition,
      'list.clearFilters': queryTransition,
      'list.params': queryTransition,
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
      search: searchRegion(['takeSearch', 'load']),
      deletion: {
        initial: 'idle',
        states: {
          idle: {
            on: {
              'rows.delete': {
                guard: 'canDelete',
                target: 'undoable',
                actions: assign(({ context, event }) => hideRows(context, event.ids)),
              },
            },
          },
          /** Gone from the list; Undo brings them back until the window closes. */
          undoable: {
            initial: 'counting',
            invoke: {
              src: 'commitOnLeave',
              input: ({ context, self }) => ({
                owner: self,
                commitEvent: { type: 'rows.commit' },
                send: () => remove?.(context.pendingDelete?.ids ?? []) ?? Promise.resolve(),
              }),
            },
            on: {
              // Another delete joins this one; the window starts again.
              'rows.delete': {
                target: '.counting',
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
              'rows.commit': 'deleting',
            },
            states: { counting: { after: { undoWindow: '#list.deletion.deleting' } } },
          },
          deleting: {
            tags: ['saving'],
            on: {
              'rows.delete': {
                actions: assign(({ context, event }) =>
                  hideRows(context, event.ids, 'queuedDelete'),
                ),
              },
            },
            invoke: {
              src: 'deleteRows',
              input: ({ context }) => ({ ids: context.pendingDelete?.ids ?? [] }),
              onDone: [
                {
                  guard: 'hasQueuedDelete',
                  target: 'undoable',
                  actions: ['takeQueuedDelete', 'refetch'],
                },
                {
                  target: 'idle',
                  actions: [assign({ pendingDelete: null, notice: null }), 'refetch'],
                },
              ],
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
                  'refetch',
                ],
              },
            },
          },
        },
      },
    },
  })
}

/** A list machine of any rows (what screens' shared parts take). */
export type ListMachine<Row extends ListRow, Filters extends ListFilters, Summary> = ReturnType<
  typeof createListMachine<Row, Filters, Summary>
>
export type ListActorRef<Row extends ListRow, Filters extends ListFilters, Summary> = ActorRefFrom<
  ListMachine<Row, Filters, Summary>
>
export type ListSnapshot<Row extends ListRow, Filters extends ListFilters, Summary> = SnapshotFrom<
  ListMachine<Row, Filters, Summary>
>
