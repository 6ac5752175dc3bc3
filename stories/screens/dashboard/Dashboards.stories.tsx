import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { cardsScenarios } from '../../../src/mocks/handlers/cards'
import {
  AnalyticsDashboardScreen,
  EcommerceDashboardScreen,
} from '../../../src/screens/dashboard/DashboardScreens'
import {
  cardReady,
  cardsScenario,
  cardsWith,
  expectNoSidewaysScroll,
  failingCard,
  findCard,
} from '../cards/cardsStory'

type Page = 'ecommerce' | 'analytics'

/** A dashboard, padded as the app's content area pads it. */
function DashboardStory({ page }: { page: Page }) {
  return (
    <div style={{ padding: 16 }}>
      {page === 'ecommerce' ? <EcommerceDashboardScreen /> : <AnalyticsDashboardScreen />}
    </div>
  )
}

const meta = {
  title: 'Screens/Dashboards',
  component: DashboardStory,
  args: { page: 'ecommerce' },
} satisfies Meta<typeof DashboardStory>

export default meta
type Story = StoryObj<typeof meta>

const ecommerceTitles = [
  'Orders',
  'Profit',
  'Revenue report',
  'Goal overview',
  'Recent invoices',
  'Product orders',
  'Sessions by device',
  'Transactions',
  'Revenue',
  'Customers',
]

const analyticsTitles = [
  'Subscribers gained',
  'Orders received',
  'Average sessions',
  'Support tracker',
  'Site traffic',
  'Active users',
  'Sessions by device',
  'Newsletter',
  'Recent invoices',
]

/** `/`: the greeting, the back end, and the shop's cards, each with its figures. */
export const Ecommerce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome back, Amara Okafor' }),
    ).toBeVisible()
    await expect(canvas.getByText('Back end: simulated in this browser')).toBeVisible()
    for (const title of ecommerceTitles) await cardReady(await findCard(canvas, title))
    await expect(within(await findCard(canvas, 'Product orders')).getByText('42.5K')).toBeVisible()
    await expect(
      within(await findCard(canvas, 'Recent invoices')).getAllByRole('row').length,
    ).toBeGreaterThan(1)
  },
}

/** Every card loading: each busy, with a skeleton of its own size. */
export const EcommerceLoading: Story = {
  parameters: cardsScenario(cardsScenarios.loading),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const title of ['Orders', 'Profit', 'Revenue report', 'Goal overview', 'Customers']) {
      const card = await findCard(canvas, title)
      await expect(card).toHaveAttribute('aria-busy', 'true')
      await expect(within(card).getByRole('status')).toHaveTextContent('Loading the card…')
    }
  },
}

const flakyGoal = failingCard('goal-overview')

/** One card fails: it says so with Try again; the rest of the dashboard shows its data. */
export const EcommerceOneCardFailing: Story = {
  parameters: cardsWith(flakyGoal.handler),
  beforeEach: () => flakyGoal.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = await findCard(canvas, 'Goal overview')
    await expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This card could not be loaded.',
    )
    for (const title of ecommerceTitles.filter((name) => name !== 'Goal overview'))
      await cardReady(await findCard(canvas, title))
    flakyGoal.recover()
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }))
    await cardReady(card)
    await expect(within(card).queryByRole('alert')).toBeNull()
  },
}

/** A phone: one card a row, nothing wider than the screen. */
export const EcommercePhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const orders = await findCard(canvas, 'Orders')
    const profit = await findCard(canvas, 'Profit')
    await cardReady(orders)
    await cardReady(profit)
    await expect(profit.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      orders.getBoundingClientRect().bottom,
    )
    for (const title of ecommerceTitles) await cardReady(await findCard(canvas, title))
    await expectNoSidewaysScroll()
  },
}

/** Arabic, right to left: the greeting and the cards' words translated. */
export const EcommerceRightToLeft: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The greeting in Arabic, with the admin's name.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /Amara Okafor/ }),
    ).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await cardReady(await findCard(canvas, 'تقرير الإيرادات'))
    await expectNoSidewaysScroll()
  },
}

/** A real server named under the greeting. */
export const EcommerceRemoteBackend: Story = {
  render: () => (
    <div style={{ padding: 16 }}>
      <EcommerceDashboardScreen apiUrl="https://api.example.com" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Back end: https://api.example.com'),
    ).toBeVisible()
  },
}

/** `/dashboard/analytics`: the audience and support cards, each with its figures. */
export const Analytics: Story = {
  args: { page: 'analytics' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Analytics dashboard' }),
    ).toBeVisible()
    for (const title of analyticsTitles) await cardReady(await findCard(canvas, title))
    await waitFor(() =>
      expect(
        within(canvas.getByRole('region', { name: 'Support tracker' })).getByText('163'),
      ).toBeVisible(),
    )
  },
}

/** Every analytics card loading. */
export const AnalyticsLoading: Story = {
  args: { page: 'analytics' },
  parameters: cardsScenario(cardsScenarios.loading),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const title of ['Average sessions', 'Support tracker', 'Sessions by device']) {
      const card = await findCard(canvas, title)
      await expect(card).toHaveAttribute('aria-busy', 'true')
    }
  },
}

const flakySupport = failingCard('support-tracker')

/** One analytics card fails; Try again brings its figures. */
export const AnalyticsOneCardFailing: Story = {
  args: { page: 'analytics' },
  parameters: cardsWith(flakySupport.handler),
  beforeEach: () => flakySupport.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = await findCard(canvas, 'Support tracker')
    await expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This card could not be loaded.',
    )
    for (const title of analyticsTitles.filter((name) => name !== 'Support tracker'))
      await cardReady(await findCard(canvas, title))
    flakySupport.recover()
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(within(card).getByText('163')).toBeVisible())
  },
}

/** The analytics dashboard on a phone. */
export const AnalyticsPhone: Story = {
  args: { page: 'analytics' },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const title of analyticsTitles) await cardReady(await findCard(canvas, title))
    await expectNoSidewaysScroll()
  },
}

/** The analytics dashboard in the dark skin. */
export const AnalyticsDark: Story = {
  args: { page: 'analytics' },
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = await findCard(canvas, 'Average sessions')
    await cardReady(card)
    await expect(card.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
  },
}
