import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { cardsScenarios } from '../../../src/mocks/handlers/cards'
import {
  CardGalleryStory,
  cardReady,
  cardsScenario,
  cardsWith,
  choosePeriod,
  failingCard,
  findCard,
} from './cardsStory'

const meta = {
  title: 'Screens/Cards/Analytics',
  component: CardGalleryStory,
  args: { page: 'analytics' },
  parameters: { router: { initialEntry: '/cards/analytics', path: '/cards/analytics' } },
} satisfies Meta<typeof CardGalleryStory>

export default meta
type Story = StoryObj<typeof meta>

const analyticsTitles = [
  'Revenue report',
  'Support tracker',
  'Average sessions',
  'Goal overview',
  'Revenue',
  'Product orders',
  'Sessions by device',
  'Customers',
]

/** The eight analytics cards of SPEC §7, each with its data. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analytics cards' })).toBeVisible()
    for (const title of analyticsTitles) await cardReady(await findCard(canvas, title))
    const orders = await findCard(canvas, 'Product orders')
    await expect(within(orders).getByText('42.5K')).toBeVisible()
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(8)
  },
}

/** Another period loads that period's figures; the card keeps its last ones meanwhile. */
export const PeriodSwitch: Story = {
  play: async ({ canvasElement }) => {
    const card = await findCard(within(canvasElement), 'Support tracker')
    await cardReady(card)
    await expect(within(card).getByText('163')).toBeVisible()
    await choosePeriod(card, 'Support tracker period', 'Last year')
    await waitFor(() => expect(within(card).getByText('2,054')).toBeVisible())
    await expect(
      within(card).getByRole('button', { name: 'Support tracker period: Last year' }),
    ).toBeVisible()
    await choosePeriod(card, 'Support tracker period', 'Last month')
    await waitFor(() => expect(within(card).getByText('183')).toBeVisible())
  },
}

/** The revenue report's years: another year, other figures in the chart's table. */
export const YearSwitch: Story = {
  play: async ({ canvasElement }) => {
    const card = await findCard(within(canvasElement), 'Revenue report')
    await cardReady(card)
    await userEvent.click(within(card).getByRole('button', { name: 'Show as table' }))
    const table = await within(card).findByRole('table')
    const firstMonth = () => within(table).getAllByRole('row')[1]?.textContent ?? ''
    const in2020 = firstMonth()
    await expect(in2020).toContain('$95.00')
    await userEvent.click(within(card).getByRole('button', { name: '2019' }))
    await waitFor(() => expect(within(card).getByText('$21.7K')).toBeVisible())
    await waitFor(() => expect(firstMonth()).not.toBe(in2020))
    await expect(within(card).getByRole('button', { name: '2019' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

/** Opened from a link that holds choices (`?revenueYear=2019&tickets=last-year`): the cards
 * start with them; an unknown value (`?orders=someday`) reads as the default period. */
export const ChoicesFromTheUrl: Story = {
  parameters: {
    router: {
      initialEntry: '/cards/analytics?revenueYear=2019&tickets=last-year&orders=someday',
      path: '/cards/analytics',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const report = await findCard(canvas, 'Revenue report')
    await cardReady(report)
    await expect(within(report).getByRole('button', { name: '2019' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(within(report).getByText('$21.7K')).toBeVisible()
    const tracker = await findCard(canvas, 'Support tracker')
    await cardReady(tracker)
    await expect(within(tracker).getByText('2,054')).toBeVisible()
    await expect(
      within(tracker).getByRole('button', { name: 'Support tracker period: Last year' }),
    ).toBeVisible()
    const orders = await findCard(canvas, 'Product orders')
    await cardReady(orders)
    await expect(
      within(orders).getByRole('button', { name: 'Product orders period: Last 28 days' }),
    ).toBeVisible()
    await expect(within(orders).getByText('42.5K')).toBeVisible()
  },
}

/** Every card loading: skeletons where the figures and charts will be, each card busy. */
export const Loading: Story = {
  parameters: cardsScenario(cardsScenarios.loading),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const title of analyticsTitles) {
      const card = await findCard(canvas, title)
      await expect(card).toHaveAttribute('aria-busy', 'true')
      await expect(within(card).getByRole('status')).toHaveTextContent('Loading the card…')
    }
  },
}

const flakySupport = failingCard('support-tracker')

/** One card fails: it says so with Try again, and the other cards show their data. */
export const OneCardFailing: Story = {
  parameters: cardsWith(flakySupport.handler),
  beforeEach: () => flakySupport.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = await findCard(canvas, 'Support tracker')
    const alert = await within(card).findByRole('alert')
    await expect(alert).toHaveTextContent('This card could not be loaded.')
    for (const title of analyticsTitles.filter((name) => name !== 'Support tracker'))
      await cardReady(await findCard(canvas, title))
    flakySupport.recover()
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(within(card).getByText('163')).toBeVisible())
    await expect(within(card).queryByRole('alert')).toBeNull()
  },
}

/** No data yet: each card says so and keeps its period menu. */
export const Empty: Story = {
  parameters: cardsScenario(cardsScenarios.empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(canvas.getAllByText('No data for this period yet.')).toHaveLength(
        analyticsTitles.length,
      ),
    )
    const card = await findCard(canvas, 'Customers')
    await choosePeriod(card, 'Customers period', 'Last year')
    await expect(
      await within(card).findByRole('button', { name: 'Customers period: Last year' }),
    ).toBeVisible()
    await cardReady(card)
    await expect(within(card).getByText('No data for this period yet.')).toBeVisible()
  },
}
