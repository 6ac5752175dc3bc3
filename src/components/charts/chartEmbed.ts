// What the chart worker does to a spec before vega draws it. Type imports only (no vega here).
import type { Spec as VegaSpec } from 'vega'
import type { TopLevelSpec } from 'vega-lite'

/** The chart's final size: the width of its box, a fixed height. */
export interface ChartSize {
  /** The box's width in px (used unless the spec fixes a width of its own). */
  width: number
  height: number
  description: string
}

/**
 * The spec at the chart's size: as wide as its box (unless the spec fixes a width) and `height`
 * px tall, axes and legend included, so the box never changes size once drawn.
 */
export function sizedSpec(
  spec: TopLevelSpec,
  { width, height, description }: ChartSize,
): TopLevelSpec {
  const fixedWidth = 'width' in spec && typeof spec.width === 'number' ? spec.width : width
  return {
    ...spec,
    description,
    width: fixedWidth,
    height,
    autosize: { type: 'fit', contains: 'padding' },
  }
}

type VegaMark = NonNullable<VegaSpec['marks']>[number]

function markWithoutGuides(mark: VegaMark): VegaMark {
  if (mark.type !== 'group') return mark
  const { axes: _axes, legends: _legends, ...rest } = mark
  return { ...rest, ...(rest.marks ? { marks: rest.marks.map(markWithoutGuides) } : {}) }
}

/** A sparkline draws its marks only: no axis or legend, whatever the spec asked for. */
export function withoutGuides(spec: VegaSpec): VegaSpec {
  const { axes: _axes, legends: _legends, ...rest } = spec
  return { ...rest, ...(rest.marks ? { marks: rest.marks.map(markWithoutGuides) } : {}) }
}

type VegaScale = NonNullable<VegaSpec['scales']>[number]
type VegaAxis = NonNullable<VegaSpec['axes']>[number]
type VegaLegend = NonNullable<VegaSpec['legends']>[number]

/** Whether a scale spans the chart's width (an x scale), however vega-lite wrote its range. */
function spansWidth(scale: VegaScale): boolean {
  const range = 'range' in scale ? scale.range : undefined
  if (range === 'width') return true
  if (!Array.isArray(range)) return false
  return range.some(
    (end) => typeof end === 'object' && end !== null && 'signal' in end && end.signal === 'width',
  )
}

function mirroredScale(scale: VegaScale): VegaScale {
  if (!spansWidth(scale)) return scale
  const reverse = 'reverse' in scale ? scale.reverse : undefined
  return { ...scale, reverse: typeof reverse === 'boolean' ? !reverse : true } as VegaScale
}

const mirroredOrient: Readonly<Record<string, string>> = { left: 'right', right: 'left' }

function mirroredAxis(axis: VegaAxis): VegaAxis {
  return typeof axis.orient === 'string' && axis.orient in mirroredOrient
    ? { ...axis, orient: mirroredOrient[axis.orient] as VegaAxis['orient'] }
    : axis
}

/** Where a legend with no orient of its own stands: the config's, else vega's default (right). */
type LegendOrient = VegaLegend['orient']

/** The literal values of the scale a legend shows (its colour, shape… scale), if it names them. */
function legendDomain(legend: VegaLegend, scales: VegaSpec['scales']): unknown[] | undefined {
  const scaleNames = [legend.fill, legend.stroke, legend.shape, legend.size]
  const scale = scales?.find((entry) => scaleNames.includes(entry.name))
  const domain = scale && 'domain' in scale ? scale.domain : undefined
  return Array.isArray(domain) ? domain : undefined
}

function mirroredLegend(
  legend: VegaLegend,
  configured: LegendOrient,
  scales: VegaSpec['scales'],
): VegaLegend {
  const orient = legend.orient ?? configured ?? 'right'
  if (typeof orient === 'string' && orient in mirroredOrient)
    return { ...legend, orient: mirroredOrient[orient] as LegendOrient }
  // A legend above or below the plot reads from the right: its items in reverse order.
  const domain = legend.values ? undefined : legendDomain(legend, scales)
  if ((orient === 'bottom' || orient === 'top') && domain && legend.type !== 'gradient')
    return { ...legend, values: [...domain].reverse() }
  return legend
}

function mirroredGuides<Part extends Pick<VegaSpec, 'scales' | 'axes' | 'legends' | 'marks'>>(
  part: Part,
  legendOrient: LegendOrient,
  outerScales?: VegaSpec['scales'],
): Part {
  const scales = [...(outerScales ?? []), ...(part.scales ?? [])]
  return {
    ...part,
    ...(part.scales ? { scales: part.scales.map(mirroredScale) } : {}),
    ...(part.axes ? { axes: part.axes.map(mirroredAxis) } : {}),
    ...(part.legends
      ? { legends: part.legends.map((legend) => mirroredLegend(legend, legendOrient, scales)) }
      : {}),
    ...(part.marks
      ? {
          marks: part.marks.map((mark) =>
            mark.type === 'group' ? mirroredGuides(mark, legendOrient, scales) : mark,
          ),
        }
      : {}),
  }
}

/**
 * The chart as a right-to-left reader reads it: what runs along the width runs from the right
 * (time, categories), the value axis stands on the right and a legend at the side moves to the
 * other side (one above or below the plot stays there). Vega lays out its own text, so the page's
 * `dir` alone cannot do this.
 */
export function mirroredForRightToLeft(spec: VegaSpec): VegaSpec {
  // The theme puts legends below the plot in the config (chartTheme.ts), not on each legend.
  const mirrored = mirroredGuides(spec, spec.config?.legend?.orient)
  // …and a legend above or below the plot stands at its right end.
  const layout = { anchor: 'end' } as const
  return {
    ...mirrored,
    config: {
      ...mirrored.config,
      legend: { ...mirrored.config?.legend, layout: { bottom: layout, top: layout } },
    },
  }
}
