import { ChartFrame, lazyChartRenderer } from './ChartFrame'
import type { ChartProps } from './chartTypes'

// The chart's image, fetched when a chart first draws; vega itself runs in the chart worker.
const loadRenderer = () => import('./ChartRenderer')
const ChartRenderer = lazyChartRenderer(loadRenderer)

/**
 * A vega-lite chart themed from Primer's tokens in the active skin, with a "Show as table" switch.
 * It paints a box of its final height at once and fills it when the chart worker has drawn it.
 */
export function Chart(props: ChartProps) {
  return <ChartFrame {...props} renderer={ChartRenderer} loadRenderer={loadRenderer} />
}
