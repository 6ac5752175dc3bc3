// Helpers over the data the spec builders take (typed in src/api/types/charts.ts).
import type { SeriesData } from '../../../api/types/charts'
import type { ChartValueFormat } from '../chartTypes'

/** How the values read on the axis (and in the table): see `axisFormat`. */
export interface SpecOptions {
  valueFormat?: ChartValueFormat
  /** False when the page shows a legend of its own (the gallery's, which filters). */
  hasLegend?: boolean
}

/** One row per value, the shape vega-lite encodes: a series' value at a label. */
export interface SeriesRow {
  label: string
  series: string
  value: number
  [field: string]: string | number
}

export function seriesRows({ labels, series }: SeriesData): SeriesRow[] {
  return series.flatMap(({ name, data }) =>
    labels.flatMap((label, index) => {
      const value = data[index]
      return value === undefined ? [] : [{ label, series: name, value }]
    }),
  )
}

export const seriesNames = (data: { series: readonly { name: string }[] }) =>
  data.series.map((entry) => entry.name)
