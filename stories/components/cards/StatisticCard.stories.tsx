import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { type CardStatisticsName, cardStatisticsNames } from '../../../src/api/types/cards'
import { StatisticCard } from '../../../src/components/cards/StatisticCard'
import { statisticCharts } from '../../../src/screens/cards/LiveStatisticCards'
import {
  buildEmptyCard,
  type CardStoryArgs,
  cardStage,
  playPopulated,
  stateStories,
  statistics,
  useStoryCard,
} from './cardStory'
import { CardFrame } from '../../../src/components/cards/CardFrame'
import {
  CardChart,
  CardFigure,
  CardGrowth,
  CardMetrics,
} from '../../../src/components/cards/CardParts'
import { CardIcon } from '../../../src/components/cards/cardIcons'

function StatisticStory({ status, name }: CardStoryArgs & { name: CardStatisticsName }) {
  const payload = statistics[name]
  const card = useStoryCard(status, payload, buildEmptyCard(payload))
  return (
    <StatisticCard
      {...card}
      chart={statisticCharts[name]}
      labels={{
        title: payload.title,
        growth: 'Change over the last 7 days',
        chartDescription: `${payload.title} per day over the last 7 days`,
        labelHeader: 'Day',
      }}
    />
  )
}
// The docs page's first props tab: the story's own controls (a built Storybook minifies names).
StatisticStory.displayName = 'Story controls'

const meta = {
  title: 'Components/Cards/Statistic',
  component: StatisticStory,
  tags: ['autodocs'],
  subcomponents: {
    StatisticCard,
    CardFrame,
    CardFigure,
    CardGrowth,
    CardChart,
    CardMetrics,
    CardIcon,
  },
  parameters: {
    docs: {
      description: {
        component:
          'A dashboard card with one headline figure, its change (up in green, down in red with its minus sign) and a small chart of the last days; it has loading, error (Try again) and empty faces like every card.\n\n**Use it** for a single number worth watching. **Do** pass its labels from i18next and money in minor units. Every card is built from `CardFrame` (title, faces) and the parts below.',
      },
    },
  },
  args: { status: 'populated', name: 'subscribers' },
  argTypes: { name: { control: 'select', options: cardStatisticsNames } },
  decorators: [cardStage(320)],
} satisfies Meta<typeof StatisticStory>

export default meta
type Story = StoryObj<typeof meta>

const title = 'Subscribers Gained'

/** A headline number, its change and the shape of the last seven days. */
export const Populated: Story = {
  play: playPopulated(
    title,
    ['92.6K', '+12.5%'],
    'Subscribers Gained per day over the last 7 days',
  ),
}

const states = stateStories(title, '92.6K', { name: 'subscribers' as const })
export const Loading: Story = states.loading
export const LoadError: Story = { ...states.error, name: 'Error' }
export const Empty: Story = states.empty

/** Money reads as money, and a fall in red with its minus sign (profit, a line). */
export const Falling: Story = {
  args: { name: 'profit-line-chart' },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: 'Profit' })
    await expect(within(card).getByText('$6,240')).toBeVisible()
    const change = within(card).getByText('-2.4%')
    await expect(change.closest('[data-trend]')).toHaveAttribute('data-trend', 'down')
    await waitFor(() => expect(within(card).getByRole('img')).toBeVisible(), { timeout: 10_000 })
  },
}
