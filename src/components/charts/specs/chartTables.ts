// The same data as the specs, as the table "Show as table" shows. Headings come translated.
import type { ChartTable, ChartValueFormat } from '../chartTypes'
import type { CandleData, ScatterData, SeriesData, ShareData } from '../../../api/types/charts'

const seriesKey = (index: number) => `series-${index}`

/** A row per label, a column per series. */
export function seriesTable(
  data: SeriesData,
  labelHeading: string,
  format: ChartValueFormat = 'number',
): ChartTable {
  return {
    columns: [
      { key: 'label', label: labelHeading, format: 'text' },
      ...data.series.map((entry, index) => ({ key: seriesKey(index), label: entry.name, format })),
    ],
    rows: data.labels.map((label, labelIndex) => {
      const row: Record<string, string | number> = { label }
      data.series.forEach((entry, index) => {
        const value = entry.data[labelIndex]
        if (value !== undefined) row[seriesKey(index)] = value
      })
      return row
    }),
  }
}

/** A row per part: its label and its value. */
export function shareTable(
  data: ShareData,
  headings: { label: string; value: string },
  format: ChartValueFormat = 'percent',
): ChartTable {
  return {
    columns: [
      { key: 'label', label: headings.label, format: 'text' },
      { key: 'value', label: headings.value, format },
    ],
    rows: data.labels.map((label, index) => ({ label, value: data.values[index] ?? 0 })),
  }
}

/** A row per point: its series, x and y. */
export function scatterTable(
  data: ScatterData,
  headings: { series: string; x: string; y: string },
  format: ChartValueFormat = 'number',
): ChartTable {
  return {
    columns: [
      { key: 'series', label: headings.series, format: 'text' },
      { key: 'x', label: headings.x, format: 'number' },
      { key: 'y', label: headings.y, format },
    ],
    rows: data.series.flatMap(({ name, points }) =>
      points.map((point) => ({ series: name, x: point.x, y: point.y })),
    ),
  }
}

export interface CandleHeadings {
  label: string
  open: string
  high: string
  low: string
  close: string
}

/** A row per period: open, high, low, close. */
export function candleTable(
  data: CandleData,
  headings: CandleHeadings,
  format: ChartValueFormat = 'currency',
): ChartTable {
  const prices = (['open', 'high', 'low', 'close'] as const).map((key) => ({
    key,
    label: headings[key],
    format,
  }))
  return {
    columns: [{ key: 'label', label: headings.label, format: 'text' }, ...prices],
    rows: data.candles.map(({ label, open, high, low, close }) => ({
      label,
      open,
      high,
      low,
      close,
    })),
  }
}
