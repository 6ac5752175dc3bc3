// Charts of points and prices: scatter and candlestick (data inline, no colours of their own).
import type { TopLevelSpec } from 'vega-lite'
import { axisFormat } from '../chartLocale'
import type { CandleData, ScatterData } from '../../../api/types/charts'
import { seriesNames, type SpecOptions } from './chartData'

export interface ScatterOptions extends SpecOptions {
  /** Axis titles, already translated: what x and y measure. */
  xTitle: string
  yTitle: string
}

/** Points of each series; shape as well as colour tells the series apart. */
export function scatterSpec(data: ScatterData, options: ScatterOptions): TopLevelSpec {
  const rows = data.series.flatMap(({ name, points }) =>
    points.map((point) => ({ series: name, x: point.x, y: point.y })),
  )
  const legend = data.series.length > 1 ? { title: null } : null
  const domain = seriesNames(data)
  return {
    data: { values: rows },
    mark: { type: 'point', filled: true, opacity: 0.85 },
    encoding: {
      x: { field: 'x', type: 'quantitative', title: options.xTitle, scale: { zero: false } },
      y: {
        field: 'y',
        type: 'quantitative',
        title: options.yTitle,
        scale: { zero: false },
        axis: { format: axisFormat(options.valueFormat) },
      },
      color: { field: 'series', type: 'nominal', scale: { domain }, legend },
      shape: { field: 'series', type: 'nominal', scale: { domain }, legend },
    },
  }
}

/** Whether a period closed at or above its opening (`rise`) or below it (`fall`). */
export const candleDirection = (candle: { open: number; close: number }) =>
  candle.close >= candle.open ? 'rise' : 'fall'

/** A price per period: a thin rule from low to high, a body from open to close. */
export function candlestickSpec(data: CandleData, options: SpecOptions = {}): TopLevelSpec {
  const rows = data.candles.map((candle) => ({ ...candle, direction: candleDirection(candle) }))
  return {
    data: { values: rows },
    encoding: {
      x: {
        field: 'label',
        type: 'ordinal',
        sort: rows.map((row) => row.label),
        title: null,
        axis: { labelAngle: 0, labelOverlap: true },
      },
      y: {
        field: 'low',
        type: 'quantitative',
        title: null,
        scale: { zero: false },
        axis: { format: axisFormat(options.valueFormat) },
      },
      // The theme's diverging pair: rise first, fall second.
      color: {
        field: 'direction',
        type: 'nominal',
        scale: { domain: ['rise', 'fall'], range: 'diverging' },
        legend: null,
      },
    },
    layer: [
      { mark: { type: 'rule' }, encoding: { y2: { field: 'high' } } },
      {
        mark: { type: 'bar', width: { band: 0.6 } },
        encoding: { y: { field: 'open', type: 'quantitative' }, y2: { field: 'close' } },
      },
    ],
  }
}
