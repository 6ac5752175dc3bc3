// Round charts: donut, radar and gauge. No colour of their own: the series take the theme's
// palette, and the radar's grid, labels and the gauge's track use the theme's named styles.
import type { TopLevelSpec } from 'vega-lite'
import type { SeriesData, ShareData } from '../../../api/types/charts'
import { seriesNames } from './chartData'

/** Parts of a whole as a ring, in the order given (clockwise from the top). */
export function donutSpec(data: ShareData): TopLevelSpec {
  const rows = data.labels.map((label, index) => ({
    label,
    value: data.values[index] ?? 0,
    order: index,
  }))
  return {
    data: { values: rows },
    mark: { type: 'arc', innerRadius: { expr: 'min(width, height) / 4' } },
    encoding: {
      theta: { field: 'value', type: 'quantitative', stack: true },
      color: {
        field: 'label',
        type: 'nominal',
        scale: { domain: [...data.labels] },
        legend: { title: null },
      },
      order: { field: 'order', type: 'quantitative' },
    },
  }
}

/** A round number at or above `value` for the radar's outer ring (1, 2, 2.5 or 5 × 10ⁿ). */
export function niceMaximum(value: number): number {
  if (value <= 0) return 1
  const magnitude = 10 ** Math.floor(Math.log10(value))
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= value) ?? 10
  return step * magnitude
}

/** Angle (radians, clockwise from the top) of the spoke of label `index` of `count`. */
export const spokeAngle = (index: number, count: number) => (2 * Math.PI * index) / count

// The radar is drawn in pixels from the view's size (vega recomputes these when it resizes), so
// it stays round in a wide card; `share` is the distance from the centre, 0–1 of the radius.
const radius = '(min(width, height) / 2 - 28)'
const atShare = (share: string) => [
  { calculate: `width / 2 + ${radius} * ${share} * sin(datum.angle)`, as: 'px' },
  { calculate: `height / 2 - ${radius} * ${share} * cos(datum.angle)`, as: 'py' },
]
const pixelX = { field: 'px', type: 'quantitative', scale: null, axis: null } as const
const pixelY = { field: 'py', type: 'quantitative', scale: null, axis: null } as const

export const radarRings = [0.25, 0.5, 0.75, 1]

/** Series over the same labels as closed shapes around a centre, one spoke per label. */
export function radarSpec(data: SeriesData): TopLevelSpec {
  const count = data.labels.length
  const maximum = niceMaximum(Math.max(0, ...data.series.flatMap((entry) => entry.data)))
  // Each shape ends where it starts, so the line closes.
  const around = Array.from({ length: count + 1 }, (_, index) => index)
  const seriesPoints = data.series.flatMap(({ name, data: values }) =>
    around.map((index) => {
      const value = values[index % count] ?? 0
      return {
        series: name,
        label: data.labels[index % count] ?? '',
        value,
        share: value / maximum,
        angle: spokeAngle(index, count),
        order: index,
      }
    }),
  )
  const ringPoints = radarRings.flatMap((ring) =>
    around.map((index) => ({ ring, angle: spokeAngle(index, count), order: index })),
  )
  const spokes = data.labels.map((label, index) => ({ label, angle: spokeAngle(index, count) }))
  return {
    layer: [
      {
        data: { values: ringPoints },
        transform: atShare('datum.ring'),
        mark: { type: 'line', style: 'cea-grid' },
        encoding: {
          x: pixelX,
          y: pixelY,
          detail: { field: 'ring', type: 'nominal' },
          order: { field: 'order', type: 'quantitative' },
        },
      },
      {
        data: { values: spokes },
        transform: [
          ...atShare('1'),
          { calculate: 'width / 2', as: 'cx' },
          { calculate: 'height / 2', as: 'cy' },
        ],
        mark: { type: 'rule', style: 'cea-grid' },
        encoding: {
          x: { ...pixelX, field: 'cx' },
          y: { ...pixelY, field: 'cy' },
          x2: { field: 'px' },
          y2: { field: 'py' },
        },
      },
      {
        data: { values: spokes },
        transform: atShare('1.12'),
        mark: {
          type: 'text',
          style: 'cea-label',
          align: {
            expr: "abs(sin(datum.angle)) < 0.1 ? 'center' : sin(datum.angle) > 0 ? 'left' : 'right'",
          },
          baseline: {
            expr: "cos(datum.angle) > 0.5 ? 'bottom' : cos(datum.angle) < -0.5 ? 'top' : 'middle'",
          },
        },
        encoding: { x: pixelX, y: pixelY, text: { field: 'label' } },
      },
      {
        data: { values: seriesPoints },
        transform: atShare('datum.share'),
        mark: { type: 'line', point: true },
        encoding: {
          x: pixelX,
          y: pixelY,
          color: {
            field: 'series',
            type: 'nominal',
            scale: { domain: seriesNames(data) },
            legend: data.series.length > 1 ? { title: null } : null,
          },
          order: { field: 'order', type: 'quantitative' },
        },
      },
    ],
  }
}

/** One share, 0–100, as an arc round a track, with the share written in the middle. */
export function gaugeSpec(percent: number): TopLevelSpec {
  const shown = Math.min(100, Math.max(0, percent))
  const share = shown / 100
  const ring = { innerRadius: { expr: 'min(width, height) / 2 * 0.72' }, theta: 0 }
  return {
    // `value` is what a tooltip reads (the percentage, as the card's table has it).
    data: { values: [{ share, value: shown }] },
    layer: [
      { mark: { type: 'arc', style: 'cea-track', ...ring, theta2: 2 * Math.PI } },
      { mark: { type: 'arc', cornerRadius: 8, ...ring, theta2: 2 * Math.PI * share } },
      {
        mark: { type: 'text', style: 'cea-value' },
        encoding: { text: { field: 'share', type: 'quantitative', format: '.0%' } },
      },
    ],
  }
}
