// Typed call of the chart gallery.
import { apiRequest } from './http'
import type { ChartGallerySamples } from './types/charts'

/** The sample data of every chart in the gallery. */
export function fetchChartGallery(signal?: AbortSignal): Promise<ChartGallerySamples> {
  return apiRequest<ChartGallerySamples>('/card/chart-gallery', { signal })
}
