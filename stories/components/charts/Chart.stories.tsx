import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ChartFrame, lazyChartRenderer } from '../../../src/components/charts/ChartFrame'
import { SkinThemeProvider } from '../../../src/components/skin-theme/SkinThemeProvider'
import { createChartGallerySamples } from '../../../src/fixtures/charts'
import { Chart } from '../../../src/components/charts/Chart'
import { lineSpec, sparklineSpec } from '../../../src/components/charts/specs/seriesSpecs'
import { seriesTable } from '../../../src/components/charts/specs/chartTables'
import {
  descriptionOf,
  expectAxisLabelColour,
  findDrawnChart,
  GalleryChartStory,
  mutedText,
  withCardWidth,
} from './chartStory'
import { ChartRenderer } from '../../../src/components/charts/ChartRenderer'
import { ChartDataTable } from '../../../src/components/charts/ChartDataTable'
import { ChartInteraction } from '../../../src/components/charts/interaction/ChartInteraction'
import { ChartTooltip } from '../../../src/components/charts/interaction/ChartTooltip'

const meta = {
  title: 'Components/Chart',
  component: GalleryChartStory,
  tags: ['autodocs'],
  subcomponents: {
    Chart,
    ChartFrame,
    ChartRenderer,
    ChartDataTable,
    ChartInteraction,
    ChartTooltip,
  },
  parameters: {
    docs: {
      description: {
        component:
          "A chart in a card: a Vega-Lite drawing in the skin's colours, named and described for screen readers, with Show as table (the same data as a table), and faces for loading and failure. Its kinds (line, bar, area, donut, radar, scatter, heat map, candlestick) are on the Kinds page.\n\n**Use it** for any figure over time or by category. **Do** give it a description that says what the chart shows, and its data's table headers. **Don't** import Vega elsewhere: the chart loads it lazily. Its frame, renderer and data table are parts (props below).",
      },
    },
  },
  args: { kind: 'line' },
  decorators: [withCardWidth],
} satisfies Meta<typeof GalleryChartStory>

export default meta
type Story = StoryObj<typeof meta>

/** "Show as table" by keyboard: the same data as a table named by the chart's description. */
export const TableByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const description = descriptionOf('line')
    await findDrawnChart(canvasElement, description)
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const table = within(await canvas.findByRole('table', { name: description }))
    for (const name of ['Month', 'Revenue', 'Expenses'])
      await expect(table.getByRole('columnheader', { name })).toBeVisible()
    // A header row and twelve months; money in dollars, in English.
    await expect(table.getAllByRole('row')).toHaveLength(13)
    await expect(table.getByRole('rowheader', { name: 'Apr 25' })).toBeVisible()
    await expect(table.getByRole('cell', { name: '$32,000.00' })).toBeVisible()
    await expect(table.getByRole('cell', { name: '$78,000.00' })).toBeVisible()
    await expect(canvas.queryByRole('img', { name: description })).toBeNull()
    // The same button, now "Show as chart", keeps the focus and brings the chart back.
    await expect(canvas.getByRole('button', { name: 'Show as chart' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await findDrawnChart(canvasElement, description)
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

const samples = createChartGallerySamples()
const frameProps = {
  spec: lineSpec(samples.line),
  table: seriesTable(samples.line, 'Month'),
  description: 'Revenue and expenses per month over twelve months',
  labels: {
    showTable: 'Show as table',
    showChart: 'Show as chart',
    loading: 'Loading chart…',
    failed: 'The chart could not be drawn. Its data is still available as a table.',
    keyboardHint: 'Use the arrow keys to read the values.',
  },
  height: 280,
  locale: 'en',
}
const revenue = { labels: samples.line.labels, series: samples.line.series.slice(0, 1) }
const sparklineDescription = 'Revenue per month, from $32,000 to $78,000'

/** A statistics card's chart: the shape only, no axes or switch, still an image with its description. */
export const Sparkline: Story = {
  render: () => (
    <div style={{ width: 160 }}>
      <Chart
        {...frameProps}
        spec={sparklineSpec(revenue, 'area')}
        table={seriesTable(revenue, 'Month', 'currency')}
        description={sparklineDescription}
        height={48}
        isSparkline
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const image = await findDrawnChart(canvasElement, sparklineDescription)
    await expect(image.getBoundingClientRect().height).toBe(48)
    await expect(image.querySelector('.role-axis, .role-legend')).toBeNull()
    await expect(image.querySelectorAll('.role-mark path').length).toBeGreaterThan(0)
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

const neverLoads = lazyChartRenderer(() => new Promise(() => undefined))
const failsToLoad = lazyChartRenderer(() => Promise.reject(new Error('The chunk is gone.')))

/** While the chart's module loads: a box of the chart's height, its purpose said to screen readers. */
export const Loading: Story = {
  render: () => <ChartFrame {...frameProps} renderer={neverLoads} />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent('Loading chart…')
    await expect(status.getBoundingClientRect().height).toBe(280)
  },
}

/** The chart's module could not load: said in words, and the table still works. */
export const Failed: Story = {
  render: () => <ChartFrame {...frameProps} renderer={failsToLoad} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent(frameProps.labels.failed)
    await expect(alert.getBoundingClientRect().height).toBe(280)
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }))
    await expect(await canvas.findByRole('table', { name: frameProps.description })).toBeVisible()
  },
}

