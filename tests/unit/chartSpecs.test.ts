// Data → vega-lite spec: mark, encodings and inline values of every spec builder, no browser.
import { compile } from 'vega-lite'
import { describe, expect, it } from 'vitest'
import type { SeriesData } from '../../src/api/types/charts'
import {
  areaSpec,
  barSpec,
  heatmapSpec,
  lineSpec,
  sparklineSpec,
  stackedBarSpec,
} from '../../src/components/charts/specs/seriesSpecs'
import {
  donutSpec,
  gaugeSpec,
  niceMaximum,
  radarSpec,
  spokeAngle,
} from '../../src/components/charts/specs/roundSpecs'
import { candlestickSpec, scatterSpec } from '../../src/components/charts/specs/pointSpecs'

const data: SeriesData = {
  labels: ['Jan', 'Feb', 'Mar'],
  series: [
    { name: 'Revenue', data: [10, 20, 30] },
    { name: 'Expenses', data: [5, 15, 12] },
  ],
}

// The specs are plain objects: read them as such, whatever their vega-lite type.
type Loose = Record<string, unknown> & {
  mark?: unknown
  encoding?: Record<string, Record<string, unknown>>
  data?: { values: Record<string, unknown>[] }
  layer?: Loose[]
  transform?: { calculate: string; as: string }[]
}
const loose = (spec: unknown) => spec as Loose
const markType = (spec: unknown) => {
  const mark = loose(spec).mark
  return typeof mark === 'string' ? mark : (mark as { type: string }).type
}
const valuesOf = (spec: unknown) => loose(spec).data?.values ?? []

