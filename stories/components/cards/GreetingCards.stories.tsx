import type { Meta, StoryObj } from '@storybook/react-vite'
import { CongratulationsCard, MedalCard } from '../../../src/components/cards/GreetingCards'
import {
  buildEmptyCard,
  type CardStoryArgs,
  cardStage,
  playPopulated,
  stateStories,
  statistics,
  useStoryCard,
} from './cardStory'

// The cards that congratulate the person signed in, on the week's orders and revenue.

function GreetingStory({ status, kind }: CardStoryArgs & { kind: 'congratulations' | 'medal' }) {
  const orders = useStoryCard(
    status,
    statistics['orders-bar-chart'],
    buildEmptyCard(statistics['orders-bar-chart']),
  )
  const revenue = useStoryCard(status, statistics.revenue, buildEmptyCard(statistics.revenue))
  if (kind === 'medal')
    return (
      <MedalCard
        {...revenue}
        labels={{
          title: 'Well done, Amara Okafor!',
          medal: 'You have won the gold medal',
          caption: 'Revenue over the last 7 days',
        }}
      />
    )
  return (
    <CongratulationsCard
      {...orders}
      labels={{
        title: 'Congratulations, Amara Okafor!',
        message: (change, isUp) =>
          isUp
            ? `You received ${change} more orders this week than last.`
            : `Orders are down ${change}.`,
      }}
    />
  )
}
// The docs page's first props tab: the story's own controls (a built Storybook minifies names).
GreetingStory.displayName = 'Story controls'

const meta = {
  title: 'Components/Cards/Greetings',
  component: GreetingStory,
  tags: ['autodocs'],
  subcomponents: { CongratulationsCard, MedalCard },
  parameters: {
    docs: {
      description: {
        component:
          "Cards that greet the signed-in person: congratulations with a figure and a link, and a medal for a goal reached; each in its four faces.\n\n**Use them** at the top of a dashboard. **Do** put the person's name in the title through i18next's interpolation.",
      },
    },
  },
  args: { status: 'populated', kind: 'congratulations' },
  decorators: [cardStage()],
} satisfies Meta<typeof GreetingStory>

export default meta
type Story = StoryObj<typeof meta>

const congratulations = 'Congratulations, Amara Okafor!'
const medal = 'Well done, Amara Okafor!'

export const Congratulations: Story = {
  play: playPopulated(congratulations, ['You received 6.8% more orders this week than last.']),
}

const congratulated = stateStories(congratulations, /6\.8% more orders/, {
  kind: 'congratulations' as const,
})
export const CongratulationsLoading: Story = congratulated.loading
export const CongratulationsError: Story = congratulated.error
export const CongratulationsEmpty: Story = congratulated.empty

export const Medal: Story = {
  args: { kind: 'medal' },
  play: playPopulated(medal, ['You have won the gold medal', '$97.5K']),
}

const medalled = stateStories(medal, '$97.5K', { kind: 'medal' as const })
export const MedalLoading: Story = medalled.loading
export const MedalError: Story = medalled.error
export const MedalEmpty: Story = medalled.empty
