import type { Meta, StoryObj } from '@storybook/react-vite'
import type { GalleryKind } from '../../../src/screens/charts/chartGalleryItems'
import {
  descriptionOf,
  expectAxisLabelColour,
  findDrawnChart,
  GalleryChartStory,
  mutedText,
  withCardWidth,
} from './chartStory'

const meta = {
  title: 'Components/Chart/Kinds',
  component: GalleryChartStory,
  decorators: [withCardWidth],
} satisfies Meta<typeof GalleryChartStory>

export default meta
type Story = StoryObj<typeof meta>

/** A chart of the gallery drawn in a skin, its labels in that skin's muted text colour. */
function kindStory(kind: GalleryKind, skin: 'light' | 'dark' = 'light'): Story {
  return {
    args: { kind },
    ...(skin === 'dark' ? { globals: { skin: 'dark' } } : {}),
    play: async ({ canvasElement }) => {
      const image = await findDrawnChart(canvasElement, descriptionOf(kind))
      await expectAxisLabelColour(image, mutedText[skin])
    },
  }
}

export const Line = kindStory('line')
export const LineDark = kindStory('line', 'dark')
export const Bar = kindStory('bar')
export const BarDark = kindStory('bar', 'dark')
export const StackedBar = kindStory('stackedBar')
export const StackedBarDark = kindStory('stackedBar', 'dark')
export const Area = kindStory('area')
export const AreaDark = kindStory('area', 'dark')
export const Donut = kindStory('donut')
export const DonutDark = kindStory('donut', 'dark')
export const Radar = kindStory('radar')
export const RadarDark = kindStory('radar', 'dark')
export const Scatter = kindStory('scatter')
export const ScatterDark = kindStory('scatter', 'dark')
export const HeatMap = kindStory('heatmap')
export const HeatMapDark = kindStory('heatmap', 'dark')
export const Candlestick = kindStory('candlestick')
export const CandlestickDark = kindStory('candlestick', 'dark')
