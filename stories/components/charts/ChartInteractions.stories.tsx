import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { sendPointer } from './chartPointer'
import { descriptionOf, findDrawnChart, GalleryChartStory, withCardWidth } from './chartStory'

const meta = {
  title: 'Components/Chart/Interactions',
  component: GalleryChartStory,
  decorators: [withCardWidth],
} satisfies Meta<typeof GalleryChartStory>

export default meta
type Story = StoryObj<typeof meta>

/** Tab to the chart; the arrow keys, Home and End step through its bars, each one announced. */
export const KeyboardStepping: Story = {
  args: { kind: 'bar' },
  play: async ({ canvasElement }) => {
    const image = await findDrawnChart(canvasElement, descriptionOf('bar'))
    const canvas = within(canvasElement)
    canvas.getByRole('button', { name: 'Show as table' }).focus()
    await userEvent.tab()
    await expect(image).toHaveFocus()
    await expect(image).toHaveAccessibleDescription('Use the arrow keys to read each value.')
    const announced = canvasElement.querySelector('[aria-live="polite"]')
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(announced).toHaveTextContent('Online, Oct 25: 420'))
    // The point reached is marked on the drawing, and its tooltip shows.
    await expect(canvasElement.querySelector('.cea-chart-overlay__focus')).toBeVisible()
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('420')
    await userEvent.keyboard('{ArrowRight}')
    await expect(announced).toHaveTextContent('In store, Oct 25: 310')
    await userEvent.keyboard('{End}')
    await expect(announced).toHaveTextContent(/^In store, Mar 26: [\d,]+$/)
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('tooltip')).toBeNull()
  },
}

/** The legend filters: a series switched off leaves the drawing, and comes back. */
export const LegendFilter: Story = {
  args: { kind: 'line' },
  play: async ({ canvasElement }) => {
    const image = await findDrawnChart(canvasElement, descriptionOf('line'))
    const canvas = within(canvasElement)
    const legend = canvas.getByRole('list', { name: 'Series shown' })
    const dots = () => image.querySelectorAll('.role-mark.mark-symbol path').length
    await waitFor(() => expect(dots()).toBe(24))
    const expenses = within(legend).getByRole('button', { name: 'Expenses' })
    await userEvent.click(expenses)
    await expect(expenses).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => expect(dots()).toBe(12))
    // The last series shown stays: Revenue cannot be switched off too.
    const revenue = within(legend).getByRole('button', { name: 'Revenue' })
    await userEvent.click(revenue)
    await expect(revenue).toHaveAttribute('aria-pressed', 'true')
    // From the keyboard: Enter brings Expenses back.
    expenses.focus()
    await userEvent.keyboard('{Enter}')
    await expect(expenses).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(dots()).toBe(24))
  },
}

/**
 * The crosshair follows the pointer over the line chart, and the tooltip lists every series of its
 * month.
 */
export const Crosshair: Story = {
  args: { kind: 'line' },
  play: async ({ canvasElement }) => {
    const image = await findDrawnChart(canvasElement, descriptionOf('line'))
    const canvas = within(canvasElement)
    const dots = () => [...image.querySelectorAll('.role-mark.mark-symbol path')]
    await waitFor(() => expect(dots()).toHaveLength(24))
    const box = image.getBoundingClientRect()
    const at = (share: number) => ({
      clientX: box.left + box.width * share,
      clientY: box.top + box.height / 2,
    })
    // The pointer over the chart: a crosshair, and a tooltip with both series of the month.
    await waitFor(() => {
      sendPointer(image, 'pointerover', at(0.5))
      sendPointer(image, 'pointermove', at(0.5))
      return expect(canvas.getByRole('tooltip')).toBeVisible()
    })
    await expect(
      canvasElement.querySelector('.cea-chart-overlay__crosshair'),
      'crosshair',
    ).not.toBeNull()
    const tooltip = canvas.getByRole('tooltip')
    await expect(tooltip).toHaveTextContent('Revenue')
    await expect(tooltip).toHaveTextContent('Expenses')
  },
}

/** A drag across the line chart zooms into those months; Reset zoom shows all twelve again. */
export const BrushToZoom: Story = {
  args: { kind: 'line' },
  play: async ({ canvasElement }) => {
    const image = await findDrawnChart(canvasElement, descriptionOf('line'))
    const canvas = within(canvasElement)
    const dots = () => [...canvasElement.querySelectorAll('.role-mark.mark-symbol path')]
    await waitFor(() => expect(dots()).toHaveLength(24))
    const box = image.getBoundingClientRect()
    const at = (share: number) => ({
      clientX: box.left + box.width * share,
      clientY: box.top + box.height / 2,
    })
    // The first pointer loads the interactive view (its tooltip shows), then the drag.
    await waitFor(() => {
      sendPointer(image, 'pointerover', at(0.5))
      sendPointer(image, 'pointermove', at(0.5))
      return expect(canvas.getByRole('tooltip')).toBeVisible()
    })
    // The chart as it is now (the interactive view may have drawn it again).
    const chart = await findDrawnChart(canvasElement, descriptionOf('line'))
    const brush = () => canvasElement.querySelector('.cea-chart-overlay__brush')
    sendPointer(chart, 'pointerdown', at(0.5))
    await waitFor(() => expect(brush(), 'brush').not.toBeNull())
    sendPointer(chart, 'pointermove', at(0.6))
    sendPointer(chart, 'pointermove', at(0.8))
    await waitFor(() => expect(brush()?.getBoundingClientRect().width).toBeGreaterThan(8))
    sendPointer(chart, 'pointerup', at(0.8))
    await expect(await canvas.findByText(/^From \w+ \d+ to \w+ \d+$/)).toBeVisible()
    await waitFor(() => expect(dots().length).toBeLessThan(24))
    await userEvent.click(canvas.getByRole('button', { name: 'Reset zoom' }))
    await waitFor(() => expect(dots()).toHaveLength(24))
  },
}
