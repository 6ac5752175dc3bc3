import { SortAscIcon, SortDescIcon } from '@primer/octicons-react'
import { VisuallyHidden } from '@primer/react'
import type { Column, Table } from '@tanstack/react-table'
import type { CSSProperties, ReactNode } from 'react'
import type { DataGridColumn, DataGridLabels, DataGridRow } from './dataGridTypes'
import type { GridCell } from './useGridFocus'
import { expandColumnId, selectColumnId } from './useDataGridTable'

export interface DataGridHeaderProps<Row extends DataGridRow> {
  table: Table<Row>
  shown: Array<Column<Row>>
  byId: ReadonlyMap<string, DataGridColumn<Row>>
  labels: DataGridLabels
  sortHintId: string
  /** The header checkbox: checked when every loaded row on screen is selected. */
  selectShown: { checked: boolean; indeterminate: boolean; onChange: () => void }
  onSort: (columnId: string, isMulti: boolean) => void
  cellProps: (cell: GridCell) => {
    tabIndex: number
    'data-cell': string
    onFocus: () => void
  }
  stickyStyle: (column: Column<Row>) => CSSProperties | undefined
}

/** The grid's two header rows: the column headers (sort, resize) and the columns' filters. */
export function DataGridHeader<Row extends DataGridRow>(props: DataGridHeaderProps<Row>) {
  const { table, shown, byId, labels } = props
  const sorting = table.getState().sorting
  const headers = new Map(table.getLeafHeaders().map((header) => [header.column.id, header]))
  return (
    <div role="rowgroup" className="cea-data-grid__head">
      <div role="row" aria-rowindex={1} className="cea-data-grid__row">
        {shown.map((column, col) => {
          const spec = byId.get(column.id)
          const sorted = column.getIsSorted()
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
              key={column.id}
              role="columnheader"
              aria-colindex={col + 1}
              aria-sort={
                sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
              }
              className="cea-data-grid__cell"
              data-align={spec?.align}
              style={props.stickyStyle(column)}
              {...props.cellProps({ row: 0, col })}
            >
              {content}
              {column.getCanResize() ? (
                <div
                  role="presentation"
                  title={labels.resizeColumn(spec?.header ?? column.id)}
                  className="cea-data-grid__resizer"
                  data-resizing={column.getIsResizing() || undefined}
                  onMouseDown={headers.get(column.id)?.getResizeHandler()}
                  onTouchStart={headers.get(column.id)?.getResizeHandler()}
                />
              ) : null}
            </div>
          )
        })}
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
