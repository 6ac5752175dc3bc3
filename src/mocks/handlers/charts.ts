import type { ChartGallerySamples } from '../../api/types/charts'
import { createChartGallerySamples } from '../../fixtures/charts'
import { route } from '../http/route'
import { failingHandlers, pendingHandlers, type ScenarioCall } from './contentScenarios'

// The chart gallery's sample data: read-only and the same for everyone, so no table.
export const chartsHandlers = [
  route('get', '/card/chart-gallery', (): ChartGallerySamples => createChartGallerySamples()),
]

const calls: ScenarioCall[] = [['get', '/card/chart-gallery']]

/** Stand-ins for stories: a failing call, and one that never answers. */
export const chartsScenarios = {
  error: failingHandlers(calls, 'The chart samples could not be loaded.'),
  loading: pendingHandlers(calls),
}
