// Charts of series over shared labels: line, bar, stacked bar, area, heat map and sparklines.
// Each returns a vega-lite spec with its data inline and no colour of its own (the theme has them).
import type { TopLevelSpec } from 'vega-lite'
import type { Encoding } from 'vega-lite/types_unstable/encoding.js'
import { axisFormat } from '../chartLocale'
import type { SeriesData } from '../../../api/types/charts'
import { seriesNames, seriesRows, type SpecOptions } from './chartData'

type Channel<Name extends keyof Encoding<string>> = Encoding<string>[Name]

/** The labels along x, in the order given. */
function labelAxis(data: SeriesData): Channel<'x'> {
  return {
    field: 'label',
    type: 'ordinal',
    sort: [...data.labels],
    title: null,
    axis: { labelAngle: 0, labelOverlap: true },
  }
}

function valueAxis(options: SpecOptions, stack?: 'zero' | null): Channel<'y'> {
  return {
    field: 'value',
    type: 'quantitative',
    title: null,
    axis: { format: axisFormat(options.valueFormat) },
    ...(stack === undefined ? {} : { stack }),
  }
}

/** One colour per series, in the order given; a legend only when there is more than one. */
function seriesColour(data: SeriesData, options: SpecOptions = {}): Channel<'color'> {
  const hasLegend = data.series.length > 1 && options.hasLegend !== false
  return {
    field: 'series',
    type: 'nominal',
    scale: { domain: seriesNames(data) },
    legend: hasLegend ? { title: null } : null,
  }
}

/**
 * Lines, one per series. The value axis spans the values, not from zero: a line's height is not
 * its size (as a bar's is), and from zero lines of large values close together would lie flat.
 */
export function lineSpec(data: SeriesData, options: SpecOptions = {}): TopLevelSpec {
  return {
    data: { values: seriesRows(data) },
    mark: { type: 'line', point: true },
    encoding: {
      x: labelAxis(data),
      y: { ...valueAxis(options), scale: { zero: false } },
      color: seriesColour(data, options),
    },
  }
}

/** Bars side by side, one per series at each label. */
export function barSpec(data: SeriesData, options: SpecOptions = {}): TopLevelSpec {
  return {
    data: { values: seriesRows(data) },
    mark: { type: 'bar', cornerRadiusEnd: 2 },
    encoding: {
      x: labelAxis(data),
      xOffset: { field: 'series', type: 'nominal', scale: { domain: seriesNames(data) } },
      y: valueAxis(options),
      color: seriesColour(data, options),
    },
  }
}

/** One bar per label, the series stacked in the order given (the first at the bottom). */
export function stackedBarSpec(data: SeriesData, options: SpecOptions = {}): TopLevelSpec {
  const rows = seriesRows(data).map((row) => ({
    ...row,
    stackOrder: data.series.findIndex((entry) => entry.name === row.series),
  }))
  return {
    data: { values: rows },
    mark: { type: 'bar' },
    encoding: {
      x: labelAxis(data),
      y: valueAxis(options, 'zero'),
      color: seriesColour(data, options),
      order: { field: 'stackOrder', type: 'quantitative' },
    },
  }
}

/** Filled areas, overlapping (not stacked) so each series reads from zero. */
export function areaSpec(data: SeriesData, options: SpecOptions = {}): TopLevelSpec {
  return {
    data: { values: seriesRows(data) },
    mark: { type: 'area', line: true },
    encoding: {
      x: { ...labelAxis(data), scale: { padding: 0 } },
      y: valueAxis(options, null),
      color: seriesColour(data, options),
    },
  }
}

/** A grid of labels (x) by series (y), each cell shaded by its value. */
export function heatmapSpec(data: SeriesData, options: SpecOptions = {}): TopLevelSpec {
  return {
    data: { values: seriesRows(data) },
    mark: { type: 'rect', cornerRadius: 2 },
    encoding: {
      x: {
        ...labelAxis(data),
        axis: { labelAngle: 0, labelOverlap: true, domain: false, ticks: false, grid: false },
      },
      y: {
        field: 'series',
        type: 'ordinal',
        sort: seriesNames(data),
        title: null,
        axis: { domain: false, ticks: false, grid: false },
      },
      color: {
        field: 'value',
        type: 'quantitative',
        scale: { range: 'heatmap' },
        legend: { title: null, format: axisFormat(options.valueFormat) },
      },
    },
  }
}

export type SparklineKind = 'line' | 'bar' | 'area'

/** A statistics card's small chart: the shape of the series only, no axes or legend. */
export function sparklineSpec(data: SeriesData, kind: SparklineKind = 'line'): TopLevelSpec {
  const mark =
    kind === 'bar'
      ? ({ type: 'bar', cornerRadiusEnd: 2 } as const)
      : kind === 'area'
        ? ({ type: 'area', line: true, interpolate: 'monotone' } as const)
        : ({ type: 'line', interpolate: 'monotone' } as const)
  return {
    data: { values: seriesRows(data) },
    mark,
    encoding: {
      x: { ...labelAxis(data), axis: null, ...(kind === 'bar' ? {} : { scale: { padding: 0 } }) },
      y: {
        field: 'value',
        type: 'quantitative',
        axis: null,
        ...(kind === 'bar' ? {} : { stack: null }),
      },
      color: { ...seriesColour(data), legend: null },
    },
  }
}
