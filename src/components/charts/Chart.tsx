import { ChartFrame, lazyChartRenderer } from './ChartFrame'
import type { ChartProps } from './chartTypes'

// vega, vega-lite and react-vega live in this chunk only, fetched when a chart first draws.
const loadRenderer = () => import('./ChartRenderer')
const ChartRenderer = lazyChartRenderer(loadRenderer)

/**
 * A vega-lite chart themed from Primer's tokens in the active skin, with a "Show as table" switch.
 * It paints a box of its final height at once and fills it when the chart library has loaded.
 */
export function Chart(props: ChartProps) {
  return <ChartFrame {...props} renderer={ChartRenderer} loadRenderer={loadRenderer} />
}
