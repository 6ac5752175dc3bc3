// What the chart worker draws, without a browser: every gallery chart to SVG markup at the size
// asked, a sparkline without guides, and data text escaped in the markup.
import type { TopLevelSpec } from 'vega-lite'
import { describe, expect, it } from 'vitest'
import { drawChartSvg } from '../../src/components/charts/chartDraw'
import { sizedSpec } from '../../src/components/charts/chartEmbed'
import { chartConfig, lightTokens } from '../../src/components/charts/chartTheme'
import { barSpec, lineSpec } from '../../src/components/charts/specs/seriesSpecs'
import { createChartGallerySamples } from '../../src/fixtures/charts'
import { galleryCharts } from '../../src/screens/charts/chartGalleryItems'

const config = chartConfig(lightTokens, { locale: 'en', currency: 'USD' })
const draw = (spec: TopLevelSpec, width: number, height: number, more = {}) =>
  drawChartSvg({
    spec: sizedSpec(spec, { width, height, description: 'x' }),
    config,
    isSparkline: false,
    isRightToLeft: false,
    ...more,
  })

describe('a chart drawn to SVG', () => {
  const charts = galleryCharts(createChartGallerySamples(), (key) => key, 'en')

  it.each(charts.map((chart) => [chart.kind, chart] as const))(
    '%s draws its marks at the width and height asked',
    async (_kind, chart) => {
      const svg = await draw(chart.spec, 400, chart.height)
      expect(svg).toMatch(/^<svg [^>]*class="marks"/)
      expect(svg).toContain(`width="400"`)
      expect(svg).toContain(`height="${chart.height}"`)
      expect(svg).toContain('role-mark')
    },
  )

  it('draws a sparkline without axes or legend', async () => {
    const spec = lineSpec({ labels: ['a', 'b'], series: [{ name: 'S', data: [1, 2] }] })
    expect(await draw(spec, 200, 120)).toContain('role-axis')
    const sparkline = await draw(spec, 200, 48, { isSparkline: true })
    expect(sparkline).toContain('role-mark')
    expect(sparkline).not.toContain('role-axis')
    expect(sparkline).not.toContain('role-legend')
  })

  it('writes data text escaped, never as markup', async () => {
    const spec = barSpec({ labels: ['<b>Bold</b> & co'], series: [{ name: 'S', data: [3] }] })
    const svg = await draw(spec, 300, 200)
    expect(svg).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; co')
    expect(svg).not.toContain('<b>')
  })

  it('fails with vega-lite’s error on a spec it cannot draw', async () => {
    const broken = JSON.parse('{"mark": "nonsense"}') as TopLevelSpec
    await expect(draw(broken, 300, 200)).rejects.toThrow()
  })
})
