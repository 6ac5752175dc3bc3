import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { SortDirection } from '../../api/types/common'
import type { ListTableState } from '../../components/list-table/listTableTypes'
import type { ListActorRef } from '../../machines/list/listMachine'
import { isFiltered, type ListFilters, type ListParams } from '../../machines/list/listParams'
import type { ListQueryEvent } from '../../machines/list/listQuery'
import { filterEvent, type ListRow } from '../../machines/list/listSteps'
import { windowRowAt, windowIndexOf } from '../../machines/list/listWindow'
import type { WindowedListActorRef } from '../../machines/list/windowedListMachine'
import { listTableState } from './listTableState'

/** What every list view offers, paged or windowed: its state, query and the ways to change it. */
export interface ListViewBase<Filters extends ListFilters> {
  state: ListTableState
  /** Rows stay on screen while the list fetches again. */
  isRefreshing: boolean
  /** Matching rows before paging (0 until the first answer). */
  total: number
  /** Why the last load failed (for the error message), or null. */
  failure: unknown
  params: ListParams<Filters>
  /** The search box's text (it becomes `params.q` after the pause). */
  searchText: string
  /** A search or filter narrows the list. */
  isFiltered: boolean
  search: (text: string) => void
  filter: <Name extends keyof Filters & string>(name: Name, value: Filters[Name]) => void
  clearFilters: () => void
  sortBy: (column: string, direction?: SortDirection) => void
  retry: () => void
}

/** A server-paged list (a Primer table, a card grid): the page's rows, paging and selection. */
export interface PagedListView<
  Row extends ListRow,
  Filters extends ListFilters,
> extends ListViewBase<Filters> {
  mode: 'pages'
  rows: readonly Row[]
  page: number
  perPage: number
  perPageChoices: readonly number[]
  goToPage: (page: number) => void
  setPerPage: (perPage: number) => void
  selectedIds: readonly number[]
  toggleRow: (id: number) => void
  togglePage: () => void
  clearSelection: () => void
}

/** A windowed list (a virtual table): any row by index, and which rows are on screen. */
export interface WindowedListView<
  Row extends ListRow,
  Filters extends ListFilters,
> extends ListViewBase<Filters> {
  mode: 'window'
  /** The row at `index`, or undefined while its block loads (draw a placeholder row). */
  rowAt: (index: number) => Row | undefined
  /** Where the row `id` is, when its block is loaded. */
  indexOf: (id: Row['id']) => number | undefined
  /** The screen shows rows `first` to `last`: their blocks are asked for unless held. */
  show: (first: number, last: number) => void
}

type AnyList<Row extends ListRow, Filters extends ListFilters, Summary> =
  ListActorRef<Row, Filters, Summary> | WindowedListActorRef<Row, Filters, Summary>

/** The events both kinds of list machine take. */
type SharedEvent<Filters extends ListFilters> =
  ListQueryEvent<Filters> | { type: 'list.search'; text: string } | { type: 'list.retry' }

function isWindowed<Row extends ListRow, Filters extends ListFilters, Summary>(
  list: AnyList<Row, Filters, Summary>,
): list is WindowedListActorRef<Row, Filters, Summary> {
  return 'blocks' in list.getSnapshot().context
}

/**
 * The list layer's one headless hook: what a list machine (paged) or a windowed list machine
 * holds, as plain values and callbacks for a Primer table (`listTableProps`), a card grid
 * (`ListCardGrid`) or a virtual table (`ListVirtualTable`) alike. The screen renders; the machine
 * keeps the query, the rows and the selection.
 */
