import { useTranslation } from 'react-i18next'
import { StatisticCard } from '../../../components/cards/StatisticCard'
import { useSampleCard } from './useSampleCard'
import { sampleOrders } from './sampleData'

/** A week of orders with its bar chart (the chart's libraries load with this card only). */
export function StatisticCardSample() {
  const { t } = useTranslation()
  const card = useSampleCard(sampleOrders)
  return (
    <div className="cea-components-index__stage">
      <StatisticCard
        {...card}
        chart="bar"
        labels={{
          title: t('cards.statistics.ordersBarChart.title'),
          chartDescription: t('cards.statistics.ordersBarChart.chart'),
          growth: t('cards.statistic.growthDays'),
          labelHeader: t('cards.table.day'),
        }}
      />
    </div>
  )
}
