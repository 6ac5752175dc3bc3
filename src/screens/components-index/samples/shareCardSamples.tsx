import { useTranslation } from 'react-i18next'
import type { AnalyticsPeriod } from '../../../api/types/cards'
import {
  CustomersCard,
  ProductOrdersCard,
  SessionsDeviceCard,
} from '../../../components/cards/ShareCards'
import { productOrdersWords, shareWords } from '../../cards/cardWords'
import { words } from '../../cards/useCardKit'
import { sampleCustomers, sampleProductOrders, sampleSessionsDevice } from './cardSampleData'
import { useSampleCard } from './useSampleCard'
import { useSamplePeriod } from './useSampleChoice'

// The cards that split a whole into shares (a ring and its table), fed a sample's counts and the
// cards' own words (vega, in the chart worker, loads with this chunk only).

/** A share card's words under `cards.<prefix>` and its period menu, named after its title. */
function useShareCard(prefix: string, first: AnalyticsPeriod) {
  const { t } = useTranslation()
  const labels = words(t, `cards.${prefix}`, shareWords)
  return { t, labels, period: useSamplePeriod(labels.title, first) }
}

export function ProductOrdersCardSample() {
  const { t, labels, period } = useShareCard('productOrders', sampleProductOrders.period)
  const card = useSampleCard(sampleProductOrders)
  return (
    <div className="cea-components-index__stage">
      <ProductOrdersCard
        {...card}
        period={period}
        labels={{
          ...labels,
          ...words(t, 'cards.productOrders', productOrdersWords),
        }}
      />
    </div>
  )
}

export function SessionsDeviceCardSample() {
  const { labels, period } = useShareCard('sessionsDevice', sampleSessionsDevice.period)
  const card = useSampleCard(sampleSessionsDevice)
  return (
    <div className="cea-components-index__stage">
      <SessionsDeviceCard {...card} period={period} labels={labels} />
    </div>
  )
}

export function CustomersCardSample() {
  const { labels, period } = useShareCard('customers', sampleCustomers.period)
  const card = useSampleCard(sampleCustomers)
  return (
    <div className="cea-components-index__stage">
      <CustomersCard {...card} period={period} labels={labels} />
    </div>
  )
}
