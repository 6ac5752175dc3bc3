import { useTranslation } from 'react-i18next'
import { RecentInvoicesCard, TransactionsCard } from '../../components/cards/InvoiceCards'
import {
  CustomersCard,
  ProductOrdersCard,
  SessionsDeviceCard,
} from '../../components/cards/ShareCards'
import { recentInvoicesSource, transactionsSource } from '../../machines/dashboard/cardSources'
import { recentInvoicesLabels } from './invoiceCardLabels'
import { productOrdersWords, shareWords } from './cardWords'
import { cardProps, type LiveCardProps, useCard, usePeriodCard } from './useCard'
import { words } from './useCardKit'

// Cards of parts of a whole and of the latest invoices, each running its own machine.

export function LiveProductOrdersCard(live: LiveCardProps) {
  const { t, card, labels, period } = usePeriodCard('product-orders', 'productOrders', shareWords)
  return (
    <ProductOrdersCard
      {...cardProps(card, live)}
      period={period}
      labels={{
        ...labels,
        ...words(t, 'cards.productOrders', productOrdersWords),
      }}
    />
  )
}

export function LiveSessionsDeviceCard(live: LiveCardProps) {
  const { card, labels, period } = usePeriodCard('sessions-device', 'sessionsDevice', shareWords)
  return <SessionsDeviceCard {...cardProps(card, live)} period={period} labels={labels} />
}

export function LiveCustomersCard(live: LiveCardProps) {
  const { card, labels, period } = usePeriodCard('customers', 'customers', shareWords)
  return <CustomersCard {...cardProps(card, live)} period={period} labels={labels} />
}

export function LiveRecentInvoicesCard(live: LiveCardProps) {
  const { t } = useTranslation()
  const card = useCard(recentInvoicesSource())
  return <RecentInvoicesCard {...cardProps(card, live)} labels={recentInvoicesLabels(t)} />
}

export function LiveTransactionsCard(live: LiveCardProps) {
  const { t } = useTranslation()
  const card = useCard(transactionsSource())
  return (
    <TransactionsCard
      {...cardProps(card, live)}
      labels={{ title: t('cards.transactions.title') }}
    />
  )
}
