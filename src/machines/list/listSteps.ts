import type { ListPage, SortDirection } from '../../api/types/common'
import type { FilterValue, ListFilters, ListParams } from './listParams'

/** Every row of a list has a numeric id (SPEC §3). */
export interface ListRow {
  id: number
}

/** A page of rows, and what the area shows beside the table (stat cards' counts), if anything. */
export interface ListAnswer<Row extends ListRow, Summary = never> extends ListPage<Row> {
  summary?: Summary
}

/**
 * Rows taken out of the list by a delete not yet done, with where they were: `index` in the list
 * as it was when their `batch` (one delete) left.
 */
export interface PendingDelete<Row extends ListRow> {
  ids: number[]
  rows: Array<{ row: Row; index: number; batch: number }>
}

/** What the list tells the user after a delete: Undo, restored, or failed (rolled back). */
export type ListNotice =
  | { kind: 'deleted'; ids: number[] }
  | { kind: 'restored'; ids: number[] }
  | { kind: 'deleteFailed'; ids: number[]; error: unknown }

export interface ListContext<Row extends ListRow, Filters extends ListFilters, Summary> {
  params: ListParams<Filters>
  perPageChoices: readonly number[]
  /** What is typed in the search box; it becomes `params.q` after the search pause. */
  searchText: string
  rows: Row[]
  total: number
  /** What the load answered beside the page (e.g. counts for stat cards); null until then. */
  summary: Summary | null
  selectedIds: number[]
  /** The delete in its Undo window, or being sent. */
  pendingDelete: PendingDelete<Row> | null
  /** Rows deleted while a delete was being sent: their own Undo window follows it. */
  queuedDelete: PendingDelete<Row> | null
  notice: ListNotice | null
  failure: unknown
  searchDelayMs: number
  undoMs: number
}

export interface ListInput<Filters extends ListFilters> {
  /** Where the list starts: the area's defaults, or what the URL says. */
  params: ListParams<Filters>
  searchDelayMs?: number
  undoMs?: number
}

/**
 * `list.filter`: one of the list's filters, with a value of that filter's kind. The machine's
 * event names no filter type (a generic member would hide every event from XState's typing);
 * `filterEvent` builds it checked against the list's filters.
 */
export interface ListFilterEvent {
  type: 'list.filter'
  filter: string
  value: FilterValue
}

export const filterEvent = <Filters extends ListFilters, Name extends keyof Filters & string>(
  filter: Name,
  value: Filters[Name],
): ListFilterEvent => ({ type: 'list.filter', filter, value })

export type ListEvent<Filters extends ListFilters> =
  | { type: 'list.search'; text: string }
  | ListFilterEvent
  /** Sorts by `column`: in `direction`, or ascending, then the other way on the same column. */
  | { type: 'list.sort'; column: string; direction?: SortDirection }
  | { type: 'list.page'; page: number }
  /** A page size the list offers; any other is ignored. */
  | { type: 'list.perPage'; perPage: number }
  /** The URL changed (reload, shared link, Back / Forward): show those params. */
  | { type: 'list.params'; params: ListParams<Filters> }
  /** Empties the search and every filter (back to page 1); sort and page size stay. */
  | { type: 'list.clearFilters' }
  | { type: 'list.load' }
  | { type: 'list.retry' }
  /** After a write elsewhere (add, edit): fetch again with the last params, rows kept meanwhile. */
  | { type: 'list.refetch' }
  | { type: 'selection.toggle'; id: number }
  /** Selects every row of the page, or clears the selection when all are selected. */
  | { type: 'selection.page' }
  | { type: 'selection.clear' }
  | { type: 'rows.delete'; ids: number[] }
  | { type: 'rows.undo' }
  /** Sends the delete in its Undo window now (the page is being hidden). */
  | { type: 'rows.commit' }
  | { type: 'notice.dismiss' }

export function withParams<Filters extends ListFilters>(
  params: ListParams<Filters>,
  change: Partial<ListParams<Filters>>,
): ListParams<Filters> {
  return { ...params, ...change, filters: { ...params.filters, ...change.filters } }
}

export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((candidate) => candidate !== id) : [...ids, id]
}

const idsOf = <Row extends ListRow>(...deletes: Array<PendingDelete<Row> | null>) =>
  deletes.flatMap((pending) => pending?.ids ?? [])

/** A page as answered, without the rows whose delete is not done yet. */
export function hideDeleted<Row extends ListRow, Filters extends ListFilters, Summary>(
  page: ListPage<Row>,
  context: ListContext<Row, Filters, Summary>,
): ListPage<Row> {
  const hidden = idsOf(context.pendingDelete, context.queuedDelete)
  if (hidden.length === 0) return page
  const rows = page.rows.filter((row) => !hidden.includes(row.id))
  return { rows, total: Math.max(0, page.total - (page.rows.length - rows.length)) }
}

type Shown<Row extends ListRow> = { rows: Row[]; total: number }

/** The rows of a delete back where they were (Undo, or a failed delete). */
function putBack<Row extends ListRow>(shown: Shown<Row>, pending: PendingDelete<Row> | null) {
  if (!pending) return shown
  const rows = [...shown.rows]
  // The last delete first, each at its own indexes: every row lands where it was.
  const inOrder = [...pending.rows].sort((a, b) => b.batch - a.batch || a.index - b.index)
  for (const { row, index } of inOrder)
    if (!rows.some((listed) => listed.id === row.id))
      rows.splice(Math.min(index, rows.length), 0, row)
  return { rows, total: shown.total + rows.length - shown.rows.length }
}

/** Undo, or a failed delete: every row not yet deleted is back, and nothing is pending. */
export function restoreDeleted<Row extends ListRow, Filters extends ListFilters, Summary>(
  context: ListContext<Row, Filters, Summary>,
): Pick<ListContext<Row, Filters, Summary>, 'rows' | 'total' | 'pendingDelete' | 'queuedDelete'> {
  const shown = putBack(putBack(context, context.queuedDelete), context.pendingDelete)
  return { ...shown, pendingDelete: null, queuedDelete: null }
}

/** Context after `ids` leave the list optimistically, added to the delete in `slot`. */
export function hideRows<Row extends ListRow, Filters extends ListFilters, Summary>(
  context: ListContext<Row, Filters, Summary>,
  ids: readonly number[],
  slot: 'pendingDelete' | 'queuedDelete' = 'pendingDelete',
): Partial<ListContext<Row, Filters, Summary>> {
  const leaving = context.rows.filter((row) => ids.includes(row.id))
  const earlier = context[slot]
  const batch = (earlier?.rows.at(-1)?.batch ?? 0) + 1
  const pending: PendingDelete<Row> = {
    ids: [...(earlier?.ids ?? []), ...leaving.map((row) => row.id)],
    rows: [
      ...(earlier?.rows ?? []),
      ...leaving.map((row) => ({ row, index: context.rows.indexOf(row), batch })),
    ],
  }
  return {
    rows: context.rows.filter((row) => !ids.includes(row.id)),
    total: Math.max(0, context.total - leaving.length),
    selectedIds: context.selectedIds.filter((id) => !ids.includes(id)),
    [slot]: pending,
    notice: { kind: 'deleted', ids: pending.ids },
  }
}
