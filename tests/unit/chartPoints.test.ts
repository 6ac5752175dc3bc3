// Where a drawn chart's points stand: read by the chart worker from vega's scene graph, one per
// row, in reading order, each with the fields a tooltip reads; and a right-to-left drawing's
// bottom legend, which lists its items from the right.
import type { TopLevelSpec } from 'vega-lite'
import { describe, expect, it } from 'vitest'
import { drawChart } from '../../src/components/charts/chartDraw'
import { sizedSpec } from '../../src/components/charts/chartEmbed'
import { chartConfig, lightTokens } from '../../src/components/charts/chartTheme'
import { barSpec } from '../../src/components/charts/specs/seriesSpecs'
import { createChartGallerySamples } from '../../src/fixtures/charts'
import { galleryCharts } from '../../src/screens/charts/chartGalleryItems'

const width = 400
const draw = (spec: TopLevelSpec, height: number, isRightToLeft = false) =>
  drawChart({
    spec: sizedSpec(spec, { width, height, description: 'x' }),
    config: chartConfig(lightTokens, { locale: isRightToLeft ? 'ar' : 'en', currency: 'USD' }),
    isSparkline: false,
    isRightToLeft,
  })

const twoSeries = {
  labels: ['Jan', 'Feb', 'Mar'],
  series: [
    { name: 'Earning', data: [95, 120, 80] },
    { name: 'Expense', data: [40, 55, 60] },
  ],
}

describe('the points of a drawn chart', () => {
  const charts = galleryCharts(createChartGallerySamples(), (key) => key, 'en')

  it.each(charts.map((chart) => [chart.kind, chart] as const))(
    '%s has a point per row of its table, inside the drawing',
    async (kind, chart) => {
      const { points } = await draw(chart.spec, chart.height)
      // A series table has a value per series in each row; the others, one point per row (two
      // rows alike are one point: they stand at the same place).
      const isSeriesTable =
        chart.table.columns[0]?.key === 'label' && !['donut', 'candlestick'].includes(kind)
      const cells = isSeriesTable
        ? chart.table.rows.reduce((count, row) => count + Object.keys(row).length - 1, 0)
        : new Set(chart.table.rows.map((row) => JSON.stringify(row))).size
      expect(points).toHaveLength(cells)
      for (const point of points) {
        expect(point.x).toBeGreaterThanOrEqual(0)
        expect(point.x).toBeLessThanOrEqual(width)
        expect(point.y).toBeGreaterThanOrEqual(0)
        expect(point.y).toBeLessThanOrEqual(chart.height)
      }
    },
  )

  it('gives each bar its box, colour and row, left to right', async () => {
    const { points } = await draw(barSpec(twoSeries), 200)
    expect(points.map((point) => point.datum)).toEqual([
      { label: 'Jan', series: 'Earning', value: 95 },
      { label: 'Jan', series: 'Expense', value: 40 },
      { label: 'Feb', series: 'Earning', value: 120 },
      { label: 'Feb', series: 'Expense', value: 55 },
      { label: 'Mar', series: 'Earning', value: 80 },
      { label: 'Mar', series: 'Expense', value: 60 },
    ])
    const [first] = points
    expect(first?.colour).toBe(lightTokens.palette[0])
    expect(first?.box?.y2).toBeGreaterThan(first?.box?.y1 ?? Infinity)
  })

  it('runs from the right in right to left, and lists a bottom legend from the right', async () => {
    const { points, svg } = await draw(barSpec(twoSeries), 200, true)
    expect(points[0]?.datum.label).toBe('Mar')
    expect(points.at(-1)?.datum.label).toBe('Jan')
    // The legend lays its items out left to right in the order of its markup.
    const at = (markup: string, name: string) => markup.indexOf(`>${name}</text>`)
    expect(at(svg, 'Expense')).toBeLessThan(at(svg, 'Earning'))
    const { svg: leftToRight } = await draw(barSpec(twoSeries), 200)
    expect(at(leftToRight, 'Earning')).toBeLessThan(at(leftToRight, 'Expense'))
  })
})