/** A spec the chart worker cannot draw: the worker's failure is said in words, as above. */
export const DrawFailed: Story = {
  render: () => (
    <Chart
      {...frameProps}
      spec={JSON.parse('{"mark": "no such mark"}') as typeof frameProps.spec}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 15000 })
    await expect(alert).toHaveTextContent(frameProps.labels.failed)
    await expect(alert.getBoundingClientRect().height).toBe(280)
    await expect(canvas.queryByRole('img', { name: frameProps.description })).toBeNull()
  },
}

/** Right to left in Arabic: the plot mirrored, its legend still below it, the table in Arabic. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const description = descriptionOf('line')
    const image = await findDrawnChart(canvasElement, description)
    // The plot reads from the right: the first month is drawn right of the last, and the value
    // axis stands on the right.
    const axisLabels = [...image.querySelectorAll('g.role-axis')]
      .map((axis) => [...axis.querySelectorAll('text')].map((text) => text.getBoundingClientRect()))
      .filter((labels) => labels.length > 1)
    const spread = (labels: DOMRect[], side: 'left' | 'top') =>
      Math.max(...labels.map((label) => label[side])) -
      Math.min(...labels.map((label) => label[side]))
    const months = axisLabels.find((labels) => spread(labels, 'left') > spread(labels, 'top'))
    const values = axisLabels.find((labels) => spread(labels, 'top') > spread(labels, 'left'))
    await expect(months?.[0]?.left).toBeGreaterThan(months?.at(-1)?.left ?? Infinity)
    const middle = image.getBoundingClientRect().left + image.getBoundingClientRect().width / 2
    await expect(values?.[0]?.left).toBeGreaterThan(middle)
    // The legend (the gallery's, which filters) stays below the plot and lists its series from
    // the right; the plot keeps the card's width.
    const legend = canvas.getByRole('list', { name: 'السلاسل المعروضة' })
    await expect(legend.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      image.getBoundingClientRect().bottom,
    )
    const [first, second] = within(legend)
      .getAllByRole('button')
      .map((item) => item.getBoundingClientRect().left)
    await expect(first).toBeGreaterThan(second ?? Infinity)
    const plot = image.querySelector('g.role-axis')?.getBoundingClientRect()
    await expect(plot?.width).toBeGreaterThan(image.getBoundingClientRect().width * 0.7)
    const toggle = canvas.getByRole('button', { name: 'اعرض كجدول' })
    // The switch sits at the inline end: the left in right-to-left.
    await expect(toggle.getBoundingClientRect().left).toBeLessThan(
      image.getBoundingClientRect().left + image.getBoundingClientRect().width / 2,
    )
    await userEvent.click(toggle)
    const table = within(await canvas.findByRole('table', { name: description }))
    await expect(table.getByRole('columnheader', { name: 'الشهر' })).toBeVisible()
    await expect(table.getAllByRole('row')).toHaveLength(13)
  },
}

/** Switching the skin re-themes a chart already drawn. */
function SkinSwitch() {
  const [isDark, setIsDark] = useState(false)
  return (
    <SkinThemeProvider skin={isDark ? 'dark' : 'light'}>
      <div style={{ padding: 16 }}>
        <button type="button" onClick={() => setIsDark((dark) => !dark)}>
          {isDark ? 'Light skin' : 'Dark skin'}
        </button>
        <GalleryChartStory kind="bar" />
      </div>
    </SkinThemeProvider>
  )
}

export const ReThemesWithTheSkin: Story = {
  render: () => <SkinSwitch />,
  play: async ({ canvasElement }) => {
    const description = descriptionOf('bar')
    await expectAxisLabelColour(await findDrawnChart(canvasElement, description), mutedText.light)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dark skin' }))
    // The dark tokens' stylesheet loads first (the skin holds the render until it has).
    await within(canvasElement).findByRole('button', { name: 'Light skin' }, { timeout: 10000 })
    const redrawn = await findDrawnChart(canvasElement, description)
    await waitFor(() => expectAxisLabelColour(redrawn, mutedText.dark), { timeout: 10000 })
  },
}

/** A card that narrows on its own (the window keeps its size), as when a menu opens beside it. */
function NarrowingCard() {
  const [isNarrow, setIsNarrow] = useState(false)
  return (
    <div>
      <button type="button" onClick={() => setIsNarrow((narrow) => !narrow)}>
        {isNarrow ? 'Widen the card' : 'Narrow the card'}
      </button>
      <div style={{ width: isNarrow ? 300 : 600 }}>
        <GalleryChartStory kind="line" />
      </div>
    </div>
  )
}

export const ResizesWithItsCard: Story = {
  render: () => <NarrowingCard />,
  play: async ({ canvasElement }) => {
    const image = await findDrawnChart(canvasElement, descriptionOf('line'))
    const svgWidth = () => Number(image.querySelector('svg')?.getAttribute('width'))
    await waitFor(() => expect(svgWidth()).toBeGreaterThan(500))
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Narrow the card' }))
    await waitFor(() => expect(svgWidth()).toBeLessThanOrEqual(image.clientWidth))
    await expect(svgWidth()).toBeLessThan(300)
    // The line chart's 280 px, less the gallery's zoom and legend rows (36 px each).
    await expect(image.getBoundingClientRect().height).toBe(208)
  },
}
