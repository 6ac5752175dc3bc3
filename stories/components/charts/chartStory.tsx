// Shared pieces of the chart stories: a chart of the gallery by kind, and what a person checks.
import type { Decorator } from '@storybook/react-vite'
import i18next from 'i18next'
import { useTranslation } from 'react-i18next'
import { expect, waitFor, within } from 'storybook/test'
import { createChartGallerySamples } from '../../../src/fixtures/charts'
import { type GalleryKind, galleryCharts } from '../../../src/screens/charts/chartGalleryItems'
import { GalleryCard } from '../../../src/screens/charts/GalleryCard'
import { useChartLabels } from '../../../src/screens/charts/useChartLabels'

export interface GalleryChartStoryProps {
  kind: GalleryKind
}

/** One chart of the gallery in its card, from the sample data, in the story's language. */
export function GalleryChartStory({ kind }: GalleryChartStoryProps) {
  const { t, i18n } = useTranslation()
  const labels = useChartLabels()
  const chart = galleryCharts(createChartGallerySamples(), (key) => t(key), i18n.language).find(
    (item) => item.kind === kind,
  )
  return <GalleryCard kind={kind} chart={chart} labels={labels} locale={i18n.language} />
}
// The docs page's first props tab: the story's own controls (a built Storybook minifies names).
GalleryChartStory.displayName = 'Story controls'

/** A card-sized box with room around it. */
export const withCardWidth: Decorator = (Story) => (
  <div style={{ padding: 16, maxWidth: 640 }}>
    <Story />
  </div>
)

export const descriptionOf = (kind: GalleryKind) => i18next.t(`charts.kinds.${kind}.description`)

/** The chart's image, by its description, once vega has drawn its marks into it. */
export async function findDrawnChart(canvasElement: HTMLElement, description: string) {
  const image = await within(canvasElement).findByRole(
    'img',
    { name: description },
    { timeout: 15000 },
  )
  await waitFor(() => expect(image.querySelector('svg .role-mark')).not.toBeNull(), {
    timeout: 15000,
  })
  return image
}

/** Primer's muted text colour (axis labels) in the light and dark themes. */
export const mutedText = { light: '#59636e', dark: '#9198a1' } as const

/** Axis (or legend) labels are drawn in the muted text colour of the skin around the chart. */
export async function expectAxisLabelColour(image: HTMLElement, colour: string) {
  const label = image.querySelector('.role-axis-label text, .role-legend-label text')
  await expect(label).not.toBeNull()
  await expect(label?.getAttribute('fill')?.toLowerCase()).toBe(colour)
}
