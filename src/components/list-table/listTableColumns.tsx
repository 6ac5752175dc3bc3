import { Checkbox } from '@primer/react'
import type { Column } from '@primer/react/experimental'
import type { ReactNode } from 'react'
import type { ListTableColumn, ListTableLabels, ListTableRow } from './listTableTypes'

/** The id of the checkbox column; not a field of any row. */
export const selectColumnId = 'cea-list-table-select'

function cellContent<Row extends ListTableRow>(column: ListTableColumn<Row>, row: Row): ReactNode {
  if (column.renderCell) return column.renderCell(row)
  const value = row[column.field]
  return value === null || value === undefined ? '' : String(value)
}

/**
 * Primer's column for one of ours. Sorting is the server's (`externalSorting`),
 * so a sortable column only needs `sortBy: true`. The cell carries its header
 * as a label, shown only when the row is a card (see listTable.css) and hidden
 * from screen readers, which have the column header.
 */
export function toPrimerColumn<Row extends ListTableRow>(
  column: ListTableColumn<Row>,
): Column<Row> {
  return {
    id: column.id,
    header: column.header,
    sortBy: column.isSortable === true,
    width: column.width,
    align: column.align,
    rowHeader: column.isRowHeader,
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

/** The skeleton's columns: the same headers and widths, without cells to draw. */
export function toSkeletonColumn<Row extends ListTableRow>(
  column: ListTableColumn<Row>,
): Column<Row> {
  return { id: column.id, header: column.header, width: column.width, align: column.align }
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
}: SelectColumnOptions<Row>): Column<Row> {
  const selected = new Set(selectedIds)
  const selectedOnPage = rows.filter((row) => selected.has(row.id)).length
  const isAll = rows.length > 0 && selectedOnPage === rows.length
  return {
    id: selectColumnId,
    width: 'auto',
    header: () => (
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
