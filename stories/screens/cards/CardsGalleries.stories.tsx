import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import {
  CardGalleryStory,
  cardReady,
  choosePeriod,
  expectNoSidewaysScroll,
  findCard,
} from './cardsStory'

const meta = {
  title: 'Screens/Cards/Galleries',
  component: CardGalleryStory,
  args: { page: 'basic' },
} satisfies Meta<typeof CardGalleryStory>

export default meta
type Story = StoryObj<typeof meta>

/** /cards/basic: greetings to the person signed in, the goal and the payments received. */
export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Basic cards' })).toBeVisible()
    const greeting = await findCard(canvas, 'Congratulations, Amara Okafor!')
    await waitFor(() =>
      expect(greeting).toHaveTextContent('You received 6.8% more orders this week than last.'),
    )
    const medal = await findCard(canvas, 'Well done, Amara Okafor!')
    await waitFor(() => expect(within(medal).getByText('$97.5K')).toBeVisible())
    const transactions = await findCard(canvas, 'Transactions')
    await cardReady(transactions)
    await expect(within(transactions).getAllByRole('listitem').length).toBeGreaterThan(0)
  },
}

/** /cards/advance: the newest invoices, payments, sessions by device and customers. */
export const Advance: Story = {
  args: { page: 'advance' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Advanced cards' })).toBeVisible()
    const invoices = await findCard(canvas, 'Recent invoices')
    await cardReady(invoices)
    await expect(within(invoices).getAllByRole('row')).toHaveLength(6)
    await cardReady(await findCard(canvas, 'Sessions by device'))
    await cardReady(await findCard(canvas, 'Customers'))
  },
}

/** /cards/statistics: the nine statistics cards, each a number, its change and its trend. */
export const Statistics: Story = {
  args: { page: 'statistics' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Statistics cards' })).toBeVisible()
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(9))
    const subscribers = await findCard(canvas, 'Subscribers gained')
    await cardReady(subscribers)
    await expect(within(subscribers).getByText('92.6K')).toBeVisible()
    await expect(within(subscribers).getByText('+12.5%')).toBeVisible()
  },
}

/** A phone: one card a row, nothing wider than the screen, the period menu within reach. */
export const AnalyticsPhone: Story = {
  args: { page: 'analytics' },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const report = await findCard(canvas, 'Revenue report')
    const tracker = await findCard(canvas, 'Support tracker')
    await cardReady(report)
    await cardReady(tracker)
    await expect(tracker.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      report.getBoundingClientRect().bottom,
    )
    await expect(report.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    await expectNoSidewaysScroll()
    await choosePeriod(tracker, 'Support tracker period', 'Last month')
    await waitFor(() => expect(within(tracker).getByText('183')).toBeVisible())
    await expectNoSidewaysScroll()
  },
}

/** Arabic, right to left: every word translated, numbers through Intl, the menu on the left. */
export const AnalyticsRightToLeft: Story = {
  args: { page: 'analytics' },
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'بطاقات التحليلات' })).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    const tracker = await findCard(canvas, 'متابعة الدعم')
    await cardReady(tracker)
    const menu = within(tracker).getByRole('button', { name: 'فترة متابعة الدعم: آخر 28 يومًا' })
    const title = within(tracker).getByRole('heading', { name: 'متابعة الدعم' })
    await expect(menu.getBoundingClientRect().right).toBeLessThan(
      title.getBoundingClientRect().left,
    )
    await expect(within(tracker).getByText(new Intl.NumberFormat('ar').format(163))).toBeVisible()
    await choosePeriod(tracker, 'فترة متابعة الدعم', 'السنة الماضية')
    await waitFor(() =>
      expect(within(tracker).getByText(new Intl.NumberFormat('ar').format(2054))).toBeVisible(),
    )
  },
}

/** The dark skin: the cards on Primer's dark tokens, the charts themed with them. */
export const AnalyticsDark: Story = {
  args: { page: 'analytics' },
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = await findCard(canvas, 'Revenue')
    await cardReady(card)
    await expect(card.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await waitFor(
      () =>
        expect(
          within(card).getByRole('img', {
            name: 'Revenue this month against last month, day by day',
          }),
        ).toBeVisible(),
      { timeout: 10_000 },
    )
  },
}
