import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { AvgSessionsCard } from '../../../src/components/cards/AvgSessionsCard'
import { GoalOverviewCard } from '../../../src/components/cards/GoalOverviewCard'
import { RevenueCard } from '../../../src/components/cards/RevenueCard'
import { RevenueReportCard } from '../../../src/components/cards/RevenueReportCard'
import { SupportTrackerCard } from '../../../src/components/cards/SupportTrackerCard'
import {
  analytics,
  buildEmptyCard,
  type CardStoryArgs,
  cardStage,
  playPopulated,
  stateStories,
  useStoryCard,
  useStoryPeriod,
  useStoryYear,
} from './cardStory'
import { CardChoiceMenu, CardChoiceSwitch } from '../../../src/components/cards/CardChoiceMenu'

// The analytics cards with a chart of their own, each in its four faces (the shares and
// invoices cards have files of their own).

type Kind = 'support-tracker' | 'avg-sessions' | 'revenue-report' | 'goal-overview' | 'revenue'

const titles: Record<Kind, string> = {
  'support-tracker': 'Support tracker',
  'avg-sessions': 'Average sessions',
  'revenue-report': 'Revenue report',
  'goal-overview': 'Goal overview',
  revenue: 'Revenue',
}

/** One of the cards with its data, in the face the story asks for. */
function AnalyticsStory({ status, kind }: CardStoryArgs & { kind: Kind }) {
  const title = titles[kind]
  const period = useStoryPeriod(title)
  const year = useStoryYear(title)
  const cards = {
    tracker: useStoryCard(
      status,
      analytics['support-tracker'],
      buildEmptyCard(analytics['support-tracker']),
    ),
    sessions: useStoryCard(
      status,
      analytics['avg-sessions'],
      buildEmptyCard(analytics['avg-sessions']),
    ),
    report: useStoryCard(
      status,
      analytics['revenue-report'],
      buildEmptyCard(analytics['revenue-report']),
    ),
    goal: useStoryCard(
      status,
      analytics['goal-overview'],
      buildEmptyCard(analytics['goal-overview']),
    ),
    revenue: useStoryCard(status, analytics.revenue, buildEmptyCard(analytics.revenue)),
  }
  if (kind === 'support-tracker')
    return (
      <SupportTrackerCard
        {...cards.tracker}
        period={period}
        labels={{
          title,
          tickets: 'Tickets in the period',
          newTickets: 'New tickets',
          openTickets: 'Open tickets',
          responseTime: 'Response time',
          completed: 'Completed tickets',
          chartDescription: 'Share of the period’s tickets that are completed',
        }}
      />
    )
  if (kind === 'avg-sessions')
    return (
      <AvgSessionsCard
        {...cards.sessions}
        period={period}
        labels={{
          title,
          sessions: 'Sessions in the period',
          goal: 'Goal',
          users: 'Users',
          retention: 'Retention',
          duration: 'Duration',
          progress: (name, percent) => `${name}: ${percent} of the target`,
          chartDescription: 'Sessions by day of the week',
          dayHeader: 'Day',
        }}
      />
    )
  if (kind === 'revenue-report')
    return (
      <RevenueReportCard
        {...cards.report}
        year={year}
        labels={{
          title,
          earning: 'Earning',
          expense: 'Expense',
          budget: 'Budget',
          chartDescription: 'Earning and expense month by month',
          budgetDescription: 'Budget and spending month by month',
          monthHeader: 'Month',
        }}
      />
    )
  if (kind === 'goal-overview')
    return (
      <GoalOverviewCard
        {...cards.goal}
        labels={{
          title,
          completed: 'Completed',
          inProgress: 'In progress',
          reached: 'Goal reached',
          chartDescription: 'Share of the goal reached',
        }}
      />
    )
  return (
    <RevenueCard
      {...cards.revenue}
      period={period}
      labels={{
        title,
        currentMonth: 'This month',
        lastMonth: 'Last month',
        chartDescription: 'Revenue this month against last month, day by day',
        dayHeader: 'Day',
      }}
    />
  )
}
// The docs page's first props tab: the story's own controls (a built Storybook minifies names).
AnalyticsStory.displayName = 'Story controls'

const meta = {
  title: 'Components/Cards/Analytics',
  component: AnalyticsStory,
  tags: ['autodocs'],
  subcomponents: {
    SupportTrackerCard,
    AvgSessionsCard,
    RevenueReportCard,
    GoalOverviewCard,
    RevenueCard,
    CardChoiceMenu,
    CardChoiceSwitch,
  },
  parameters: {
    docs: {
      description: {
        component:
          "The analytics cards with a chart of their own: support tracker, average sessions, revenue report, goal overview and revenue, each in its four faces (populated, loading, error with Try again, empty). Pick a card's props in the tabs below.\n\n**Use them** on dashboards over the cards machine (`useCardKit`). **Do** give a card with a period or year menu its choice (`CardChoiceMenu`, `CardChoiceSwitch`: parts, props below).",
      },
    },
  },
  args: { status: 'populated', kind: 'support-tracker' },
  argTypes: { kind: { control: 'select', options: Object.keys(titles) } },
  decorators: [cardStage()],
} satisfies Meta<typeof AnalyticsStory>

