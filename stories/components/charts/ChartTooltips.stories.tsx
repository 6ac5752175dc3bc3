import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { useTranslation } from 'react-i18next'
import { expect, waitFor, within } from 'storybook/test'
import { createChartGallerySamples } from '../../../src/fixtures/charts'
import { galleryCharts, galleryKinds } from '../../../src/screens/charts/chartGalleryItems'
import { GalleryCard } from '../../../src/screens/charts/GalleryCard'
import { useChartLabels } from '../../../src/screens/charts/useChartLabels'
import { pointAtFirstMark } from './chartPointer'
import { descriptionOf, findDrawnChart } from './chartStory'

/** Every kind of chart of the gallery, one under the other, in the story's language and skin. */
function EveryKind() {
  const { t, i18n } = useTranslation()
  const labels = useChartLabels()
  const charts = galleryCharts(createChartGallerySamples(), (key) => t(key), i18n.language)
  return (
    <div style={{ display: 'grid', gap: 16, padding: 16, maxWidth: 560 }}>
      {galleryKinds.map((kind) => (
        <GalleryCard
          key={kind}
          kind={kind}
          chart={charts.find((chart) => chart.kind === kind)}
          labels={labels}
          locale={i18n.language}
        />
      ))}
    </div>
  )
}

const meta = {
  title: 'Components/Chart/Tooltips',
  component: EveryKind,
} satisfies Meta<typeof EveryKind>

export default meta
type Story = StoryObj<typeof meta>

/** Primer's default background in each skin: the tooltip takes the chart's theme. */
const background = { light: 'rgb(255, 255, 255)', dark: 'rgb(13, 17, 23)' } as const

/**
 * Each kind's first mark pointed at: its tooltip shows a value (a digit, in the story's
 * language's digits) over the chart, in the skin's colours and the page's direction.
 */
function tooltipStory(skin: 'light' | 'dark', dir: 'ltr' | 'rtl'): Story {
  return {
    globals: { skin, dir, ...(dir === 'rtl' ? { lang: 'ar' } : {}) },
    play: async ({ canvasElement }) => {
      for (const kind of galleryKinds) {
        const card = within(canvasElement).getByRole('region', {
          name: i18next.t(`charts.kinds.${kind}.title`),
        })
        card.scrollIntoView({ block: 'center' })
        const image = await findDrawnChart(canvasElement, descriptionOf(kind))
        const tooltip = await pointAtFirstMark(image, kind)
        await expect(tooltip, kind).toBeVisible()
        await expect(tooltip.textContent, kind).toMatch(/[\d\u0660-\u0669]/)
        await expect(tooltip).toHaveAttribute('dir', dir)
        // The skin's stylesheet may still be on its way as the first chart is pointed at.
        await waitFor(() =>
          expect(getComputedStyle(tooltip).backgroundColor).toBe(background[skin]),
        )
      }
    },
  }
}

export const Light = tooltipStory('light', 'ltr')
export const Dark = tooltipStory('dark', 'ltr')
export const RightToLeft = tooltipStory('light', 'rtl')
