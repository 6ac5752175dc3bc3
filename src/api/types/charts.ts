// The chart gallery's sample data (`GET /card/chart-gallery`): one data set per kind of chart.
// Labels and series are keys and ISO dates, so the screen can word them in the active language.
// Read-only arrays: the spec builders (src/components/charts/specs) take the same shapes.
import type { ChartSeries } from './cards'

/** Series over shared labels: `series[i].data[j]` is the value of series i at `labels[j]`. */
export interface SeriesData {
  labels: readonly string[]
  series: readonly ChartSeries[]
}

/** Parts of a whole (a donut): `values[i]` is the share of `labels[i]`, 0–100. */
export interface ShareData {
  labels: readonly string[]
  values: readonly number[]
}

export interface ScatterPoint {
  x: number
  y: number
}

export interface ScatterSeries {
  name: string
  points: readonly ScatterPoint[]
}

export interface ScatterData {
  series: readonly ScatterSeries[]
}

/** One period of a price: where it opened and closed, and its extremes. */
export interface Candle {
  label: string
  open: number
  high: number
  low: number
  close: number
}

export interface CandleData {
  candles: readonly Candle[]
}

/**
 * Months are `YYYY-MM`, days `YYYY-MM-DD`, weekdays `1`–`7` (Monday first), hours `HH:00`;
 * series names and the radar's and donut's labels are keys the screen translates.
 */
export interface ChartGallerySamples {
  line: SeriesData
  bar: SeriesData
  stackedBar: SeriesData
  area: SeriesData
  donut: ShareData
  radar: SeriesData
  scatter: ScatterData
  heatmap: SeriesData
  candlestick: CandleData
}
