import { SortAscIcon, SortDescIcon } from '@primer/octicons-react'
import { VisuallyHidden } from '@primer/react'
import type { Column, Header, Table } from '@tanstack/react-table'
import type { CSSProperties, ReactNode } from 'react'
import { DataGridColumnDrag, useDraggableHeader } from './DataGridColumnDrag'
import type { DataGridColumn, DataGridLabels, DataGridRow } from './dataGridTypes'
import type { GridCell } from './useGridFocus'
import { expandColumnId, selectColumnId } from './useDataGridTable'

type CellProps = (cell: GridCell) => { tabIndex: number; 'data-cell': string; onFocus: () => void }

export interface DataGridHeaderProps<Row extends DataGridRow> {
  /** TanStack Table's table (sizes, sorting, pinning). */
  table: Table<Row>
  /** The columns shown, in order. */
  shown: Array<Column<Row>>
  /** The grid's own column definitions, by id. */
  byId: ReadonlyMap<string, DataGridColumn<Row>>
  /** The grid's words, already translated. */
  labels: DataGridLabels
  /** Id of the text that says what Enter on a sortable header does. */
  sortHintId: string
  /** The header checkbox: checked when every loaded row on screen is selected. */
  selectShown: { checked: boolean; indeterminate: boolean; onChange: () => void }
  /** A header asks to sort (`isMulti`: a further key). */
  onSort: (columnId: string, isMulti: boolean) => void
  /** A data column dragged onto another's place; without it headers are not dragged. */
  onPlaceColumn?: (columnId: string, overId: string) => void
  /** The grid-pattern props of a cell (its tab stop and focus handling). */
  cellProps: CellProps
  /** A pinned column's offset, so it stays while the grid scrolls sideways. */
  stickyStyle: (column: Column<Row>) => CSSProperties | undefined
}

/** The grid's two header rows: the column headers (sort, resize, drag) and the columns' filters. */
export function DataGridHeader<Row extends DataGridRow>(props: DataGridHeaderProps<Row>) {
  const { table, shown, byId, labels, onPlaceColumn } = props
  const headers = new Map(table.getLeafHeaders().map((header) => [header.column.id, header]))
  const draggable = onPlaceColumn
    ? shown.filter((column) => byId.has(column.id)).map((column) => column.id)
    : []
  const headerCells = shown.map((column, col) => (
    <HeaderCell
      key={column.id}
      {...props}
      column={column}
      col={col}
      header={headers.get(column.id)}
      isDraggable={draggable.includes(column.id)}
    />
  ))
  return (
    <div role="rowgroup" className="cea-data-grid__head">
      <div role="row" aria-rowindex={1} className="cea-data-grid__row">
        {onPlaceColumn ? (
          <DataGridColumnDrag
            ids={draggable}
            headerOf={(id) => byId.get(id)?.header ?? id}
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
        {shown.map((column, col) => (
          <div
            key={column.id}
            role="gridcell"
            aria-colindex={col + 1}
            className="cea-data-grid__cell"
            style={props.stickyStyle(column)}
            {...props.cellProps({ row: 1, col })}
          >
            {byId.get(column.id)?.filter}
          </div>
        ))}
      </div>
    </div>
  )
}

type HeaderCellProps<Row extends DataGridRow> = DataGridHeaderProps<Row> & {
  column: Column<Row>
  col: number
  header: Header<Row, unknown> | undefined
  isDraggable: boolean
}

function HeaderCell<Row extends DataGridRow>(props: HeaderCellProps<Row>) {
  const { column, col, header, byId, labels, table } = props
  const { setNodeRef, listeners, style, isDragging } = useDraggableHeader(
    column.id,
    props.isDraggable,
  )
  const spec = byId.get(column.id)
  const sorted = column.getIsSorted()
  const sorting = table.getState().sorting
  const priority = sorting.length > 1 ? column.getSortIndex() + 1 : 0
  let content: ReactNode = spec?.header
  if (column.id === expandColumnId)
    content = <VisuallyHidden>{labels.detailsColumn}</VisuallyHidden>
  else if (column.id === selectColumnId) {
    content = (
      <input
        type="checkbox"
        tabIndex={-1}
        aria-label={labels.selectShown}
        checked={props.selectShown.checked}
        ref={(box) => {
          if (box) box.indeterminate = props.selectShown.indeterminate
        }}
        onChange={props.selectShown.onChange}
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
      style={{ ...props.stickyStyle(column), ...style }}
      {...listeners}
      {...props.cellProps({ row: 0, col })}
    >
      {content}
      {column.getCanResize() ? (
        <div
          role="presentation"
          title={labels.resizeColumn(spec?.header ?? column.id)}
          className="cea-data-grid__resizer"
          data-resizing={column.getIsResizing() || undefined}
          // A resize is not a drag of the column.
          onPointerDown={(event) => event.stopPropagation()}
          onMouseDown={header?.getResizeHandler()}
          onTouchStart={header?.getResizeHandler()}
        />
      ) : null}
    </div>
  )
}
