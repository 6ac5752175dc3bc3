// The contract between a chart and whoever shows one (a card, the chart gallery). Types only:
// importing this file never brings vega into a bundle.
import type { TopLevelSpec } from 'vega-lite'

/** How a table cell's number is written (through Intl in the active language). */
export type ChartValueFormat = 'number' | 'currency' | 'percent' | 'text'

export interface ChartTableColumn {
  /** The key of the value in each row. */
  key: string
  /** The column header, already translated. */
  label: string
  format?: ChartValueFormat
}

/** The chart's data as a table: what "Show as table" shows, and what a screen reader can read. */
export interface ChartTable {
  columns: readonly ChartTableColumn[]
  rows: readonly Readonly<Record<string, string | number>>[]
}

/** Words the chart shows, already translated (components take no i18n of their own). */
export interface ChartLabels {
  showTable: string
  showChart: string
  loading: string
  /** Said when the chart could not be drawn (the chart worker failed or could not load). */
  failed: string
  /** Said of a focused chart: the arrow keys step through its values. */
  keyboardHint: string
}

/** What a chart does beyond tooltips and keyboard stepping (the chart gallery's extras). */
export interface ChartInteractions {
  /** A vertical rule at the category under the pointer; the tooltip lists every series there. */
  hasCrosshair?: boolean
  /** Dragging across the chart picks a range of categories (their labels, in order). */
  onBrush?: (labels: string[]) => void
}

export interface ChartProps {
  /**
   * A vega-lite spec with its data inline. Colours, fonts and axes come from the chart's theme
   * (Primer's tokens in the active skin), so a spec names no colour of its own.
   */
  spec: TopLevelSpec
  /** A sentence that says what the chart shows: the chart's accessible name and description. */
  description: string
  /** The same data as a table (its headers and rows), for Show as table. */
  table: ChartTable
  /** The chart's words (Show as table, Show as chart, loading), already translated. */
  labels: ChartLabels
  /** Height in px; the width follows the card. */
  height: number
  /** Locale for numbers and dates in the table and axes (e.g. 'en', 'ar'). */
  locale: string
  /** Currency for 'currency' cells. */
  currency?: string
  /** A small chart inside a statistics card: no axes, no toggle (its number says it all). */
  isSparkline?: boolean
  interactions?: ChartInteractions
}
