import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { expect, userEvent, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { chartsScenarios } from '../../../src/mocks/handlers/charts'
import { galleryKinds } from '../../../src/screens/charts/chartGalleryItems'
import { ChartsScreen } from '../../../src/screens/charts/ChartsScreen'
import { findDrawnChart } from '../../components/charts/chartStory'

const meta = {
  title: 'Screens/Charts/Gallery',
  component: ChartsScreen,
  parameters: { router: { initialEntry: '/charts' } },
} satisfies Meta<typeof ChartsScreen>

export default meta
type Story = StoryObj<typeof meta>

const titles = [
  'Line chart',
  'Bar chart',
  'Stacked bar chart',
  'Area chart',
  'Donut chart',
  'Radar chart',
  'Scatter chart',
  'Heat map',
  'Candlestick chart',
]

/** Every chart drawn under its title, each an image named by its description. */
async function expectGallery(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Charts' })).toBeVisible()
  for (const name of titles)
    await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible()
  // A chart draws once it comes near the screen: scroll to each in turn, as a person would.
  for (const [index, kind] of galleryKinds.entries()) {
    canvas.getByRole('region', { name: titles[index] }).scrollIntoView({ block: 'center' })
    await findDrawnChart(canvasElement, i18next.t(`charts.kinds.${kind}.description`))
  }
  await expect(canvas.getAllByRole('button', { name: 'Show as table' })).toHaveLength(9)
}

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expectGallery(canvasElement)
    const canvas = within(canvasElement)
    // The candlestick as a table: a day a row, prices in dollars.
    const candles = canvas.getByRole('region', { name: 'Candlestick chart' })
    await userEvent.click(within(candles).getByRole('button', { name: 'Show as table' }))
    const table = within(
      await within(candles).findByRole('table', {
        name: 'Daily share price in March 2026: open, high, low and close',
      }),
    )
    for (const name of ['Day', 'Open', 'High', 'Low', 'Close'])
      await expect(table.getByRole('columnheader', { name })).toBeVisible()
    await expect(table.getAllByRole('row')).toHaveLength(21)
    await expect(table.getByRole('rowheader', { name: 'Mar 2' })).toBeVisible()
    await expect(table.getAllByRole('cell', { name: '$148.00' }).length).toBeGreaterThan(0)
  },
}

/** A 360 px phone: one column of charts, nothing scrolls sideways. */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    await expectGallery(canvasElement)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    const line = within(canvasElement).getByRole('img', {
      name: i18next.t('charts.kinds.line.description'),
    })
    await expect(line.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => expectGallery(canvasElement),
}

/** Arabic, right to left: titles and switches in Arabic. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'الرسوم البيانية' }),
    ).toBeVisible()
    const radar = canvas.getAllByRole('region')[galleryKinds.indexOf('radar')]
    radar?.scrollIntoView({ block: 'center' })
    await findDrawnChart(canvasElement, i18next.t('charts.kinds.radar.description'))
    await expect(canvas.getAllByRole('button', { name: 'اعرض كجدول' })).toHaveLength(9)
  },
}

/** The samples on their way: each card holds its final size, busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: { charts: chartsScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const line = await canvas.findByRole('region', { name: 'Line chart' })
    await expect(line).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('img')).toBeNull()
  },
}

/** The samples failed: said so, with Try again. */
export const Error: Story = {
  parameters: { msw: { handlers: { charts: chartsScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('The sample data for the charts could not be loaded.'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
