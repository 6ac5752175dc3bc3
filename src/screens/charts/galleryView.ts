// What the gallery's legend and brush do to a chart: the same spec with fewer rows (the series a
// person switched off, the months outside the range brushed). The colour scale keeps every
// series, so a series keeps its colour whichever others are shown.
import type { TopLevelSpec } from 'vega-lite'

export interface GalleryView {
  /** Series switched off in the legend. */
  hiddenSeries: readonly string[]
  /** The labels brushed (in order), or null for every label. */
  zoomedLabels: readonly string[] | null
}

export const wholeView: GalleryView = { hiddenSeries: [], zoomedLabels: null }

const fieldOf = (row: unknown, field: string) =>
  typeof row === 'object' && row !== null ? Reflect.get(row, field) : undefined

/** Whether the view keeps a row of the spec's data. */
export function isRowShown(row: unknown, view: GalleryView): boolean {
  const series = fieldOf(row, 'series')
  const label = fieldOf(row, 'label')
  if (typeof series === 'string' && view.hiddenSeries.includes(series)) return false
  if (view.zoomedLabels && typeof label === 'string') return view.zoomedLabels.includes(label)
  return true
}

/** The spec as the view shows it. A spec without inline rows is returned as it is. */
export function viewedSpec(spec: TopLevelSpec, view: GalleryView): TopLevelSpec {
  if (!('data' in spec) || !spec.data || !('values' in spec.data)) return spec
  const rows = spec.data.values
  if (!Array.isArray(rows)) return spec
  const shown: unknown[] = rows.filter((row: unknown) => isRowShown(row, view))
  return { ...spec, data: { values: shown } }
}
