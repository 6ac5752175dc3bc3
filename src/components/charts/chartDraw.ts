// Draws a chart to SVG markup with no DOM: vega-lite's compiler, the patches of chartEmbed.ts and
// a headless vega View. The chart worker runs it, so vega's parse, dataflow and drawing never
// hold up the page; it is plain code, so unit tests run it in Node too.
import { parse, View } from 'vega'
import { compile, type Config, type TopLevelSpec } from 'vega-lite'
import { mirroredForRightToLeft, withoutGuides } from './chartEmbed'

/** What the page asks the worker to draw (all of it plain data, so it crosses postMessage). */
export interface ChartDrawRequest {
  /** The spec at its final size (`sizedSpec`): a width in px, not 'container'. */
  spec: TopLevelSpec
  /** The theme and number locale (`chartConfig`). */
  config: Config
  isSparkline: boolean
  isRightToLeft: boolean
}

/** The chart as SVG markup (`<svg class="marks" …>`), at the spec's width and height. */
export async function drawChartSvg({
  spec,
  config,
  isSparkline,
  isRightToLeft,
}: ChartDrawRequest): Promise<string> {
  const compiled = compile(spec, { config }).spec
  const guided = isSparkline ? withoutGuides(compiled) : compiled
  const vega = isRightToLeft ? mirroredForRightToLeft(guided) : guided
  // The config is already in the compiled spec (vega-lite applied it): none for vega again.
  const view = new View(parse(vega, {}), { renderer: 'none' })
  try {
    await view.runAsync()
    return await view.toSVG()
  } finally {
    view.finalize()
  }
}
