import { VisuallyHidden } from '@primer/react'
import { SkeletonText, Table } from '@primer/react/experimental'
import type { ListTableColumn, ListTableRow } from './listTableTypes'
import { gridTemplateOf } from './listTableLayout'

export interface ListTableSkeletonProps<Row extends ListTableRow> {
  /** The table's columns (the placeholder cells follow their widths). */
  columns: ReadonlyArray<ListTableColumn<Row>>
  /** How many placeholder rows. */
  rows: number
  /** Said by each cell, in the page's language: e.g. "Loading rows". */
  loading: string
  /** Id of the table's title. */
  labelledBy: string
  /** Id of the table's subtitle, if any. */
  describedBy?: string
}

/**
 * The table before its first rows: the real headers over a column of text placeholders each.
 * Drawn from Primer's table parts, not `Table.Skeleton`, whose cells say "Loading" in English.
 */
export function ListTableSkeleton<Row extends ListTableRow>({
  columns,
  rows,
  loading,
  labelledBy,
  describedBy,
}: ListTableSkeletonProps<Row>) {
  const placeholders = Array.from({ length: rows }, (_, index) => index)
  return (
    <Table
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy="true"
      className="cea-list-table__skeleton"
      gridTemplateColumns={gridTemplateOf(columns)}
    >
      <Table.Head>
        <Table.Row>
          {columns.map((column) => (
            <Table.Header key={column.id} align={column.align}>
              {column.header}
            </Table.Header>
          ))}
        </Table.Row>
      </Table.Head>
      <Table.Body>
        <Table.Row>
          {columns.map((column) => (
            <Table.Cell key={column.id} className="cea-list-table__skeleton-cell">
              <VisuallyHidden>{loading}</VisuallyHidden>
              <div className="cea-list-table__skeleton-items">
                {placeholders.map((index) => (
                  <div key={index} className="cea-list-table__skeleton-item">
                    <SkeletonText />
                  </div>
                ))}
              </div>
            </Table.Cell>
          ))}
        </Table.Row>
      </Table.Body>
    </Table>
  )
}
