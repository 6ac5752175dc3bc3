import { SortAscIcon, SortDescIcon } from '@primer/octicons-react'
import type { SortDirection } from '../../api/types/common'
import type { ListTableColumn, ListTableRow } from '../list-table/listTableTypes'

export interface VirtualTableHeaderProps<Row extends ListTableRow> {
  /** The table's columns. */
  columns: ReadonlyArray<ListTableColumn<Row>>
  /** The server's sort column; none: not sorted. */
  sortColumn?: string
  /** The server's sort direction. */
  sort?: SortDirection
  /** A sortable header was clicked: the column and the direction it asks for. */
  onSort?: (column: string, direction: SortDirection) => void
  /** Ids of the texts that say what a sort button does next (kept outside the table). */
  sortHints: Record<SortDirection, string>
}

/** The virtual table's header row: sortable columns are buttons that say what a press does next. */
export function VirtualTableHeader<Row extends ListTableRow>({
  columns,
  sortColumn = '',
  sort = 'asc',
  onSort,
  sortHints,
}: VirtualTableHeaderProps<Row>) {
  return (
    <div role="rowgroup" className="cea-virtual-table__head">
      <div role="row" aria-rowindex={1} className="cea-virtual-table__row">
        {columns.map((column) => {
          const isSorted = column.isSortable && column.id === sortColumn
          const next: SortDirection = isSorted && sort === 'asc' ? 'desc' : 'asc'
          return (
            <div
              key={column.id}
              role="columnheader"
              className="cea-virtual-table__cell"
              data-align={column.align}
              aria-sort={isSorted ? (sort === 'asc' ? 'ascending' : 'descending') : undefined}
            >
              {column.isSortable && onSort ? (
                <button
                  type="button"
                  className="cea-virtual-table__sort"
                  aria-describedby={sortHints[next]}
                  onClick={() => onSort(column.id, next)}
                >
                  {column.header}
                  {isSorted ? sort === 'asc' ? <SortAscIcon /> : <SortDescIcon /> : null}
                </button>
              ) : (
                column.header
              )}
            </div>
          )
        })}
      </div>
    </div>
  )
}
