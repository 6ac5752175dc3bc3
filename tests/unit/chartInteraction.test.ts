// The interactive view's plain parts: what a point says (numbers through Intl in the language),
// which point the pointer is over, where an arrow key goes, and the gallery's filtered specs.
import { describe, expect, it } from 'vitest'
import type { ChartPoint } from '../../src/components/charts/chartPoints'
import { pointAt, steppedIndex } from '../../src/components/charts/interaction/pointFinding'
import { readingSentence, readPoint } from '../../src/components/charts/interaction/pointReading'
import { candleTable, seriesTable, shareTable } from '../../src/components/charts/specs/chartTables'
import { lineSpec } from '../../src/components/charts/specs/seriesSpecs'
import { viewedSpec } from '../../src/screens/charts/galleryView'

const twoSeries = {
  labels: ['Jan', 'Feb'],
  series: [
    { name: 'Revenue', data: [78000, 81000.5] },
    { name: 'Expenses', data: [40000, 42000] },
  ],
}

describe('what a point says', () => {
  it('names its series and category, and writes the value as its table column does', () => {
    const table = seriesTable(twoSeries, 'Month', 'currency')
    const datum = { label: 'Jan', series: 'Revenue', value: 78000 }
    const english = readPoint(datum, { table, locale: 'en', currency: 'USD' })
    expect(english).toEqual({
      series: 'Revenue',
      category: 'Jan',
      values: [{ text: '$78,000.00' }],
    })
    expect(readingSentence(english, 'en')).toBe('Revenue, Jan: $78,000.00')
    const french = readPoint(datum, { table, locale: 'fr', currency: 'EUR' })
    expect(french.values[0]?.text).toBe('78\u202f000,00\u00a0€')
  })

  it('reads a share, and each price of a candle under its heading', () => {
    const shares = shareTable(
      { labels: ['Mobile'], values: [31.4] },
      { label: 'Device', value: 'Share' },
    )
    expect(readPoint({ label: 'Mobile', value: 31.4 }, { table: shares, locale: 'en' })).toEqual({
      category: 'Mobile',
      values: [{ name: 'Share', text: '31.4%' }],
    })
    const candles = candleTable(
      { candles: [{ label: 'Mar 2', open: 148, high: 149.2, low: 142, close: 143 }] },
      { label: 'Day', open: 'Open', high: 'High', low: 'Low', close: 'Close' },
    )
    const candle = readPoint(
      { label: 'Mar 2', open: 148, high: 149.2, low: 142, close: 143 },
      { table: candles, locale: 'en', currency: 'USD' },
    )
    expect(readingSentence(candle, 'en')).toBe(
      'Mar 2: Open $148.00, High $149.20, Low $142.00, Close $143.00',
    )
  })
})

const dot = (x: number, y: number, label: string): ChartPoint => ({
  x,
  y,
  datum: { label, value: y },
})

describe('the point under the pointer', () => {
  const points = [
    dot(10, 50, 'a'),
    dot(100, 50, 'b'),
    {
      x: 200,
      y: 20,
      box: { x1: 180, y1: 20, x2: 220, y2: 190 },
      datum: { label: 'c', value: 1 },
    },
  ]

  it('is a dot near the pointer, a bar the pointer is inside, or none far from both', () => {
    expect(pointAt(points, 14, 54)).toBe(0)
    expect(pointAt(points, 205, 150)).toBe(2)
    expect(pointAt(points, 55, 150)).toBe(-1)
  })

  it('is the nearest along x under a crosshair, however far above or below', () => {
    expect(pointAt(points, 90, 190, true)).toBe(1)
  })

  it('is a ring slice the pointer is over', () => {
    const arc = { cx: 100, cy: 100, from: 0, to: Math.PI / 2, inner: 20, outer: 50 }
    const slices: ChartPoint[] = [
      { x: 0, y: 0, arc, datum: { label: 'first', value: 1 } },
      {
        x: 0,
        y: 0,
        arc: { ...arc, from: Math.PI / 2, to: 2 * Math.PI },
        datum: { label: 'rest', value: 3 },
      },
    ]
    // Right of the centre and above it: the first quarter, clockwise from twelve o'clock.
    expect(pointAt(slices, 125, 80)).toBe(0)
    expect(pointAt(slices, 70, 120)).toBe(1)
    // In the hole.
    expect(pointAt(slices, 100, 95)).toBe(-1)
  })
})

describe('an arrow key', () => {
  it('steps forward and back in reading order, Home and End to the ends', () => {
    expect(steppedIndex(-1, 'ArrowRight', 5, false)).toBe(0)
    expect(steppedIndex(0, 'ArrowRight', 5, false)).toBe(1)
    expect(steppedIndex(1, 'ArrowUp', 5, false)).toBe(0)
    expect(steppedIndex(0, 'ArrowLeft', 5, false)).toBe(0)
    expect(steppedIndex(2, 'End', 5, false)).toBe(4)
    expect(steppedIndex(2, 'Home', 5, false)).toBe(0)
  })

  it('reads from the right in right to left: ArrowLeft goes on', () => {
    expect(steppedIndex(-1, 'ArrowLeft', 5, true)).toBe(4)
    expect(steppedIndex(4, 'ArrowLeft', 5, true)).toBe(3)
    expect(steppedIndex(3, 'Home', 5, true)).toBe(4)
  })
})

describe('the gallery’s view of a chart', () => {
  it('drops the series switched off and the labels outside the brushed range', () => {
    const spec = viewedSpec(lineSpec(twoSeries), {
      hiddenSeries: ['Expenses'],
      zoomedLabels: ['Feb'],
    })
    expect('data' in spec && spec.data && 'values' in spec.data ? spec.data.values : null).toEqual([
      { label: 'Feb', series: 'Revenue', value: 81000.5 },
    ])
  })
})
