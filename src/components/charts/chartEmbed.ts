// What the renderer adds to a spec before vega-embed gets it. Type imports only (no vega here).
import type { Spec as VegaSpec } from 'vega'
import type { TopLevelSpec } from 'vega-lite'

/**
 * The spec at the chart's size: as wide as its container (unless the spec fixes a width) and
 * `height` px tall, axes and legend included, so the box never changes size once drawn.
 */
export function sizedSpec(spec: TopLevelSpec, height: number, description: string): TopLevelSpec {
  const width = 'width' in spec && spec.width !== undefined ? spec.width : 'container'
  return { ...spec, description, width, height, autosize: { type: 'fit', contains: 'padding' } }
}

/**
 * Vega-lite sizes a `width: 'container'` chart on window resizes only; a card can change width
 * on its own (menu collapsed, grid reflowed). Vega watches its container too: listen to both.
 */
export function resizeWithContainer(spec: VegaSpec): VegaSpec {
  if (!spec.signals) return spec
  return {
    ...spec,
    signals: spec.signals.map((signal) =>
      'on' in signal && signal.on
        ? {
            ...signal,
            on: signal.on.map((handler) =>
              handler.events === 'window:resize'
                ? { ...handler, events: 'window:resize, container:resize' }
                : handler,
            ),
          }
        : signal,
    ),
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
