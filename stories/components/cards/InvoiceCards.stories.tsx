import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { RecentInvoicesCard, TransactionsCard } from '../../../src/components/cards/InvoiceCards'
import {
  type CardStoryArgs,
  cardStage,
  newestInvoices,
  newestPayments,
  playPopulated,
  stateStories,
  useStoryCard,
} from './cardStory'

// The cards over the invoices: the newest as a table, and the payments received as a list.

const paid = newestPayments
const firstPaidCompany = paid[0]?.client.company ?? ''
const newestId = newestInvoices[0]?.id ?? 0

function InvoiceStory({ status, kind }: CardStoryArgs & { kind: 'recent' | 'transactions' }) {
  const recent = useStoryCard(status, newestInvoices, [])
  const transactions = useStoryCard(status, paid, [])
  if (kind === 'transactions')
    return <TransactionsCard {...transactions} labels={{ title: 'Transactions' }} />
  return (
    <RecentInvoicesCard
      {...recent}
      labels={{
        title: 'Recent invoices',
        invoice: 'Invoice',
        client: 'Client',
        total: 'Total',
        issued: 'Issued',
        status: 'Status',
        tableLabel: 'Newest invoices',
        invoiceNumber: (id) => `Invoice ${id}`,
      }}
    />
  )
}
// The docs page's first props tab: the story's own controls (a built Storybook minifies names).
InvoiceStory.displayName = 'Story controls'

const meta = {
  title: 'Components/Cards/Invoices',
  component: InvoiceStory,
  tags: ['autodocs'],
  subcomponents: { RecentInvoicesCard, TransactionsCard },
  parameters: {
    docs: {
      description: {
        component:
          "Cards that list money: the newest invoices (with their status) and the transactions received; each in its four faces.\n\n**Use them** on finance dashboards. **Do** pass amounts in integer minor units: they are formatted with `Intl` in the page's language.",
      },
    },
  },
  args: { status: 'populated', kind: 'recent' },
  decorators: [cardStage(820)],
} satisfies Meta<typeof InvoiceStory>

export default meta
type Story = StoryObj<typeof meta>

const recent = 'Recent invoices'

/** Number, client, total, issue date and status of the five newest invoices. */
export const RecentInvoices: Story = {
  play: async (context) => {
    await playPopulated(recent, ['Invoice'])(context)
    const card = within(context.canvasElement).getByRole('region', { name: recent })
    const table = within(card).getByRole('table')
    await expect(within(table).getAllByRole('row')).toHaveLength(6)
    await expect(
      within(table).getByRole('rowheader', { name: `Invoice ${newestId}` }),
    ).toBeVisible()
    await expect(within(table).getByText('Mar 15, 2026')).toBeVisible()
  },
}

const recentStates = stateStories(recent, 'Client', { kind: 'recent' as const })
export const RecentInvoicesLoading: Story = recentStates.loading
export const RecentInvoicesError: Story = recentStates.error
export const RecentInvoicesEmpty: Story = recentStates.empty

/** A phone: the table scrolls inside its card; the page does not scroll sideways. */
export const RecentInvoicesPhone: Story = {
  globals: phoneViewport,
  play: async (context) => {
    await playPopulated(recent, ['Invoice'])(context)
    const card = within(context.canvasElement).getByRole('region', { name: recent })
    const scroller = within(card).getByRole('region', { name: 'Newest invoices' })
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Transactions: Story = {
  args: { kind: 'transactions' },
  play: async (context) => {
    await playPopulated('Transactions', [firstPaidCompany])(context)
    const card = within(context.canvasElement).getByRole('region', { name: 'Transactions' })
    await expect(within(card).getAllByRole('listitem')).toHaveLength(paid.length)
    await expect(within(card).getAllByText(/^\+\$/)).toHaveLength(paid.length)
  },
}

const payments = stateStories('Transactions', firstPaidCompany, { kind: 'transactions' as const })
export const TransactionsLoading: Story = payments.loading
export const TransactionsError: Story = payments.error
export const TransactionsEmpty: Story = payments.empty
