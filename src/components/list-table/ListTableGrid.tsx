import { Table } from '@primer/react/experimental'
import type { SortDirection } from '../../api/types/common'
import type { DrawnColumn } from './listTableColumns'
import { gridTemplateOf } from './listTableLayout'
import { ListTableSortHeader } from './ListTableSortHeader'
import type { ListTableLabels, ListTableRow } from './listTableTypes'

export interface ListTableGridProps<Row extends ListTableRow> {
  /** Prefixes the header ids the cells point at. */
  idPrefix: string
  /** The columns as drawn (selection column included). */
  columns: ReadonlyArray<DrawnColumn<Row>>
  /** The rows of the page shown. */
  rows: readonly Row[]
  /** What a sort button says it does next, already translated. */
  labels: Pick<ListTableLabels, 'sortAscending' | 'sortDescending'>
  /** Id of the table's title (it names the table). */
  labelledBy: string
  /** Id of the table's subtitle, if any. */
  describedBy?: string
  /** Rows stay while newer ones load (`aria-busy`). */
  isBusy: boolean
  /** The server's sort: the column's id and direction ('' for none). */
  sortColumn: string
  /** The server's sort direction. */
  sort: SortDirection
  /** A sortable header was clicked: the column and the direction it asks for. */
  onSort?: (column: string, direction: SortDirection) => void
}

/**
 * The rows of a list on Primer's table parts (`Table`, `Table.Head`, `Table.Cell`…). The sort is
 * the server's, drawn from props, so it follows Back, a reset or another page as it comes, and
 * the header a person pressed keeps the focus.
 */
export function ListTableGrid<Row extends ListTableRow>({
  idPrefix,
  columns,
  rows,
  labels,
  labelledBy,
  describedBy,
  isBusy,
  sortColumn,
  sort,
  onSort,
}: ListTableGridProps<Row>) {
  const headerId = (column: DrawnColumn<Row>) => `${idPrefix}-column-${column.id}`
  const descriptions = { ascending: `${idPrefix}-sort-asc`, descending: `${idPrefix}-sort-desc` }
  return (
    <>
      {/* Hidden, yet they describe the sort buttons that point at them. */}
      <span hidden id={descriptions.ascending}>
        {labels.sortAscending}
      </span>
      <span hidden id={descriptions.descending}>
        {labels.sortDescending}
      </span>
      <Table
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-busy={isBusy ? true : undefined}
        gridTemplateColumns={gridTemplateOf(columns)}
      >
        <Table.Head>
          <Table.Row>
            {columns.map((column) =>
              column.isSortable ? (
                <ListTableSortHeader
                  key={column.id}
                  id={headerId(column)}
                  align={column.align}
                  direction={column.id === sortColumn ? sort : null}
                  descriptions={descriptions}
                  onSort={(direction) => onSort?.(column.id, direction)}
                >
                  {column.header}
                </ListTableSortHeader>
              ) : (
                <Table.Header key={column.id} id={headerId(column)} align={column.align}>
                  {column.header}
                </Table.Header>
              ),
            )}
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              {columns.map((column) => (
                <Table.Cell
                  key={column.id}
                  scope={column.isRowHeader ? 'row' : undefined}
                  align={column.align}
                  headers={headerId(column)}
                >
                  {column.renderCell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </>
  )
}
