import type { StatisticCard as StatisticCardData } from '../../api/types/cards'
import type { SparklineKind } from '../charts/specs/seriesSpecs'
import { chartOf, localSeries, statisticChart } from './cardCharts'
import { formatValue } from './cardFormat'
import { CardFrame, frameProps } from './CardFrame'
import { CardIcon } from './cardIcons'
import { CardChart, CardFigure, CardGrowth } from './CardParts'
import type { CardKit, CardProps } from './cardTypes'

export interface StatisticCardLabels {
  title: string
  /** What the change compares, e.g. "against the week before". */
  growth: string
  chartDescription: string
  /** The header of the chart table's first column (Day, Month). */
  labelHeader: string
}

export type StatisticCardProps = CardProps<StatisticCardData, StatisticCardLabels> & {
  /** The small chart under the number, or none. */
  chart?: SparklineKind | 'none'
}

const sparklineHeight = 64

interface BodyProps {
  kit: CardKit
  data: StatisticCardData | null
  labels: StatisticCardLabels
  chart: SparklineKind | 'none'
}

function StatisticBody({ kit, data, labels, chart }: BodyProps) {
  return (
    <>
      <div className="cea-card__statistic">
        <span className="cea-card__badge" data-tone="accent">
          <CardIcon name={data?.icon ?? 'graph'} size={20} />
        </span>
        <CardFigure
          value={data && formatValue(kit, data.value, data.valueFormat)}
          caption={labels.growth}
          extra={<CardGrowth kit={kit} value={data && data.growthPercent} />}
        />
      </div>
      {chart === 'none' ? null : (
        <CardChart
          kit={kit}
          isSparkline
          height={sparklineHeight}
          description={labels.chartDescription}
          chart={chartOf(data, (card) =>
            statisticChart(localSeries(kit, card), chart, {
              label: labels.labelHeader,
              valueFormat: card.valueFormat,
            }),
          )}
        />
      )}
    </>
  )
}

/** A headline number with its change and, below, the shape of its last days or months. */
export function StatisticCard(props: StatisticCardProps) {
  const { kit, labels, chart = 'area' } = props
  return (
    <CardFrame
      {...frameProps(props)}
      bodyHeight={chart === 'none' ? 48 : 48 + sparklineHeight}
      body={(shown) => <StatisticBody kit={kit} data={shown} labels={labels} chart={chart} />}
      className="cea-card--statistic"
    />
  )
}
