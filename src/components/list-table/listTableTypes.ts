import type { ListTablePagesLabels } from './ListTablePages'
import type { ColumnWidth } from '@primer/react/experimental'
import type { ReactNode } from 'react'
import type { SortDirection } from '../../api/types/common'

/** Every row of a server-paged list has a numeric id (SPEC §3). */
export interface ListTableRow {
  id: number
}

/** What the list shows: loading (skeleton rows, or the last rows kept while busy), a failure, no rows, or rows. */
export type ListTableState = 'loading' | 'error' | 'empty' | 'populated'

/**
 * Where a column goes when the table is narrower than 600 px and each row is a
 * card: the card's title line, its secondary line, its actions (top end corner,
 * no label), or a "label: value" line (the default).
 */
export type ListTableStackedPlace = 'title' | 'secondary' | 'actions' | 'pair'

/** The keys of `Row` whose values can be shown as they are. */
export type ListTableTextField<Row> = {
  [Key in keyof Row & string]: Row[Key] extends string | number | null | undefined ? Key : never
}[keyof Row & string]

interface ListTableColumnBase {
  /** The column's id; for a sortable column, the `sortColumn` the server knows it by. */
  id: string
  header: string
  isSortable?: boolean
  /** Primer's column width: 'grow' (default), 'growCollapse', 'auto' or a CSS width. */
  width?: ColumnWidth
  align?: 'start' | 'end'
  /** The cell names its row for screen readers (usually the title column). */
  isRowHeader?: boolean
  stacked?: ListTableStackedPlace
}

/** A column shows a field of the row as text, or what `renderCell` draws (dates, money, badges, actions). */
export type ListTableColumn<Row extends ListTableRow> = ListTableColumnBase &
  (
    | { field: ListTableTextField<Row>; renderCell?: undefined }
    | { field?: undefined; renderCell: (row: Row) => ReactNode }
  )

/** Every text of the table, so screens pass translated strings. */
export interface ListTableLabels {
  /** The header checkbox, e.g. "Select all on this page". */
  selectPage: string
  /** A row's checkbox, from `rowLabel(row)`: e.g. "Select Amara Okafor". */
  selectRow: (rowLabel: string) => string
  /** The pagination landmark, e.g. "Pages". */
  pagination: string
  /** The pager's buttons: Previous, Next, "Page 3". */
  pages: Omit<ListTablePagesLabels, 'pagination'>
  /** The rows-per-page select, e.g. "Rows per page". */
  perPage: string
  /** The range shown, e.g. "Showing 1 to 10 of 57". */
  summary: (range: { from: number; to: number; total: number }) => string
  /** Why there are no rows, e.g. "No users match these filters". */
  empty: string
  /** The failure, e.g. "The users could not be loaded." */
  error: string
  retry: string
  /** Said by each skeleton cell while the first rows load, e.g. "Loading". */
  loading: string
  /** A sort button's description: what a press does next, e.g. "Sort ascending". */
  sortAscending: string
  sortDescending: string
}

/** The paging of a server-paged list (table or cards). */
export interface ListPagingProps {
  /** The page shown, from 1. */
  page: number
  /** Rows per page. */
  perPage: number
  /** Rows matching the query before paging. */
  total: number
  /** The page sizes offered; none: no page size menu. */
  perPageChoices?: readonly number[]
  /** A page was asked for. */
  onPage?: (page: number) => void
  /** Another page size was chosen. */
  onPerPage?: (perPage: number) => void
}

export interface ListTableProps<Row extends ListTableRow> extends ListPagingProps {
  /** The visible title that names the table (Table.Title). */
  title?: string
  /** The title's heading level; h2 unless said. */
  titleAs?: 'h2' | 'h3' | 'h4'
  /** Names the table when there is no `title` (the page's heading already says what it is). */
  'aria-label'?: string
  /** The rows of the page shown. */
  rows: readonly Row[]
  /** The columns: header, cell, sorting, alignment and where each goes on a phone. */
  columns: ReadonlyArray<ListTableColumn<Row>>
  /** The table's words (summary, pages, sort, empty, error…), already translated. */
  labels: ListTableLabels
  /** The table's face: rows, loading (skeleton rows), failed or none. */
  state: ListTableState
  /** Rows stay on screen while the list fetches again (`aria-busy` on the table). */
  isRefreshing?: boolean
  /** A line under the title. */
  subtitle?: string
  /** A toolbar (search, filters, bulk actions) in the table's actions slot. */
  actions?: ReactNode
  /** Names a row for its checkbox (e.g. the person's name). */
  rowLabel: (row: Row) => string

  /** The server's sort; '' or a column that is not sortable shows no sort. */
  sortColumn?: string
  /** The server's sort direction for `sortColumn`. */
  sort?: SortDirection
  /** A sortable header was clicked: the column and the direction it asks for. */
  onSort?: (column: string, direction: SortDirection) => void

  /** With both handlers, a first column of checkboxes. */
  selectedIds?: readonly number[]
  /** A row's checkbox was pressed (with `selectedIds`). */
  onToggleRow?: (id: number) => void
  /** The header checkbox: select every row of the page, or clear them. */
  onTogglePage?: () => void

  /** Try again after a failed load; without it the error has no button. */
  onRetry?: () => void
  /** Beside the empty message, e.g. a "Clear filters" button. */
  emptyAction?: ReactNode
}
