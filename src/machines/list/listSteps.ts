import type { ListPage, SortDirection } from '../../api/types/common'
import type { ListParams } from './listParams'

/** Every row of a list has a numeric id (SPEC §3). */
export interface ListRow {
  id: number
}

/**
 * Rows taken out of the list while their delete can still be undone, with where
 * they were: `index` in the list as it was when their `batch` (one delete) left.
 */
export interface PendingDelete {
  ids: number[]
  rows: Array<{ row: ListRow; index: number; batch: number }>
}

/** What the list tells the user after a delete: Undo, restored, or failed (rolled back). */
export type ListNotice =
  | { kind: 'deleted'; ids: number[] }
  | { kind: 'restored'; ids: number[] }
  | { kind: 'deleteFailed'; ids: number[]; error: unknown }

export interface ListContext {
  params: ListParams
  /** What is typed in the search box; it becomes `params.q` after the search pause. */
  searchText: string
  rows: ListRow[]
  total: number
  /** What the load answered beside the page (e.g. counts for stat cards); null until then. */
  summary: unknown
  selectedIds: number[]
  pendingDelete: PendingDelete | null
  notice: ListNotice | null
  failure: unknown
  searchDelayMs: number
  undoMs: number
}

export interface ListInput {
  /** Where the list starts: the area's defaults, or what the URL says. */
  params: ListParams
  searchDelayMs?: number
  undoMs?: number
}

export type ListEvent =
  | { type: 'list.search'; text: string }
  | { type: 'list.filter'; filter: string; value: string }
  /** Sorts by `column`: in `direction`, or ascending, then the other way on the same column. */
  | { type: 'list.sort'; column: string; direction?: SortDirection }
  | { type: 'list.page'; page: number }
  | { type: 'list.perPage'; perPage: number }
  /** The URL changed (reload, shared link, Back / Forward): show those params. */
  | { type: 'list.params'; params: ListParams }
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
  | { type: 'notice.dismiss' }

export function withParams(params: ListParams, change: Partial<ListParams>): ListParams {
  return { ...params, ...change, filters: { ...params.filters, ...change.filters } }
}

/** Whether a search or any filter narrows the list. */
export function isFiltered(params: ListParams): boolean {
  return params.q !== '' || Object.values(params.filters).some((value) => value !== '')
}

export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((candidate) => candidate !== id) : [...ids, id]
}

/** A page as answered, without the rows whose delete is still waiting for its Undo window. */
export function hideDeleted(
  page: ListPage<ListRow>,
  pending: PendingDelete | null,
): ListPage<ListRow> {
  if (!pending) return page
  const rows = page.rows.filter((row) => !pending.ids.includes(row.id))
  return { rows, total: Math.max(0, page.total - (page.rows.length - rows.length)) }
}

/** The rows of a pending delete back where they were (Undo, or a failed delete). */
export function restoreDeleted(
  context: ListContext,
): Pick<ListContext, 'rows' | 'total' | 'pendingDelete'> {
  const pending = context.pendingDelete
  if (!pending) return { rows: context.rows, total: context.total, pendingDelete: null }
  const rows = [...context.rows]
  // The last delete first, each at its own indexes: every row lands where it was.
  const inOrder = [...pending.rows].sort((a, b) => b.batch - a.batch || a.index - b.index)
  for (const { row, index } of inOrder)
    if (!rows.some((shown) => shown.id === row.id))
      rows.splice(Math.min(index, rows.length), 0, row)
  const added = rows.length - context.rows.length
  return { rows, total: context.total + added, pendingDelete: null }
}

/** Context after `ids` leave the list optimistically (added to a delete already waiting). */
export function hideRows(context: ListContext, ids: readonly number[]): Partial<ListContext> {
  const leaving = context.rows.filter((row) => ids.includes(row.id))
  const earlier = context.pendingDelete
  const batch = (earlier?.rows.at(-1)?.batch ?? 0) + 1
  const pendingDelete = {
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
    pendingDelete,
    notice: { kind: 'deleted', ids: pendingDelete.ids },
  }
}