const noColourAnywhere = (spec: unknown) =>
  expect(JSON.stringify(spec)).not.toMatch(/#[0-9a-f]{3,8}\b|rgb\(|"(fill|stroke|color)":"/i)

describe('series charts', () => {
  it('line: one row per value in label order, labels on x, values on y, a colour per series', () => {
    const spec = loose(lineSpec(data))
    expect(markType(spec)).toBe('line')
    expect(valuesOf(spec)).toEqual([
      { label: 'Jan', series: 'Revenue', value: 10 },
      { label: 'Feb', series: 'Revenue', value: 20 },
      { label: 'Mar', series: 'Revenue', value: 30 },
      { label: 'Jan', series: 'Expenses', value: 5 },
      { label: 'Feb', series: 'Expenses', value: 15 },
      { label: 'Mar', series: 'Expenses', value: 12 },
    ])
    expect(spec.encoding?.x).toMatchObject({ field: 'label', type: 'ordinal', sort: data.labels })
    expect(spec.encoding?.y).toMatchObject({ field: 'value', type: 'quantitative' })
    expect(spec.encoding?.color).toMatchObject({
      field: 'series',
      scale: { domain: ['Revenue', 'Expenses'] },
      legend: { title: null },
    })
    noColourAnywhere(spec)
  })

  it('hides the legend of a single series and writes the axis as money when asked', () => {
    const spec = loose(
      lineSpec(
        { labels: ['a'], series: [{ name: 'Only', data: [1] }] },
        { valueFormat: 'currency' },
      ),
    )
    expect(spec.encoding?.color?.legend).toBeNull()
    expect(spec.encoding?.y?.axis).toEqual({ format: '$,~f' })
  })

  it('line: the value axis spans the values rather than starting at zero; bars and areas keep zero', () => {
    const close = { labels: ['a', 'b'], series: [{ name: 'S', data: [9_000, 9_400] }] }
    expect(loose(lineSpec(close)).encoding?.y?.scale).toEqual({ zero: false })
    const { spec: vega } = compile(lineSpec(close))
    const yScale = vega.scales?.find((scale) => scale.name === 'y')
    expect(yScale).toMatchObject({ type: 'linear', zero: false })
    for (const build of [barSpec, stackedBarSpec, areaSpec])
      expect(loose(build(close)).encoding?.y?.scale).toBeUndefined()
  })

  it('leaves out a value the series does not have, rather than drawing a zero', () => {
    const spec = lineSpec({ labels: ['a', 'b'], series: [{ name: 'S', data: [4] }] })
    expect(valuesOf(spec)).toEqual([{ label: 'a', series: 'S', value: 4 }])
  })

  it('bar: bars side by side, offset by series', () => {
    const spec = loose(barSpec(data))
    expect(markType(spec)).toBe('bar')
    expect(spec.encoding?.xOffset).toMatchObject({
      field: 'series',
      scale: { domain: ['Revenue', 'Expenses'] },
    })
    expect(spec.encoding?.y?.stack).toBeUndefined()
    expect(valuesOf(spec)).toHaveLength(6)
  })

  it('stacked bar: stacked from zero in the series order', () => {
    const spec = loose(stackedBarSpec(data))
    expect(markType(spec)).toBe('bar')
    expect(spec.encoding?.xOffset).toBeUndefined()
    expect(spec.encoding?.y?.stack).toBe('zero')
    expect(spec.encoding?.order).toEqual({ field: 'stackOrder', type: 'quantitative' })
    expect(valuesOf(spec).map((row) => row.stackOrder)).toEqual([0, 0, 0, 1, 1, 1])
  })

  it('area: filled areas with their line, not stacked', () => {
    const spec = loose(areaSpec(data))
    expect(spec.mark).toMatchObject({ type: 'area', line: true })
    expect(spec.encoding?.y?.stack).toBeNull()
  })

  it('heat map: labels by series as rects shaded on the theme heat map ramp', () => {
    const spec = loose(heatmapSpec(data))
    expect(markType(spec)).toBe('rect')
    expect(spec.encoding?.y).toMatchObject({
      field: 'series',
      type: 'ordinal',
      sort: ['Revenue', 'Expenses'],
    })
    expect(spec.encoding?.color).toMatchObject({
      field: 'value',
      type: 'quantitative',
      scale: { range: 'heatmap' },
    })
    noColourAnywhere(spec)
  })

  it.each(['line', 'bar', 'area'] as const)('sparkline (%s): no axes and no legend', (kind) => {
    const spec = loose(sparklineSpec(data, kind))
    expect(markType(spec)).toBe(kind)
    expect(spec.encoding?.x?.axis).toBeNull()
    expect(spec.encoding?.y?.axis).toBeNull()
    expect(spec.encoding?.color?.legend).toBeNull()
  })
})

describe('round charts', () => {
  it('donut: an arc per part in the given order, a hole in the middle', () => {
    const spec = loose(donutSpec({ labels: ['Desktop', 'Mobile'], values: [70, 30] }))
    expect(spec.mark).toMatchObject({
      type: 'arc',
      innerRadius: { expr: 'min(width, height) / 4' },
    })
    expect(valuesOf(spec)).toEqual([
      { label: 'Desktop', value: 70, order: 0 },
      { label: 'Mobile', value: 30, order: 1 },
    ])
    expect(spec.encoding?.theta).toMatchObject({ field: 'value', type: 'quantitative' })
    expect(spec.encoding?.color).toMatchObject({
      field: 'label',
      scale: { domain: ['Desktop', 'Mobile'] },
    })
  })

  it('picks a round outer value for the radar', () => {
    expect([niceMaximum(86), niceMaximum(100), niceMaximum(0.3), niceMaximum(0)]).toEqual([
      100, 100, 0.5, 1,
    ])
    expect(niceMaximum(2100)).toBe(2500)
  })

  it('radar: rings, spokes, labels and a closed shape per series', () => {
    const spec = loose(radarSpec(data))
    const [rings, spokes, labels, shapes] = spec.layer ?? []
    expect(spec.layer?.map(markType)).toEqual(['line', 'rule', 'text', 'line'])
    expect(rings?.mark).toMatchObject({ style: 'cea-grid' })
    expect(valuesOf(spokes).map((row) => row.label)).toEqual(['Jan', 'Feb', 'Mar'])
    expect(labels?.encoding?.text).toEqual({ field: 'label' })
    // Each shape closes: four points for three labels, the last one the first again.
    const revenue = valuesOf(shapes).filter((row) => row.series === 'Revenue')
    expect(revenue.map((row) => row.value)).toEqual([10, 20, 30, 10])
    expect(revenue.map((row) => row.share)).toEqual([0.2, 0.4, 0.6, 0.2])
    expect(revenue[1]?.angle).toBeCloseTo(spokeAngle(1, 3))
    expect(shapes?.transform?.map((step) => step.as)).toEqual(['px', 'py'])
    expect(shapes?.encoding?.x).toMatchObject({ field: 'px', scale: null })
    noColourAnywhere(spec)
  })

  it('gauge: the share of a full turn, clamped to 0–100', () => {
    const arcs = (percent: number) => loose(gaugeSpec(percent)).layer ?? []
    expect(arcs(25)[1]?.mark).toMatchObject({ type: 'arc', theta: 0, theta2: Math.PI / 2 })
    expect(arcs(140)[1]?.mark).toMatchObject({ theta2: 2 * Math.PI })
    expect(valuesOf(gaugeSpec(-5))).toEqual([{ share: 0, value: 0 }])
  })
})

describe('points and prices', () => {
  it('scatter: a point per pair, coloured and shaped by series, titled axes', () => {
    const spec = loose(
      scatterSpec(
        {
          series: [
            { name: 'New', points: [{ x: 1, y: 20 }] },
            { name: 'Back', points: [{ x: 3, y: 50 }] },
          ],
        },
        { xTitle: 'Items', yTitle: 'Order value' },
      ),
    )
    expect(markType(spec)).toBe('point')
    expect(valuesOf(spec)).toEqual([
      { series: 'New', x: 1, y: 20 },
      { series: 'Back', x: 3, y: 50 },
    ])
    expect(spec.encoding?.x).toMatchObject({ field: 'x', title: 'Items' })
    expect(spec.encoding?.y).toMatchObject({ field: 'y', title: 'Order value' })
    expect(spec.encoding?.shape).toMatchObject({ field: 'series' })
  })

  it('candlestick: a wick from low to high and a body from open to close, rise or fall', () => {
    const spec = loose(
      candlestickSpec({
        candles: [
          { label: 'Mon', open: 10, high: 14, low: 9, close: 13 },
          { label: 'Tue', open: 13, high: 13.5, low: 11, close: 11.5 },
        ],
      }),
    )
    expect(spec.layer?.map(markType)).toEqual(['rule', 'bar'])
    expect(spec.encoding?.y).toMatchObject({ field: 'low' })
    expect(spec.layer?.[0]?.encoding?.y2).toEqual({ field: 'high' })
    expect(spec.layer?.[1]?.encoding?.y).toMatchObject({ field: 'open' })
    expect(spec.layer?.[1]?.encoding?.y2).toEqual({ field: 'close' })
    expect(valuesOf(spec).map((row) => row.direction)).toEqual(['rise', 'fall'])
    expect(spec.encoding?.color).toMatchObject({
      scale: { domain: ['rise', 'fall'], range: 'diverging' },
    })
    noColourAnywhere(spec)
  })
})
