import { useTranslation } from 'react-i18next'
import { RecentInvoicesCard, TransactionsCard } from '../../../components/cards/InvoiceCards'
import { recentInvoicesLabels } from '../../cards/invoiceCardLabels'
import { sampleInvoices, samplePayments } from './recordSampleData'
import { useSampleCard } from './useSampleCard'

// The invoice cards over five made-up invoices: the newest as a table (it scrolls inside its
// own region when the card is narrow) and the payments received as a list.

export function RecentInvoicesCardSample() {
  const { t } = useTranslation()
  const card = useSampleCard(sampleInvoices)
  return (
    <div className="cea-components-index__stage">
      <RecentInvoicesCard {...card} labels={recentInvoicesLabels(t)} />
    </div>
  )
}

export function TransactionsCardSample() {
  const { t } = useTranslation()
  const card = useSampleCard(samplePayments)
  return (
    <div className="cea-components-index__stage">
      <TransactionsCard {...card} labels={{ title: t('cards.transactions.title') }} />
    </div>
  )
}
