// The data points of a drawn chart, read from vega's scenegraph in the chart worker: where each
// point stands in the SVG and the fields of its row. The page uses them for tooltips, keyboard
// stepping and the gallery's brush (chartInteraction/), so no vega is needed on the page.
// Plain code over plain objects: no vega import here.

/** The fields of a row a person reads: what the spec builders put in their data. */
export const pointFields = [
  'label',
  'series',
  'value',
  'x',
  'y',
  'open',
  'high',
  'low',
  'close',
  'share',
] as const
export type PointField = (typeof pointFields)[number]

/** A point's row: only the readable fields, as the spec had them. */
export type PointDatum = Partial<Record<PointField, string | number>>

/** One point of a chart, in the SVG's pixels (origin at its top left). */
export interface ChartPoint {
  /** Where the point's tooltip and focus mark stand. */
  x: number
  y: number
  /** A bar's or a cell's box: the pointer inside it is over this point. */
  box?: { x1: number; y1: number; x2: number; y2: number }
  /** A slice of a ring: the pointer over it is over this point, whatever the box says. */
  arc?: { cx: number; cy: number; from: number; to: number; inner: number; outer: number }
  /** The mark's colour (its fill, else its stroke), for the tooltip's swatch. */
  colour?: string
  datum: PointDatum
}

// Fields a row must have one of to be a point: a value someone would read.
const valueFields: readonly PointField[] = ['value', 'y', 'close', 'share']

type Loose = Record<string, unknown>

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null
const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0)

function readableDatum(datum: unknown): PointDatum | null {
  if (!isObject(datum)) return null
  const read: PointDatum = {}
  for (const field of pointFields) {
    const value = datum[field]
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))
      read[field] = value
  }
  return valueFields.some((field) => field in read) ? read : null
}

function colourOf(item: Loose): string | undefined {
  const colour = typeof item.fill === 'string' ? item.fill : item.stroke
  return typeof colour === 'string' && colour !== 'transparent' ? colour : undefined
}

function pointOf(item: Loose, marktype: string, dx: number, dy: number): ChartPoint | null {
  const datum = readableDatum(item.datum)
  if (!datum) return null
  const bounds = isObject(item.bounds) ? item.bounds : {}
  const box = {
    x1: numberOf(bounds.x1) + dx,
    y1: numberOf(bounds.y1) + dy,
    x2: numberOf(bounds.x2) + dx,
    y2: numberOf(bounds.y2) + dy,
  }
  const colour = colourOf(item)
  if (marktype === 'arc') {
    const from = numberOf(item.startAngle)
    const to = numberOf(item.endAngle)
    const inner = numberOf(item.innerRadius)
    const outer = numberOf(item.outerRadius)
    const cx = numberOf(item.x) + dx
    const cy = numberOf(item.y) + dy
    const middle = (from + to) / 2
    const radius = (inner + outer) / 2
    return {
      x: cx + radius * Math.sin(middle),
      y: cy - radius * Math.cos(middle),
      arc: { cx, cy, from, to, inner, outer },
      ...(colour ? { colour } : {}),
      datum,
    }
  }
  if (marktype === 'rect')
    return { x: (box.x1 + box.x2) / 2, y: box.y1, box, ...(colour ? { colour } : {}), datum }
  const isRule = marktype === 'rule'
  return {
    x: isRule ? (box.x1 + box.x2) / 2 : numberOf(item.x) + dx,
    y: isRule ? box.y1 : numberOf(item.y) + dy,
    ...(colour ? { colour } : {}),
    datum,
  }
}

function collect(mark: unknown, dx: number, dy: number, into: ChartPoint[]) {
  if (!isObject(mark) || !Array.isArray(mark.items)) return
  const marktype = typeof mark.marktype === 'string' ? mark.marktype : ''
  for (const item of mark.items as unknown[]) {
    if (!isObject(item)) continue
    if (marktype === 'group') {
      // A group's marks stand at its x and y; axes and legends are not data.
      const x = dx + numberOf(item.x)
      const y = dy + numberOf(item.y)
      if (Array.isArray(item.items))
        for (const child of item.items as unknown[])
          if (isObject(child) && (child.role === 'mark' || child.role === 'scope'))
            collect(child, x, y, into)
      continue
    }
    if (mark.role !== 'mark') continue
    const point = pointOf(item, marktype, dx, dy)
    if (point) into.push(point)
  }
}

const keyOf = (datum: PointDatum) => JSON.stringify(pointFields.map((field) => datum[field]))

/**
 * The chart's points from its scene graph (`view.scenegraph().root`), shifted by the view's
 * origin: one per row (a line's vertex and its dot are one point), in reading order (left to
 * right, top to bottom).
 */
export function chartPointsOf(root: unknown, origin: readonly [number, number]): ChartPoint[] {
  const found: ChartPoint[] = []
  collect(root, origin[0], origin[1], found)
  // One point per row; a bar's box wins over a line or rule of the same row (a candle's wick).
  const byRow = new Map<string, ChartPoint>()
  for (const point of found) {
    const key = keyOf(point.datum)
    const kept = byRow.get(key)
    if (!kept || (point.box && !kept.box)) byRow.set(key, point)
  }
  return [...byRow.values()].sort((a, b) => a.x - b.x || a.y - b.y)
}
