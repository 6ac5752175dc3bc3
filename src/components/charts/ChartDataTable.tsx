import { Table } from '@primer/react/experimental'
import { ScrollableRegion } from '../scrollable-region/ScrollableRegion'
import { useId } from 'react'
import { formatChartValue } from './chartLocale'
import type { ChartTable } from './chartTypes'

export interface ChartDataTableProps {
  /** The chart's data: headers and rows. */
  table: ChartTable
  /** The chart's description: the table's caption and name. */
  caption: string
  /** Locale for numbers and dates (e.g. 'en', 'ar'). */
  locale: string
  /** Currency for 'currency' cells. */
  currency?: string
  /** The chart's height, so switching to the table does not make the card shrink. */
  minHeight: number
}

/** The chart's data as a real table: the first column names each row, numbers through Intl. */
export function ChartDataTable({
  table,
  caption,
  locale,
  currency,
  minHeight,
}: ChartDataTableProps) {
  const captionId = useId()
  const alignOf = (index: number) => (index === 0 ? 'start' : 'end')
  return (
    <ScrollableRegion
      aria-labelledby={captionId}
      className="cea-chart__table"
      style={{ minHeight }}
    >
      <Table
        cellPadding="condensed"
        gridTemplateColumns={`repeat(${table.columns.length}, minmax(max-content, 1fr))`}
      >
        <caption id={captionId} className="cea-chart__caption">
          {caption}
        </caption>
        <Table.Head>
          <Table.Row>
            {table.columns.map((column, index) => (
              <Table.Header key={column.key} align={alignOf(index)}>
                {column.label}
              </Table.Header>
            ))}
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {table.rows.map((row, rowIndex) => (
            <Table.Row key={rowIndex}>
              {table.columns.map((column, index) => {
                const value = row[column.key]
                const text =
                  value === undefined
                    ? ''
                    : formatChartValue(value, column.format, locale, currency)
                return index === 0 ? (
                  <Table.Cell key={column.key} scope="row">
                    {text}
                  </Table.Cell>
                ) : (
                  <Table.Cell key={column.key} align={alignOf(index)}>
                    {text}
                  </Table.Cell>
                )
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </ScrollableRegion>
  )
}
