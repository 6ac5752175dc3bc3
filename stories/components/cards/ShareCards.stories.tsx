import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  CustomersCard,
  ProductOrdersCard,
  SessionsDeviceCard,
} from '../../../src/components/cards/ShareCards'
import {
  analytics,
  buildEmptyCard,
  type CardStoryArgs,
  cardStage,
  playPopulated,
  stateStories,
  useStoryCard,
  useStoryPeriod,
} from './cardStory'

// Three cards of parts of a whole; each in its four faces.

type Kind = 'product-orders' | 'sessions-device' | 'customers'

const shareLabels = {
  'product-orders': {
    title: 'Product orders',
    chartDescription: 'Orders by state as shares of all orders',
    labelHeader: 'State',
    valueHeader: 'Share',
  },
  'sessions-device': {
    title: 'Sessions by device',
    chartDescription: 'Sessions by device as shares of all sessions',
    labelHeader: 'Device',
    valueHeader: 'Share',
  },
  customers: {
    title: 'Customers',
    chartDescription: 'Customers of the period: new, returning and referred',
    labelHeader: 'Customers',
    valueHeader: 'Count',
  },
}

function ShareStory({ status, kind }: CardStoryArgs & { kind: Kind }) {
  const labels = shareLabels[kind]
  const period = useStoryPeriod(labels.title)
  const orders = useStoryCard(
    status,
    analytics['product-orders'],
    buildEmptyCard(analytics['product-orders']),
  )
  const devices = useStoryCard(
    status,
    analytics['sessions-device'],
    buildEmptyCard(analytics['sessions-device']),
  )
  const customers = useStoryCard(status, analytics.customers, buildEmptyCard(analytics.customers))
  if (kind === 'product-orders')
    return (
      <ProductOrdersCard
        {...orders}
        period={period}
        labels={{
          ...labels,
          total: 'Orders in the period',
          finished: 'Finished',
          pending: 'Pending',
          rejected: 'Rejected',
        }}
      />
    )
  if (kind === 'sessions-device')
    return <SessionsDeviceCard {...devices} period={period} labels={labels} />
  return <CustomersCard {...customers} period={period} labels={labels} />
}
// The docs page's first props tab: the story's own controls (a built Storybook minifies names).
ShareStory.displayName = 'Story controls'

const meta = {
  title: 'Components/Cards/Shares',
  component: ShareStory,
  tags: ['autodocs'],
  subcomponents: { ProductOrdersCard, SessionsDeviceCard, CustomersCard },
  parameters: {
    docs: {
      description: {
        component:
          "Cards that split a total into shares: product orders by status, sessions by device and customers (new and returning); each in its four faces.\n\n**Use them** where a whole and its parts matter. **Do** keep the shares' labels in the chart's table too: the chart has a Show as table.",
      },
    },
  },
  args: { status: 'populated', kind: 'product-orders' },
  argTypes: { kind: { control: 'select', options: Object.keys(shareLabels) } },
  decorators: [cardStage()],
} satisfies Meta<typeof ShareStory>

export default meta
type Story = StoryObj<typeof meta>

/** SPEC §4's three counts, with their shares as a ring. */
export const ProductOrders: Story = {
  play: playPopulated(
    'Product orders',
    ['42.5K', '23K', '14.7K', '4,758'],
    'Orders by state as shares of all orders',
  ),
}

const orders = stateStories('Product orders', '42.5K', { kind: 'product-orders' as const })
export const ProductOrdersLoading: Story = orders.loading
export const ProductOrdersError: Story = orders.error
export const ProductOrdersEmpty: Story = orders.empty

/** Each device's share, and its change: up in green, down in red. */
export const SessionsByDevice: Story = {
  args: { kind: 'sessions-device' },
  play: async (context) => {
    await playPopulated(
      'Sessions by device',
      ['58.6%', '+2.4%', '-1.1%'],
      'Sessions by device as shares of all sessions',
    )(context)
    const card = within(context.canvasElement).getByRole('region', { name: 'Sessions by device' })
    await expect(within(card).getByText('-1.3%').closest('[data-trend]')).toHaveAttribute(
      'data-trend',
      'down',
    )
  },
}

const devices = stateStories('Sessions by device', '58.6%', { kind: 'sessions-device' as const })
export const SessionsByDeviceLoading: Story = devices.loading
export const SessionsByDeviceError: Story = devices.error
export const SessionsByDeviceEmpty: Story = devices.empty

export const Customers: Story = {
  args: { kind: 'customers' },
  play: playPopulated(
    'Customers',
    ['690', '258', '149'],
    'Customers of the period: new, returning and referred',
  ),
}

const customers = stateStories('Customers', '690', { kind: 'customers' as const })
export const CustomersLoading: Story = customers.loading
export const CustomersError: Story = customers.error
export const CustomersEmpty: Story = customers.empty