export default meta
type Story = StoryObj<typeof meta>

/** Tickets of the period; the period menu offers SPEC §9's three periods, one checked. */
export const SupportTracker: Story = {
  play: async (context) => {
    const title = titles['support-tracker']
    const chart = 'Share of the period’s tickets that are completed'
    await playPopulated(title, ['163', '29', '63', '1 day'], chart)(context)
    const card = within(context.canvasElement).getByRole('region', { name: title })
    const button = () => within(card).getByRole('button', { name: /^Support tracker period: / })
    await expect(button()).toHaveAccessibleName('Support tracker period: Last 28 days')
    await userEvent.click(button())
    const menu = await within(document.body).findByRole('menu')
    const items = within(menu).getAllByRole('menuitemradio')
    await expect(items.map((item) => item.textContent)).toEqual([
      'Last 28 days',
      'Last month',
      'Last year',
    ])
    await expect(items[0]).toHaveAttribute('aria-checked', 'true')
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Last year' }))
    await expect(button()).toHaveAccessibleName('Support tracker period: Last year')
    await expect(button()).toHaveFocus()
  },
}
const tracker = stateStories(titles['support-tracker'], '163', { kind: 'support-tracker' })
export const SupportTrackerLoading: Story = tracker.loading
export const SupportTrackerError: Story = tracker.error
export const SupportTrackerEmpty: Story = tracker.empty

/** Sessions by weekday, with the goal, users, retention and duration as progress bars. */
export const AverageSessions: Story = {
  args: { kind: 'avg-sessions' },
  play: async (context) => {
    await playPopulated(
      'Average sessions',
      ['2,700', '+5.2%', '$100K'],
      'Sessions by day of the week',
    )(context)
    const card = within(context.canvasElement).getByRole('region', { name: 'Average sessions' })
    for (const name of ['Goal: 50% of the target', 'Duration: 90% of the target'])
      await expect(within(card).getByRole('progressbar', { name })).toBeVisible()
  },
}
const sessions = stateStories(titles['avg-sessions'], '2,700', { kind: 'avg-sessions' })
export const AverageSessionsLoading: Story = sessions.loading
export const AverageSessionsError: Story = sessions.error
export const AverageSessionsEmpty: Story = sessions.empty

/** Earning and expense by month, the year's totals and budget; the years are a switch. */
export const RevenueReport: Story = {
  args: { kind: 'revenue-report' },
  decorators: [cardStage(820)],
  play: async (context) => {
    const chart = 'Earning and expense month by month'
    await playPopulated('Revenue report', ['$25.9K', '$13.2K', '$56.8K'], chart)(context)
    const card = within(context.canvasElement).getByRole('region', { name: 'Revenue report' })
    const years = within(card).getByRole('list', { name: 'Revenue report year' })
    await expect(within(years).getByRole('button', { name: '2020' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(within(years).getByRole('button', { name: '2018' }))
    await expect(within(years).getByRole('button', { name: '2018' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    // The chart's data as a table.
    await userEvent.click(within(card).getByRole('button', { name: 'Show as table' }))
    const table = await within(card).findByRole('table')
    await expect(within(table).getByRole('columnheader', { name: 'Earning' })).toBeVisible()
    await expect(within(table).getAllByRole('row')).toHaveLength(13)
  },
}
const report = stateStories(titles['revenue-report'], '$25.9K', { kind: 'revenue-report' })
export const RevenueReportLoading: Story = report.loading
export const RevenueReportError: Story = report.error
export const RevenueReportEmpty: Story = report.empty

export const GoalOverview: Story = {
  args: { kind: 'goal-overview' },
  play: playPopulated('Goal overview', ['786.6K', '13.6K'], 'Share of the goal reached'),
}
const goal = stateStories(titles['goal-overview'], '786.6K', { kind: 'goal-overview' })
export const GoalOverviewLoading: Story = goal.loading
export const GoalOverviewError: Story = goal.error
export const GoalOverviewEmpty: Story = goal.empty

export const Revenue: Story = {
  args: { kind: 'revenue' },
  play: playPopulated(
    'Revenue',
    ['$86.6K', '$73.7K'],
    'Revenue this month against last month, day by day',
  ),
}
const revenue = stateStories(titles.revenue, '$86.6K', { kind: 'revenue' })
export const RevenueLoading: Story = revenue.loading
export const RevenueError: Story = revenue.error
export const RevenueEmpty: Story = revenue.empty
