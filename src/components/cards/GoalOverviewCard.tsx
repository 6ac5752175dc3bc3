import type { GoalOverviewCard as GoalOverviewData } from '../../api/types/cards'
import { chartOf, goalChart } from './cardCharts'
import { formatCount } from './cardFormat'
import { CardFrame, frameProps } from './CardFrame'
import { CardChart, CardMetrics } from './CardParts'
import type { CardProps } from './cardTypes'

export interface GoalOverviewLabels {
  title: string
  completed: string
  inProgress: string
  reached: string
  chartDescription: string
}

const chartHeight = 200

/** How much of the goal is reached, with the completed and in-progress counts under it. */
export function GoalOverviewCard(props: CardProps<GoalOverviewData, GoalOverviewLabels>) {
  const { kit, labels } = props
  return (
    <CardFrame
      {...frameProps(props)}
      bodyHeight={chartHeight}
      body={(shown) => (
        <>
          <CardChart
            kit={kit}
            height={chartHeight}
            description={labels.chartDescription}
            chart={chartOf(shown, (card) => goalChart(card.series[0] ?? 0, labels.reached))}
          />
          <CardMetrics
            className="cea-card__metrics--row"
            metrics={[
              {
                key: 'completed',
                label: labels.completed,
                value: shown && formatCount(kit, shown.completed),
              },
              {
                key: 'in-progress',
                label: labels.inProgress,
                value: shown && formatCount(kit, shown.inProgress),
              },
            ]}
          />
        </>
      )}
    />
  )
}
