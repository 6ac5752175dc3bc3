// The gallery's charts: the samples worded in the active language, then spec + table each.
import type { TopLevelSpec } from 'vega-lite'
import type { ChartGallerySamples, SeriesData, ShareData } from '../../api/types/charts'
import type { ChartTable } from '../../components/charts/chartTypes'
import {
  candleTable,
  scatterTable,
  seriesTable,
  shareTable,
} from '../../components/charts/specs/chartTables'
import { seriesNames } from '../../components/charts/specs/chartData'
import { candlestickSpec, scatterSpec } from '../../components/charts/specs/pointSpecs'
import { donutSpec, radarSpec } from '../../components/charts/specs/roundSpecs'
import {
  areaSpec,
  barSpec,
  heatmapSpec,
  lineSpec,
  stackedBarSpec,
} from '../../components/charts/specs/seriesSpecs'

export const galleryKinds = [
  'line',
  'bar',
  'stackedBar',
  'area',
  'donut',
  'radar',
  'scatter',
  'heatmap',
  'candlestick',
] as const
export type GalleryKind = (typeof galleryKinds)[number]

export interface GalleryChart {
  kind: GalleryKind
  spec: TopLevelSpec
  table: ChartTable
  height: number
  /** Series a legend that filters can switch off (the chart's own legend is then off). */
  seriesNames?: readonly string[]
  /** A crosshair follows the pointer along the categories. */
  hasCrosshair?: boolean
  /** Brushing across the chart zooms into the months picked. */
  canZoom?: boolean
}

export type Translate = (key: string) => string

/** Sample labels in words: `YYYY-MM` a month, `YYYY-MM-DD` a day, `1`–`7` a weekday, `HH:00` an hour. */
export function sampleLabel(label: string, locale: string): string {
  const utc = { timeZone: 'UTC' } as const
  if (/^\d{4}-\d{2}$/.test(label))
    return new Intl.DateTimeFormat(locale, { ...utc, month: 'short', year: '2-digit' }).format(
      new Date(`${label}-01T00:00:00Z`),
    )
  if (/^\d{4}-\d{2}-\d{2}$/.test(label))
    return new Intl.DateTimeFormat(locale, { ...utc, day: 'numeric', month: 'short' }).format(
      new Date(`${label}T00:00:00Z`),
    )
  if (/^[1-7]$/.test(label))
    // 2024-01-01 was a Monday, ISO weekday 1.
    return new Intl.DateTimeFormat(locale, { ...utc, weekday: 'short' }).format(
      new Date(Date.UTC(2024, 0, Number(label))),
    )
  if (/^\d{2}:00$/.test(label))
    return new Intl.DateTimeFormat(locale, { ...utc, hour: 'numeric' }).format(
      new Date(Date.UTC(2024, 0, 1, Number(label.slice(0, 2)))),
    )
  return label
}

/** Series data with dates as dates and keys as words. */
function wordSeries(data: SeriesData, t: Translate, locale: string): SeriesData {
  const word = (value: string) =>
    /^[a-z][A-Za-z]*$/.test(value) ? t(`charts.terms.${value}`) : sampleLabel(value, locale)
  return {
    labels: data.labels.map(word),
    series: data.series.map((entry) => ({ name: word(entry.name), data: entry.data })),
  }
}

function wordShares(data: ShareData, t: Translate): ShareData {
  return { labels: data.labels.map((label) => t(`charts.terms.${label}`)), values: data.values }
}

/** Every chart of the gallery from its samples, in the active language. */
export function galleryCharts(
  samples: ChartGallerySamples,
  t: Translate,
  locale: string,
): GalleryChart[] {
  const column = (key: string) => t(`charts.columns.${key}`)
  const series = (data: SeriesData) => wordSeries(data, t, locale)
  const line = series(samples.line)
  const bar = series(samples.bar)
  const stackedBar = series(samples.stackedBar)
  const area = series(samples.area)
  const radar = series(samples.radar)
  const heatmap = series(samples.heatmap)
  const donut = wordShares(samples.donut, t)
  const scatter = {
    series: samples.scatter.series.map((entry) => ({
      ...entry,
      name: t(`charts.terms.${entry.name}`),
    })),
  }
  const candles = {
    candles: samples.candlestick.candles.map((candle) => ({
      ...candle,
      label: sampleLabel(candle.label, locale),
    })),
  }
  const scatterWords = { xTitle: column('items'), yTitle: column('orderValue') }
  const candleHeadings = {
    label: column('day'),
    open: column('open'),
    high: column('high'),
    low: column('low'),
    close: column('close'),
  }
  return [
    {
      kind: 'line',
      spec: lineSpec(line, { valueFormat: 'currency', hasLegend: false }),
      table: seriesTable(line, column('month'), 'currency'),
      height: 280,
      seriesNames: seriesNames(line),
      hasCrosshair: true,
      canZoom: true,
    },
    {
      kind: 'bar',
      spec: barSpec(bar, { hasLegend: false }),
      table: seriesTable(bar, column('month')),
      height: 280,
      seriesNames: seriesNames(bar),
    },
    {
      kind: 'stackedBar',
      spec: stackedBarSpec(stackedBar, { hasLegend: false }),
      table: seriesTable(stackedBar, column('month')),
      height: 280,
      seriesNames: seriesNames(stackedBar),
    },
    {
      kind: 'area',
      spec: areaSpec(area, { hasLegend: false }),
      table: seriesTable(area, column('month')),
      height: 280,
      seriesNames: seriesNames(area),
      hasCrosshair: true,
    },
    {
      kind: 'donut',
      spec: donutSpec(donut),
      table: shareTable(donut, { label: column('device'), value: column('share') }),
      height: 280,
    },
    {
      kind: 'radar',
      spec: radarSpec(radar),
      table: seriesTable(radar, column('quality')),
      height: 320,
    },
    {
      kind: 'scatter',
      spec: scatterSpec(scatter, { ...scatterWords, valueFormat: 'currency' }),
      table: scatterTable(
        scatter,
        { series: column('customers'), x: scatterWords.xTitle, y: scatterWords.yTitle },
        'currency',
      ),
      height: 280,
    },
    {
      kind: 'heatmap',
      spec: heatmapSpec(heatmap),
      table: seriesTable(heatmap, column('weekday')),
      height: 300,
    },
    {
      kind: 'candlestick',
      spec: candlestickSpec(candles, { valueFormat: 'currency' }),
      table: candleTable(candles, candleHeadings),
      height: 300,
    },
  ]
}
