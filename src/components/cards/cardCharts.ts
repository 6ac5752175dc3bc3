// The cards' charts as typed objects: card data (already in the language) → vega-lite spec and
// the same data as a table. Built on the kit's spec builders; no browser needed to test them.
import type { TopLevelSpec } from 'vega-lite'
import type { SeriesData } from '../../api/types/charts'
import type { ChartTable, ChartValueFormat } from '../charts/chartTypes'
import { seriesTable, shareTable } from '../charts/specs/chartTables'
import { donutSpec, gaugeSpec } from '../charts/specs/roundSpecs'
import {
  barSpec,
  lineSpec,
  type SparklineKind,
  sparklineSpec,
  stackedBarSpec,
} from '../charts/specs/seriesSpecs'
import { type CardLocale, formatAxisLabel } from './cardFormat'

export interface CardChartData {
  spec: TopLevelSpec
  table: ChartTable
}

/** The chart of `data` by `build`, or null while there is no data (the card is loading). */
export function chartOf<Data>(
  data: Data | null,
  build: (data: Data) => CardChartData,
): CardChartData | null {
  return data === null ? null : build(data)
}

/** Series over shared labels, both in the language the chart is read in. */
export type CardSeries = SeriesData

/** What the table's first column holds (Month, Day, Device…) and how values read. */
export interface CardTableHeads {
  label: string
  valueFormat?: ChartValueFormat
}

/** One row a label, one column a series (the charts' own table, as the chart gallery's). */
const tableOf = (data: CardSeries, heads: CardTableHeads): ChartTable =>
  seriesTable(data, heads.label, heads.valueFormat)

/** A statistics card's small chart (no axes): its table still says every value. */
export function statisticChart(
  data: CardSeries,
  kind: SparklineKind,
  heads: CardTableHeads,
): CardChartData {
  return { spec: sparklineSpec(data, kind), table: tableOf(data, heads) }
}

/** Earning above the line and expense below it, month by month. */
export function revenueReportChart(data: CardSeries, heads: CardTableHeads): CardChartData {
  return {
    spec: stackedBarSpec(data, { valueFormat: heads.valueFormat }),
    table: tableOf(data, heads),
  }
}

/** This month against last month, day by day. */
export function revenueChart(data: CardSeries, heads: CardTableHeads): CardChartData {
  return {
    spec: lineSpec(data, { valueFormat: heads.valueFormat }),
    table: tableOf(data, heads),
  }
}

/** Sessions per weekday. */
export function sessionsChart(data: CardSeries, heads: CardTableHeads): CardChartData {
  return {
    spec: barSpec(data, { valueFormat: heads.valueFormat }),
    table: tableOf(data, heads),
  }
}

export interface CardShares {
  labels: readonly string[]
  values: readonly number[]
  /** The header of the values' column (Share, Customers…). */
  valueLabel: string
}

/** Parts of a whole as a ring (orders by state, sessions by device, customers by kind). */
export function sharesChart(data: CardShares, heads: CardTableHeads): CardChartData {
  return {
    spec: donutSpec(data),
    table: shareTable(
      data,
      { label: heads.label, value: data.valueLabel },
      heads.valueFormat ?? 'number',
    ),
  }
}

/** One share of a goal (0–100) as a ring with the share in the middle; `label` names it. */
export function goalChart(percent: number, label: string): CardChartData {
  return {
    spec: gaugeSpec(percent),
    table: { columns: [{ key: 'value', label, format: 'percent' }], rows: [{ value: percent }] },
  }
}

/** Series with their labels and names in the language (months, days, terms of the data). */
export function localSeries(
  kit: CardLocale & { term: (english: string) => string },
  data: CardSeries,
): CardSeries {
  return {
    labels: data.labels.map((label) => formatAxisLabel(kit, label)),
    series: data.series.map((entry) => ({ name: kit.term(entry.name), data: entry.data })),
  }
}
