import type { ReactNode } from 'react'
import type { ListTableState } from '../list-table/listTableTypes'

export interface DataGridRow {
  id: number
}

export type DataGridDensity = 'condensed' | 'normal' | 'spacious'

export interface DataGridColumn<Row extends DataGridRow> {
  /** The column's id; for a sortable column, the sort column the server knows it by. */
  id: string
  /** The header's text. */
  header: string
  /** Draws the row's cell in this column. */
  cell: (row: Row) => ReactNode
  /** Width in px (resizable from there); 160 unless said. */
  size?: number
  /** `end` for numbers and money. */
  align?: 'start' | 'end'
  /** The header sorts (Enter, click; Shift adds a sort key). */
  isSortable?: boolean
  /** The cell names its row for screen readers. */
  isRowHeader?: boolean
  /** The column's filter control, drawn in the header's filter row. */
  filter?: ReactNode
}

/** The sort, first key first (TanStack Table's `SortingState`). */
export type DataGridSort = ReadonlyArray<{ id: string; desc: boolean }>

export interface DataGridLabels {
  empty: string
  error: string
  retry: string
  /** The header checkbox: every row shown. */
  selectShown: string
  selectRow: (name: string) => string
  expandRow: (name: string) => string
  collapseRow: (name: string) => string
  /** The expand column's header (hidden text). */
  detailsColumn: string
  /** What a sortable header does (its description). */
  sortHint: string
  /** A resize handle's name. */
  resizeColumn: (header: string) => string
  columnDrag: DataGridColumnDragLabels
}

/** What a column header dragged to a new place announces. */
export interface DataGridColumnDragLabels {
  /** How to move a column (the headers' description while dragging is possible). */
  instructions: string
  start: (header: string, place: ColumnPlace) => string
  over: (header: string, place: ColumnPlace) => string
  end: (header: string, place: ColumnPlace) => string
  cancel: (header: string) => string
}

/** A column's place among the columns that move: 1 to `count`. */
export interface ColumnPlace {
  position: number
  count: number
}

export interface DataGridProps<Row extends DataGridRow> {
  /** Names the grid and its scrolling box. */
  label: string
  /** The data columns, in their own order. */
  columns: ReadonlyArray<DataGridColumn<Row>>
  /** Matching rows in all: the scroll height is theirs, however few are loaded. */
  total: number
  /** The row at `index`, or undefined while it loads (a skeleton row is drawn). */
  rowAt: (index: number) => Row | undefined
  /** Where the row `id` is, if known (a loaded block): open rows above the screen shift the rows' `aria-rowindex`. */
  indexOfRow?: (id: number) => number | undefined
  /** The rows on screen changed (first and last index, overscan included). */
  onShow?: (first: number, last: number) => void
  /** The grid's face: rows, loading, failed or none. */
  state: ListTableState
  /** Rows are shown while newer ones load (a sort, a filter): the grid says it is busy. */
  isBusy?: boolean
  /** The sort the rows are in, first key first. */
  sorting: DataGridSort
  /** A header asks to sort (`isMulti`: shift held, the column is added as a further key). */
  onSort: (columnId: string, isMulti: boolean) => void
  /** Column ids not shown. */
  hidden: readonly string[]
  /** Column ids pinned at the start (they stay while the grid scrolls sideways). */
  pinned: readonly string[]
  /** Column ids in the order shown; empty: the columns' own order. */
  order: readonly string[]
  /** Row height: condensed 32, normal 44, spacious 56 px. */
  density: DataGridDensity
  /** Alt + Shift + arrow on a header: a data column one place towards the start or end. */
  onMoveColumn?: (columnId: string, step: -1 | 1) => void
  /** A data column's header dragged onto another's place (pointer or touch). */
  onPlaceColumn?: (columnId: string, overId: string) => void
  /** Whether the row `id` is selected. */
  isSelected: (id: number) => boolean
  /** A row's checkbox (or Space) was pressed. */
  onToggleRow: (id: number) => void
  /** The header checkbox: these rows (the ones loaded on screen). */
  onToggleRows: (ids: number[]) => void
  /** Ids of the rows open to show their details. */
  expanded: readonly number[]
  /** A row's open/close button (or Enter) was pressed. */
  onToggleExpanded: (id: number) => void
  /** An open row's details. */
  renderDetails: (row: Row) => ReactNode
  /** A row's name for its controls ("Select Ava Thompson"). */
  rowName: (row: Row) => string
  /** The grid's words, already translated. */
  labels: DataGridLabels
  /** Try again after a failed load; without it the error has no button. */
  onRetry?: () => void
  /** What to do when no row matches, e.g. Clear filters. */
  emptyAction?: ReactNode
}
