import { ChevronDownIcon, ChevronRightIcon } from '@primer/octicons-react'
import type { Column } from '@tanstack/react-table'
import { type CSSProperties, memo, type ReactNode } from 'react'
import type { DataGridColumn, DataGridLabels, DataGridRow } from './dataGridTypes'
import type { GridCell } from './useGridFocus'
import { expandColumnId, selectColumnId } from './useDataGridTable'

/** A column as the rows draw it: TanStack Table's column, the grid's definition, its offset. */
export interface ShownColumn<Row extends DataGridRow> {
  column: Column<Row>
  spec: DataGridColumn<Row> | undefined
  /** A pinned column's offset, so it stays while the grid scrolls sideways. */
  style: CSSProperties | undefined
}

/** What every row draws with: the same object until the columns, words or density change. */
export interface DataGridRowsLook<Row extends DataGridRow> {
  columns: ReadonlyArray<ShownColumn<Row>>
  /** The columns' sizes (`grid-template-columns`): the pinned columns' offsets are for these. */
  sizes: string
  labels: DataGridLabels
  rowName: (row: Row) => string
  renderDetails: (row: Row) => ReactNode
  rowHeight: number
  /** The grid's width in px (an open row's details span it). */
  width: number
}

/** What a row's controls do: the same functions for the grid's life. */
export interface DataGridRowActions {
  toggleRow: (id: number) => void
  toggleExpanded: (id: number) => void
  focusCell: (cell: GridCell) => void
}

export interface DataGridRowProps<Row extends DataGridRow> {
  /** The row, or undefined while its window loads (a skeleton row). */
  row: Row | undefined
  /** The row's place in the list (the virtualizer reads it back as `data-index`). */
  index: number
  /** The grid's row number of this row (header rows first). */
  gridRow: number
  /** Where the row starts, in px from the top of the rows. */
  start: number
  /** Its `aria-rowindex`: open rows above it count their details as a row. */
  ariaRowIndex: number
  isSelected: boolean
  isOpen: boolean
  /** The column of the grid's tab stop when it is in this row, else -1. */
  activeCol: number
  look: DataGridRowsLook<Row>
  actions: DataGridRowActions
  /** The virtualizer's measuring ref, for a row whose height is not the others' (an open one). */
  measure: ((node: HTMLDivElement | null) => void) | undefined
}

/**
 * One row of the grid, drawn again only when what it shows changes (its row, selection, open
 * state, tab stop, place, or the columns): scrolling mounts the rows that come into view and
 * leaves the others as they are.
 */
function DataGridRowItem<Row extends DataGridRow>(props: DataGridRowProps<Row>) {
  const { row, index, gridRow, start, ariaRowIndex, activeCol, look, actions } = props
  const { isOpen, isSelected, measure } = props
  const { labels } = look
  const cellContent = (shown: ShownColumn<Row>): ReactNode => {
    const { column, spec } = shown
    if (!row) return <span className="cea-data-grid__skeleton" />
    if (column.id === selectColumnId) {
      return (
        <input
          type="checkbox"
          tabIndex={-1}
          aria-label={labels.selectRow(look.rowName(row))}
          checked={isSelected}
          onChange={() => actions.toggleRow(row.id)}
        />
      )
    }
    if (column.id === expandColumnId) {
      return (
        <button
          type="button"
          tabIndex={-1}
          className="cea-data-grid__expand"
          aria-expanded={isOpen}
          aria-label={(isOpen ? labels.collapseRow : labels.expandRow)(look.rowName(row))}
          onClick={() => actions.toggleExpanded(row.id)}
        >
          {isOpen ? <ChevronDownIcon /> : <ChevronRightIcon />}
        </button>
      )
    }
    return spec ? spec.cell(row) : null
  }
  return (
    <div
      ref={measure}
      data-index={index}
      role="presentation"
      className="cea-data-grid__item"
      style={{ transform: `translateY(${start}px)` }}
    >
      <div
        role="row"
        aria-rowindex={ariaRowIndex}
        aria-selected={row ? isSelected : undefined}
        className="cea-data-grid__row"
        style={{ height: look.rowHeight }}
      >
        {look.columns.map((shown, col) => (
          <div
            key={shown.column.id}
            role={row && shown.spec?.isRowHeader ? 'rowheader' : 'gridcell'}
            aria-colindex={col + 1}
            className="cea-data-grid__cell"
            data-align={shown.spec?.align}
            data-pinned={shown.column.getIsPinned() || undefined}
            style={shown.style}
            tabIndex={col === activeCol ? 0 : -1}
            data-cell={`${gridRow}:${col}`}
            onFocus={() => actions.focusCell({ row: gridRow, col })}
          >
            {cellContent(shown)}
          </div>
        ))}
      </div>
      {row && isOpen ? (
        <div
          role="row"
          aria-rowindex={ariaRowIndex + 1}
          className="cea-data-grid__details"
          style={{ width: look.width }}
        >
          <div role="gridcell" aria-colspan={look.columns.length}>
            {look.renderDetails(row)}
          </div>
        </div>
      ) : null}
    </div>
  )
}

// `memo` keeps the props' type; its declaration drops the component's type parameter.
export const DataGridRowView = memo(DataGridRowItem) as typeof DataGridRowItem
