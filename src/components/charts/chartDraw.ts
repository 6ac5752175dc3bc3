// Draws a chart to SVG markup with no DOM: vega-lite's compiler, the patches of chartEmbed.ts and
// a headless vega View. The chart worker runs it, so vega's parse, dataflow and drawing never
// hold up the page; it is plain code, so unit tests run it in Node too.
import { parse, View } from 'vega'
import { compile, type Config, type TopLevelSpec } from 'vega-lite'
import { mirroredForRightToLeft, withoutGuides } from './chartEmbed'
import { type ChartPoint, chartPointsOf } from './chartPoints'

/** What the page asks the worker to draw (all of it plain data, so it crosses postMessage). */
export interface ChartDrawRequest {
  /** The spec at its final size (`sizedSpec`): a width in px, not 'container'. */
  spec: TopLevelSpec
  /** The theme and number locale (`chartConfig`). */
  config: Config
  isSparkline: boolean
  isRightToLeft: boolean
}

/** A drawn chart: its markup and where its data points stand in it. */
export interface DrawnChart {
  /** SVG markup (`<svg class="marks" …>`), at the spec's width and height. */
  svg: string
  points: ChartPoint[]
}

/** The chart as SVG markup, with its points (for tooltips and keyboard stepping on the page). */
export async function drawChart({
  spec,
  config,
  isSparkline,
  isRightToLeft,
}: ChartDrawRequest): Promise<DrawnChart> {
  const compiled = compile(spec, { config }).spec
  const guided = isSparkline ? withoutGuides(compiled) : compiled
  const vega = isRightToLeft ? mirroredForRightToLeft(guided) : guided
  // The config is already in the compiled spec (vega-lite applied it): none for vega again.
  const view = new View(parse(vega, {}), { renderer: 'none' })
  try {
    await view.runAsync()
    const svg = await view.toSVG()
    return { svg, points: chartPointsOf(Reflect.get(view.scenegraph(), 'root'), view.origin()) }
  } finally {
    view.finalize()
  }
}

/** The chart as SVG markup only (`drawChart` without its points). */
export async function drawChartSvg(request: ChartDrawRequest): Promise<string> {
  return (await drawChart(request)).svg
}
