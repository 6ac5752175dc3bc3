import { compile } from 'vega-lite'
import { describe, expect, it } from 'vitest'
import { mirroredForRightToLeft } from '../../src/components/charts/chartEmbed'
import { chartConfig, lightTokens } from '../../src/components/charts/chartTheme'
import { donutSpec } from '../../src/components/charts/specs/roundSpecs'
import { barSpec, lineSpec } from '../../src/components/charts/specs/seriesSpecs'

const twoSeries = {
  labels: ['Jan', 'Feb', 'Mar'],
  series: [
    { name: 'Earning', data: [95, 120, 80] },
    { name: 'Expense', data: [40, 55, 60] },
  ],
}

describe('a chart mirrored for right to left', () => {
  it('runs along the width from the right, the value axis on the right, the legend on the left', () => {
    const { spec: vega } = compile({ ...lineSpec(twoSeries), width: 300, height: 200 })
    const mirrored = mirroredForRightToLeft(vega)
    expect(mirrored.scales?.find((scale) => scale.name === 'x')).toMatchObject({ reverse: true })
    // The value scale runs up the height: untouched.
    expect(mirrored.scales?.find((scale) => scale.name === 'y')).not.toHaveProperty('reverse')
    expect(mirrored.axes?.filter((axis) => axis.scale === 'y').map((axis) => axis.orient)).toEqual(
      expect.arrayContaining(['right']),
    )
    expect(mirrored.axes?.some((axis) => axis.orient === 'left')).toBe(false)
    expect(mirrored.legends?.map((legend) => legend.orient)).toEqual(['left'])
  })

  it('leaves a legend the theme puts below the plot below it', () => {
    const { spec: vega } = compile(
      { ...lineSpec(twoSeries), width: 300, height: 200 },
      { config: chartConfig(lightTokens, { locale: 'ar' }) },
    )
    const mirrored = mirroredForRightToLeft(vega)
    expect(mirrored.legends?.map((legend) => legend.orient ?? 'bottom')).toEqual(['bottom'])
    expect(mirrored.axes?.some((axis) => axis.orient === 'left')).toBe(false)
  })

  it('flips a width scale already reversed back, and leaves the spec it was given alone', () => {
    const { spec: vega } = compile({ ...barSpec(twoSeries), width: 300, height: 200 })
    const x = vega.scales?.find((scale) => scale.name === 'x')
    const reversed = {
      ...vega,
      scales: vega.scales?.map((s) => (s === x ? { ...s, reverse: true } : s)),
    }
    const mirrored = mirroredForRightToLeft(reversed)
    expect(mirrored.scales?.find((scale) => scale.name === 'x')).toMatchObject({ reverse: false })
    expect(reversed.scales?.find((scale) => scale.name === 'x')).toMatchObject({ reverse: true })
  })

  it('keeps a chart with no width scale (a donut) as it is, bar its legend', () => {
    const { spec: vega } = compile({
      ...donutSpec({ labels: ['Desktop', 'Mobile'], values: [60, 40] }),
      width: 200,
      height: 200,
    })
    const mirrored = mirroredForRightToLeft(vega)
    expect(mirrored.scales).toEqual(vega.scales)
    expect(mirrored.marks).toEqual(vega.marks)
  })
})
