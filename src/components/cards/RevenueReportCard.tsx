import type {
  RevenueReportCard as RevenueReportData,
  RevenueReportYear,
} from '../../api/types/cards'
import { chartOf, localSeries, revenueReportChart, statisticChart } from './cardCharts'
import { formatMoney } from './cardFormat'
import { CardChoiceSwitch } from './CardChoiceMenu'
import { CardFrame, frameProps } from './CardFrame'
import { CardChart, CardMetrics } from './CardParts'
import type { CardChoice, CardKit, CardProps } from './cardTypes'

export interface RevenueReportLabels {
  title: string
  earning: string
  expense: string
  budget: string
  chartDescription: string
  budgetDescription: string
  monthHeader: string
}

export type RevenueReportCardProps = CardProps<RevenueReportData, RevenueReportLabels> & {
  year: CardChoice<RevenueReportYear>
}

const chartHeight = 240
const budgetHeight = 56

function RevenueReportBody({
  kit,
  data,
  labels,
}: {
  kit: CardKit
  data: RevenueReportData | null
  labels: RevenueReportLabels
}) {
  const heads = { label: labels.monthHeader, valueFormat: 'currency' } as const
  return (
    <div className="cea-card__split cea-card__split--wide-first">
      <div className="cea-card__column">
        <CardChart
          kit={kit}
          height={chartHeight}
          description={labels.chartDescription}
          chart={chartOf(data, (card) => revenueReportChart(localSeries(kit, card), heads))}
        />
      </div>
      <div className="cea-card__column">
        <CardMetrics
          metrics={[
            {
              key: 'earning',
              label: labels.earning,
              value: data && formatMoney(kit, data.earning),
            },
            {
              key: 'expense',
              label: labels.expense,
              value: data && formatMoney(kit, data.expense),
            },
            { key: 'budget', label: labels.budget, value: data && formatMoney(kit, data.budget) },
          ]}
        />
        <CardChart
          kit={kit}
          isSparkline
          height={budgetHeight}
          description={labels.budgetDescription}
          chart={chartOf(data, (card) =>
            statisticChart(
              localSeries(kit, { labels: card.labels, series: card.budgetSeries }),
              'line',
              heads,
            ),
          )}
        />
      </div>
    </div>
  )
}

/** Earning and expense month by month for the chosen year, with the year's budget beside it. */
export function RevenueReportCard(props: RevenueReportCardProps) {
  const { kit, labels, year } = props
  return (
    <CardFrame
      {...frameProps(props)}
      action={<CardChoiceSwitch {...year} />}
      bodyHeight={chartHeight}
      body={(shown) => <RevenueReportBody kit={kit} data={shown} labels={labels} />}
      className="cea-card--wide"
    />
  )
}
