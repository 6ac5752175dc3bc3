import { SortAscIcon, SortDescIcon } from '@primer/octicons-react'
import { VisuallyHidden } from '@primer/react'
import type { Header, Table } from '@tanstack/react-table'
import { memo, type ReactNode } from 'react'
import { DataGridColumnDrag, useDraggableHeader } from './DataGridColumnDrag'
import type { ShownColumn } from './DataGridRow'
import type { DataGridLabels, DataGridRow, DataGridSort } from './dataGridTypes'
import type { GridCell } from './useGridFocus'
import { expandColumnId, selectColumnId } from './useDataGridTable'

export interface DataGridHeaderProps<Row extends DataGridRow> {
  /** TanStack Table's table (its headers' resize handlers). */
  table: Table<Row>
  /** The columns shown, in order, with the grid's definitions and pinned offsets. */
  columns: ReadonlyArray<ShownColumn<Row>>
  /** The sort, first key first (a header shows its direction and, with several keys, its place). */
  sorting: DataGridSort
  /** The column being resized by pointer, if any. */
  resizing: string | false
  /** The grid's words, already translated. */
  labels: DataGridLabels
  /** Id of the text that says what Enter on a sortable header does. */
  sortHintId: string
  /** The header checkbox: whether none, some or all of the loaded rows on screen are selected. */
  selectShown: 'none' | 'some' | 'all'
  /** The header checkbox was pressed. */
  onToggleShown: () => void
  /** A header asks to sort (`isMulti`: a further key). */
  onSort: (columnId: string, isMulti: boolean) => void
  /** A data column dragged onto another's place; without it headers are not dragged. */
  onPlaceColumn?: (columnId: string, overId: string) => void
  /** The grid's tab stop when it is in the header rows (row 0 or 1), else null. */
  tabStop: GridCell | null
  /** A header cell took focus. */
  onFocusCell: (cell: GridCell) => void
}

/** The grid's two header rows: the column headers (sort, resize, drag) and the columns' filters. */
function DataGridHeaderRows<Row extends DataGridRow>(props: DataGridHeaderProps<Row>) {
  const { table, columns, labels, onPlaceColumn } = props
  const headers = new Map(table.getLeafHeaders().map((header) => [header.column.id, header]))
  const draggable = onPlaceColumn
    ? columns.filter(({ spec }) => spec !== undefined).map(({ column }) => column.id)
    : []
  const headerOf = (id: string) =>
    columns.find(({ column }) => column.id === id)?.spec?.header ?? id
  const headerCells = columns.map((shown, col) => (
    <HeaderCell
      key={shown.column.id}
      {...props}
      shown={shown}
      col={col}
      header={headers.get(shown.column.id)}
      isDraggable={draggable.includes(shown.column.id)}
    />
  ))
  return (
    <div role="rowgroup" className="cea-data-grid__head">
      <div role="row" aria-rowindex={1} className="cea-data-grid__row">
        {onPlaceColumn ? (
          <DataGridColumnDrag
            ids={draggable}
            headerOf={headerOf}
            labels={labels.columnDrag}
            onPlace={onPlaceColumn}
          >
            {headerCells}
          </DataGridColumnDrag>
        ) : (
          headerCells
        )}
      </div>
      <div role="row" aria-rowindex={2} className="cea-data-grid__row cea-data-grid__filters">
        {columns.map(({ column, spec, style }, col) => (
          <div
            key={column.id}
            role="gridcell"
            aria-colindex={col + 1}
            className="cea-data-grid__cell"
            style={style}
            {...cellFocus(props, { row: 1, col })}
          >
            {spec?.filter}
          </div>
        ))}
      </div>
    </div>
  )
}

// `memo` keeps the props' type; its declaration drops the component's type parameter.
/** The header rows, drawn again only when the columns, sort, selection or tab stop change. */
export const DataGridHeader = memo(DataGridHeaderRows) as typeof DataGridHeaderRows

/** A header cell's part of the grid pattern: its tab stop, its place, and taking focus. */
function cellFocus<Row extends DataGridRow>(props: DataGridHeaderProps<Row>, cell: GridCell) {
  const { tabStop } = props
  return {
    tabIndex: tabStop && tabStop.row === cell.row && tabStop.col === cell.col ? 0 : -1,
    'data-cell': `${cell.row}:${cell.col}`,
    onFocus: () => props.onFocusCell(cell),
  }
}

type HeaderCellProps<Row extends DataGridRow> = DataGridHeaderProps<Row> & {
  shown: ShownColumn<Row>
  col: number
  header: Header<Row, unknown> | undefined
  isDraggable: boolean
}

function HeaderCell<Row extends DataGridRow>(props: HeaderCellProps<Row>) {
  const { shown, col, header, labels, sorting } = props
  const { column, spec } = shown
  const { setNodeRef, listeners, style, isDragging } = useDraggableHeader(
    column.id,
    props.isDraggable,
  )
  const sortIndex = sorting.findIndex((key) => key.id === column.id)
  const sortKey = sorting[sortIndex]
  const sorted = sortKey ? (sortKey.desc ? 'desc' : 'asc') : false
  const priority = sorting.length > 1 ? sortIndex + 1 : 0
  let content: ReactNode = spec?.header
  if (column.id === expandColumnId)
    content = <VisuallyHidden>{labels.detailsColumn}</VisuallyHidden>
  else if (column.id === selectColumnId) {
    content = (
      <input
        type="checkbox"
        tabIndex={-1}
        aria-label={labels.selectShown}
        checked={props.selectShown === 'all'}
        ref={(box) => {
          if (box) box.indeterminate = props.selectShown === 'some'
        }}
        onChange={props.onToggleShown}
      />
    )
  } else if (spec?.isSortable) {
    content = (
      <button
        type="button"
        tabIndex={-1}
        className="cea-data-grid__sort"
        aria-describedby={props.sortHintId}
        onClick={(event) => props.onSort(column.id, event.shiftKey)}
      >
        {spec.header}
        {sorted === 'asc' ? <SortAscIcon /> : sorted === 'desc' ? <SortDescIcon /> : null}
        {sorted && priority > 0 ? (
          <span className="cea-data-grid__priority">{priority}</span>
        ) : null}
      </button>
    )
  }
  return (
    <div
      ref={setNodeRef}
      role="columnheader"
      aria-colindex={col + 1}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className="cea-data-grid__cell"
      data-align={spec?.align}
      data-dragging={isDragging || undefined}
      style={{ ...shown.style, ...style }}
      {...listeners}
      {...cellFocus(props, { row: 0, col })}
    >
      {content}
      {column.getCanResize() ? (
        <div
          role="presentation"
          title={labels.resizeColumn(spec?.header ?? column.id)}
          className="cea-data-grid__resizer"
          data-resizing={props.resizing === column.id || undefined}
          // A resize is not a drag of the column.
          onPointerDown={(event) => event.stopPropagation()}
          onMouseDown={header?.getResizeHandler()}
          onTouchStart={header?.getResizeHandler()}
        />
      ) : null}
    </div>
  )
}
