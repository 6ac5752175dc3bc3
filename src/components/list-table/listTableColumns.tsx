import { Checkbox } from '@primer/react'
import type { ColumnWidth } from '@primer/react/experimental'
import type { ReactNode } from 'react'
import type { ListTableColumn, ListTableLabels, ListTableRow } from './listTableTypes'

/** A column as the table draws it: header, cell, width and how it sorts. */
export interface DrawnColumn<Row extends ListTableRow> {
  id: string
  header: ReactNode
  /** The header is a button that asks the server for this column's sort. */
  isSortable: boolean
  width?: ColumnWidth
  align?: 'start' | 'end'
  isRowHeader: boolean
  renderCell: (row: Row) => ReactNode
}

/** The id of the checkbox column; not a field of any row. */
export const selectColumnId = 'cea-list-table-select'

function cellContent<Row extends ListTableRow>(column: ListTableColumn<Row>, row: Row): ReactNode {
  if (column.renderCell) return column.renderCell(row)
  const value = row[column.field]
  return value === null || value === undefined ? '' : String(value)
}

/**
 * The drawn column for one of ours. Sorting is the server's: a sortable column
 * only reports the direction asked for. The cell carries its header as a
 * label, shown only when the row is a card (see listTable.css) and hidden from
 * screen readers, which have the column header.
 */
export function toDrawnColumn<Row extends ListTableRow>(
  column: ListTableColumn<Row>,
): DrawnColumn<Row> {
  return {
    id: column.id,
    header: column.header,
    isSortable: column.isSortable === true,
    width: column.width,
    align: column.align,
    isRowHeader: column.isRowHeader === true,
    renderCell: (row) => (
      <span className="cea-list-table__cell" data-stacked={column.stacked ?? 'pair'}>
        <span className="cea-list-table__cell-label" aria-hidden="true">
          {column.header}
        </span>
        <span className="cea-list-table__cell-value">{cellContent(column, row)}</span>
      </span>
    ),
  }
}

export interface SelectColumnOptions<Row extends ListTableRow> {
  rows: readonly Row[]
  selectedIds: readonly number[]
  labels: Pick<ListTableLabels, 'selectPage' | 'selectRow'>
  rowLabel: (row: Row) => string
  onToggleRow: (id: number) => void
  onTogglePage: () => void
}

/** The first column: a checkbox per row, and one in the header for the whole page. */
export function selectColumn<Row extends ListTableRow>({
  rows,
  selectedIds,
  labels,
  rowLabel,
  onToggleRow,
  onTogglePage,
}: SelectColumnOptions<Row>): DrawnColumn<Row> {
  const selected = new Set(selectedIds)
  const selectedOnPage = rows.filter((row) => selected.has(row.id)).length
  const isAll = rows.length > 0 && selectedOnPage === rows.length
  return {
    id: selectColumnId,
    width: 'auto',
    isSortable: false,
    isRowHeader: false,
    header: (
      <span className="cea-list-table__check" data-stacked="select">
        <Checkbox
          aria-label={labels.selectPage}
          checked={isAll}
          indeterminate={selectedOnPage > 0 && !isAll}
          disabled={rows.length === 0}
          onChange={onTogglePage}
        />
      </span>
    ),
    renderCell: (row) => (
      <span className="cea-list-table__check" data-stacked="select">
        <Checkbox
          aria-label={labels.selectRow(rowLabel(row))}
          checked={selected.has(row.id)}
          onChange={() => onToggleRow(row.id)}
        />
      </span>
    ),
  }
}
