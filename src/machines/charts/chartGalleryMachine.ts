import { fetchChartGallery } from '../../api/charts'
import type { ChartGallerySamples } from '../../api/types/charts'
import { type CardInput, createCardMachine } from '../dashboard/cardMachine'

type NoParams = Record<string, never>

/** The gallery loads its samples like a card: loading → populated, or failed with a retry. */
export const chartGalleryMachine = createCardMachine<ChartGallerySamples, NoParams>()

export const chartGalleryInput: CardInput<ChartGallerySamples, NoParams> = {
  load: (_params, signal) => fetchChartGallery(signal),
  params: {},
}
