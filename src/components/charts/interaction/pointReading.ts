// What a chart's point says, in words: its series, its category and its value(s), numbers through
// Intl in the active language (the same formats as the chart's table).
import { formatChartValue } from '../chartLocale'
import type { PointDatum } from '../chartPoints'
import type { ChartTable } from '../chartTypes'

export interface PointValue {
  /** What the value is (a column's heading), when the series does not already say it. */
  name?: string
  text: string
}

export interface PointReading {
  series?: string
  category?: string
  values: PointValue[]
}

export interface ReadingContext {
  table: ChartTable
  locale: string
  currency?: string
}

const textOf = (value: string | number | undefined) =>
  value === undefined ? undefined : String(value)

/**
 * The point's words. A series chart's table has a column per series (its format is the value's);
 * other tables have a column per field of the row (a share, x and y, open…close).
 */
export function readPoint(datum: PointDatum, { table, locale, currency }: ReadingContext) {
  const series = textOf(datum.series)
  const category = textOf(datum.label)
  const format = (value: string | number, column = table.columns.at(-1)) =>
    formatChartValue(value, column?.format ?? 'number', locale, currency)
  const seriesColumn = table.columns.find((column) => column.label === series)
  const fieldColumns = table.columns.filter(
    (column) => column.format !== 'text' && datum[column.key as keyof PointDatum] !== undefined,
  )
  let values: PointValue[]
  if (seriesColumn && datum.value !== undefined)
    values = [{ text: format(datum.value, seriesColumn) }]
  else if (fieldColumns.length > 0)
    values = fieldColumns.flatMap((column) => {
      const value = datum[column.key as keyof PointDatum]
      return value === undefined ? [] : [{ name: column.label, text: format(value, column) }]
    })
  else values = datum.value === undefined ? [] : [{ text: format(datum.value) }]
  const reading: PointReading = { values }
  if (series !== undefined) reading.series = series
  if (category !== undefined) reading.category = category
  return reading
}

/** The reading as one sentence, for the live region: "Revenue, Mar 26: $78,000.00". */
export function readingSentence(reading: PointReading, locale: string): string {
  const subject = [reading.series, reading.category].filter(Boolean).join(', ')
  const values = new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(
    reading.values.map((value) => (value.name ? `${value.name} ${value.text}` : value.text)),
  )
  return subject ? `${subject}: ${values}` : values
}