export function useListView<Row extends ListRow, Filters extends ListFilters, Summary>(
  list: ListActorRef<Row, Filters, Summary>,
): PagedListView<Row, Filters>
export function useListView<Row extends ListRow, Filters extends ListFilters, Summary>(
  list: WindowedListActorRef<Row, Filters, Summary>,
): WindowedListView<Row, Filters>
export function useListView<Row extends ListRow, Filters extends ListFilters, Summary>(
  list: AnyList<Row, Filters, Summary>,
): PagedListView<Row, Filters> | WindowedListView<Row, Filters> {
  const state = useSelector(list, listTableState)
  const isRefreshing = useSelector(list, (snapshot) => snapshot.hasTag('refreshing'))
  // Re-renders when what the view reads of the context changes (below, from the snapshot); not
  // when a windowed list hears which rows are shown, which the screen reports every scroll frame.
  const context = useSelector(list, (snapshot) => snapshot.context, isSameView)
  // The callbacks stay the same for the list's life (effects and memoized children can rely on them).
  const actions = useMemo(
    () => (isWindowed(list) ? windowedActions(list) : pagedActions(list)),
    [list],
  )
  // A windowed list's readers change only when its rows do (a block arrives or is dropped), not
  // on every scroll frame: a virtualizer keys its rows through `rowAt`, and a new `rowAt` each
  // frame made it measure every row of the list again (100,000 calls a frame).
  const windowed = isWindowed(list) ? list.getSnapshot().context : undefined
  const blocks = windowed?.blocks
  const blockSize = windowed?.blockSize ?? 1
  const readers = useMemo(() => {
    const rows = { blocks: blocks ?? {}, blockSize }
    return {
      rowAt: (index: number) => windowRowAt(rows, index),
      indexOf: (id: Row['id']) => windowIndexOf(rows, id),
    }
  }, [blocks, blockSize])
  const shown = {
    state,
    isRefreshing,
    failure: context.failure,
    params: context.params,
    searchText: context.searchText,
    isFiltered: isFiltered(context.params),
  }
  if (actions.mode === 'window' && isWindowed(list)) {
    const windowContext = list.getSnapshot().context
    return {
      ...shown,
      ...actions,
      total: windowContext.total ?? 0,
      ...readers,
    }
  }
  if (actions.mode === 'pages' && !isWindowed(list)) {
    const pagedContext = list.getSnapshot().context
    return {
      ...shown,
      ...actions,
      total: pagedContext.total,
      rows: pagedContext.rows,
      page: pagedContext.params.page,
      perPage: pagedContext.params.perPage,
      perPageChoices: pagedContext.perPageChoices,
      selectedIds: pagedContext.selectedIds,
    }
  }
  throw new Error('A list view changed its kind of list.')
}

/** What a view reads of either kind of list's context. */
const viewedKeys = [
  'failure',
  'params',
  'searchText',
  'total',
  'rows',
  'perPageChoices',
  'selectedIds',
  'blocks',
  'blockSize',
] as const

/** Whether two contexts give the same view (the rest, such as the rows shown, draws nothing). */
function isSameView(a: object, b: object): boolean {
  return viewedKeys.every((key) => {
    const before: unknown = Reflect.get(a, key)
    const after: unknown = Reflect.get(b, key)
    return Object.is(before, after)
  })
}

type SharedActions<Filters extends ListFilters> = Pick<
  ListViewBase<Filters>,
  'search' | 'filter' | 'clearFilters' | 'sortBy' | 'retry'
>

function sharedActions<Row extends ListRow, Filters extends ListFilters, Summary>(
  list: AnyList<Row, Filters, Summary>,
): SharedActions<Filters> {
  const send = (event: SharedEvent<Filters>) => list.send(event)
  return {
    search: (text) => send({ type: 'list.search', text }),
    filter: (name, value) => send(filterEvent<Filters, typeof name>(name, value)),
    clearFilters: () => send({ type: 'list.clearFilters' }),
    sortBy: (column, direction) => send({ type: 'list.sort', column, direction }),
    retry: () => send({ type: 'list.retry' }),
  }
}

function windowedActions<Row extends ListRow, Filters extends ListFilters, Summary>(
  list: WindowedListActorRef<Row, Filters, Summary>,
): SharedActions<Filters> & Pick<WindowedListView<Row, Filters>, 'mode' | 'show'> {
  return {
    ...sharedActions(list),
    mode: 'window',
    show: (first, last) => list.send({ type: 'rows.show', first, last }),
  }
}

function pagedActions<Row extends ListRow, Filters extends ListFilters, Summary>(
  list: ListActorRef<Row, Filters, Summary>,
): SharedActions<Filters> &
  Pick<
    PagedListView<Row, Filters>,
    'mode' | 'goToPage' | 'setPerPage' | 'toggleRow' | 'togglePage' | 'clearSelection'
  > {
  return {
    ...sharedActions(list),
    mode: 'pages',
    goToPage: (page) => list.send({ type: 'list.page', page }),
    setPerPage: (perPage) => list.send({ type: 'list.perPage', perPage }),
    toggleRow: (id) => list.send({ type: 'selection.toggle', id }),
    togglePage: () => list.send({ type: 'selection.page' }),
    clearSelection: () => list.send({ type: 'selection.clear' }),
  }
}
