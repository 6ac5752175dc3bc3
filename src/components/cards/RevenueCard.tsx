import type { AnalyticsPeriod, RevenueCard as RevenueData } from '../../api/types/cards'
import { chartOf, localSeries, revenueChart } from './cardCharts'
import { formatMoney } from './cardFormat'
import { CardChoiceMenu } from './CardChoiceMenu'
import { CardFrame, frameProps } from './CardFrame'
import { CardChart, CardMetrics } from './CardParts'
import type { CardChoice, CardProps } from './cardTypes'

export interface RevenueLabels {
  title: string
  currentMonth: string
  lastMonth: string
  chartDescription: string
  dayHeader: string
}

export type RevenueCardProps = CardProps<RevenueData, RevenueLabels> & {
  period: CardChoice<AnalyticsPeriod>
}

const chartHeight = 220

/** This month's revenue against last month's, day by day. */
export function RevenueCard(props: RevenueCardProps) {
  const { kit, labels, period } = props
  return (
    <CardFrame
      {...frameProps(props)}
      action={<CardChoiceMenu {...period} />}
      bodyHeight={chartHeight}
      body={(shown) => (
        <>
          <CardMetrics
            className="cea-card__metrics--row"
            metrics={[
              {
                key: 'current',
                label: labels.currentMonth,
                value: shown && formatMoney(kit, shown.currentMonth),
              },
              {
                key: 'last',
                label: labels.lastMonth,
                value: shown && formatMoney(kit, shown.lastMonth),
              },
            ]}
          />
          <CardChart
            kit={kit}
            height={chartHeight}
            description={labels.chartDescription}
            chart={chartOf(shown, (card) =>
              revenueChart(localSeries(kit, card), {
                label: labels.dayHeader,
                valueFormat: 'currency',
              }),
            )}
          />
        </>
      )}
    />
  )
}
