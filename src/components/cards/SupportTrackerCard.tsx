import type {
  AnalyticsPeriod,
  SupportTrackerCard as SupportTrackerData,
} from '../../api/types/cards'
import { chartOf, goalChart } from './cardCharts'
import { formatCount, formatDays } from './cardFormat'
import { CardChoiceMenu } from './CardChoiceMenu'
import { CardFrame, frameProps } from './CardFrame'
import { CardChart, CardFigure, CardMetrics } from './CardParts'
import type { CardChoice, CardKit, CardProps } from './cardTypes'

export interface SupportTrackerLabels {
  title: string
  tickets: string
  newTickets: string
  openTickets: string
  responseTime: string
  completed: string
  chartDescription: string
}

export type SupportTrackerCardProps = CardProps<SupportTrackerData, SupportTrackerLabels> & {
  period: CardChoice<AnalyticsPeriod>
}

const chartHeight = 180

function SupportTrackerBody({
  kit,
  data,
  labels,
}: {
  kit: CardKit
  data: SupportTrackerData | null
  labels: SupportTrackerLabels
}) {
  return (
    <div className="cea-card__split">
      <div className="cea-card__column">
        <CardFigure value={data && formatCount(kit, data.totalTickets)} caption={labels.tickets} />
        <CardMetrics
          metrics={[
            {
              key: 'new',
              label: labels.newTickets,
              value: data && formatCount(kit, data.newTickets),
            },
            {
              key: 'open',
              label: labels.openTickets,
              value: data && formatCount(kit, data.openTickets),
            },
            {
              key: 'response',
              label: labels.responseTime,
              value: data && formatDays(kit, data.responseTimeDays),
            },
          ]}
        />
      </div>
      <div className="cea-card__column">
        <CardChart
          kit={kit}
          height={chartHeight}
          description={labels.chartDescription}
          chart={chartOf(data, (card) => goalChart(card.series[0] ?? 0, labels.completed))}
        />
      </div>
    </div>
  )
}

/** Tickets of the period: the total, new and open ones, the response time and the share completed. */
export function SupportTrackerCard(props: SupportTrackerCardProps) {
  const { kit, labels, period } = props
  return (
    <CardFrame
      {...frameProps(props)}
      action={<CardChoiceMenu {...period} />}
      bodyHeight={chartHeight}
      body={(shown) => <SupportTrackerBody kit={kit} data={shown} labels={labels} />}
    />
  )
}
