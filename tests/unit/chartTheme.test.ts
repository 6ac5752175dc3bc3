// The renderer's inputs without a browser: Primer tokens → vega config, Intl → d3 locale, the
// spec at its size, and every gallery spec through vega-lite's compiler (chartDraw.test.ts draws them).
import { compile } from 'vega-lite'
import { describe, expect, it } from 'vitest'
import { sizedSpec, withoutGuides } from '../../src/components/charts/chartEmbed'
import { axisFormat, chartNumberLocale } from '../../src/components/charts/chartLocale'
import { chartConfig, type ChartTokens } from '../../src/components/charts/chartTheme'
import { radarSpec } from '../../src/components/charts/specs/roundSpecs'
import { lineSpec } from '../../src/components/charts/specs/seriesSpecs'
import { createChartGallerySamples } from '../../src/fixtures/charts'
import { galleryCharts } from '../../src/screens/charts/chartGalleryItems'

const dark: ChartTokens = {
  text: '#f0f6fc',
  mutedText: '#9198a1',
  border: '#3d444d',
  mutedBorder: '#3d444db3',
  background: '#0d1117',
  mutedBackground: '#151b23',
  font: 'Mona Sans VF, sans-serif',
  rampFrom: '#001a47',
  rampTo: '#0576ff',
  rise: '#2f6f37',
  fall: '#eb3342',
  palette: ['#0576ff', '#984b10', '#2f6f37'],
}

describe('chart theme', () => {
  it('takes every colour from the tokens it is given', () => {
    const config = chartConfig(dark, { locale: 'en' })
    expect(config.axis).toMatchObject({
      labelColor: '#9198a1',
      domainColor: '#3d444d',
      gridColor: '#3d444db3',
    })
    expect(config.legend).toMatchObject({ labelColor: '#9198a1' })
    expect(config.range).toMatchObject({
      category: dark.palette,
      heatmap: ['#001a47', '#0576ff'],
      diverging: ['#2f6f37', '#eb3342'],
    })
    expect(config.style?.['cea-grid']).toMatchObject({ stroke: '#3d444db3' })
    expect(config.font).toBe('Mona Sans VF, sans-serif')
    expect(config.background).toBe('transparent')
    expect(config.aria).toBe(false)
  })

  it('leaves no padding round a sparkline', () => {
    expect(chartConfig(dark, { locale: 'en', isSparkline: true }).padding).toBe(0)
    expect(chartConfig(dark, { locale: 'en' }).padding).toBe(4)
  })
})

describe('axis numbers in the language', () => {
  it('uses the separators and currency of the locale', () => {
    expect(chartNumberLocale('en', 'USD')).toMatchObject({
      decimal: '.',
      thousands: ',',
      currency: ['$', ''],
    })
    expect(chartNumberLocale('de', 'EUR')).toMatchObject({
      decimal: ',',
      thousands: '.',
      currency: ['', '\u00a0€'],
    })
    expect(chartNumberLocale('fr', 'EUR').thousands).toBe('\u202f')
    expect(chartNumberLocale('en').numerals).toBeUndefined()
  })

  it('gives the digits when the language writes its own', () => {
    expect(chartNumberLocale('ar-EG').numerals?.[3]).toBe('٣')
  })

  it('writes money axes with the currency, other axes as plain numbers', () => {
    expect(axisFormat('currency')).toBe('$,~f')
    expect(axisFormat('number')).toBe(',~f')
    expect(axisFormat()).toBe(',~f')
  })
})

describe('spec at the chart size', () => {
  const spec = lineSpec({ labels: ['a', 'b'], series: [{ name: 'S', data: [1, 2] }] })

  it("is as wide as the chart's box at the given height, guides included", () => {
    expect(sizedSpec(spec, { width: 320, height: 240, description: 'Sales' })).toMatchObject({
      width: 320,
      height: 240,
      description: 'Sales',
      autosize: { type: 'fit', contains: 'padding' },
    })
  })

  it('keeps a width the spec fixes, and replaces a container width by the measured one', () => {
    const size = { width: 320, height: 240, description: 'Sales' }
    expect(sizedSpec({ ...spec, width: 120 }, size)).toMatchObject({ width: 120 })
    expect(sizedSpec({ ...spec, width: 'container' }, size)).toMatchObject({ width: 320 })
  })
})

describe('named styles', () => {
  it("draws the radar's grid in the muted border colour, not the first series colour", () => {
    const { spec: vega } = compile(
      sizedSpec(radarSpec({ labels: ['a', 'b', 'c'], series: [{ name: 'S', data: [1, 2, 3] }] }), {
        width: 300,
        height: 300,
        description: 'x',
      }),
      { config: chartConfig(dark, { locale: 'en' }) },
    )
    const marks = JSON.stringify(vega.marks)
    const grid = vega.marks?.find((mark) => mark.name?.startsWith('layer_0'))
    expect(JSON.stringify(grid)).toContain('"stroke":{"value":"#3d444db3"}')
    expect(marks).toContain('"fill":{"value":"#9198a1"}')
  })
})

describe('sparkline', () => {
  it('drops every axis and legend, in nested groups too', () => {
    const twoSeries = {
      labels: ['a', 'b'],
      series: [
        { name: 'S', data: [1, 2] },
        { name: 'T', data: [2, 1] },
      ],
    }
    const { spec: vega } = compile(
      sizedSpec(lineSpec(twoSeries), { width: 120, height: 48, description: 'x' }),
    )
    expect(vega.axes?.length).toBeGreaterThan(0)
    expect(vega.legends?.length).toBeGreaterThan(0)
    const bare = JSON.stringify(withoutGuides(vega))
    expect(bare).not.toContain('"axes"')
    expect(bare).not.toContain('"legends"')
    expect(withoutGuides(vega).marks).toHaveLength(vega.marks?.length ?? -1)
  })
})

describe('gallery specs', () => {
  const charts = galleryCharts(createChartGallerySamples(), (key) => key, 'en')

  it.each(charts.map((chart) => [chart.kind, chart] as const))(
    '%s compiles with vega-lite, theme applied, without warnings',
    (_kind, chart) => {
      const warnings: string[] = []
      const logger = {
        level: () => logger,
        error: (...args: unknown[]) => {
          throw new Error(args.join(' '))
        },
        warn: (...args: unknown[]) => {
          warnings.push(args.join(' '))
          return logger
        },
        info: () => logger,
        debug: () => logger,
      }
      const { spec } = compile(
        sizedSpec(chart.spec, { width: 400, height: chart.height, description: 'x' }),
        {
          config: chartConfig(dark, { locale: 'en', currency: 'USD' }),
          logger,
        },
      )
      expect(spec.marks?.length).toBeGreaterThan(0)
      expect(warnings).toEqual([])
      expect(chart.table.rows.length).toBeGreaterThan(0)
    },
  )
})
