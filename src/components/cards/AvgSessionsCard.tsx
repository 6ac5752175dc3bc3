import { ProgressBar, SkeletonBox } from '@primer/react'
import type { AnalyticsPeriod, AvgSessionsCard as AvgSessionsData } from '../../api/types/cards'
import { chartOf, localSeries, sessionsChart } from './cardCharts'
import { formatCount, formatDuration, formatMoney, formatPercent } from './cardFormat'
import { CardChoiceMenu } from './CardChoiceMenu'
import { CardFrame, frameProps } from './CardFrame'
import { CardChart, CardFigure, CardGrowth } from './CardParts'
import type { CardChoice, CardKit, CardProps } from './cardTypes'

export interface AvgSessionsLabels {
  title: string
  sessions: string
  goal: string
  users: string
  retention: string
  duration: string
  /** "{name}: {percent} of target", already worded by the screen for a progress bar. */
  progress: (name: string, percent: string) => string
  chartDescription: string
  dayHeader: string
}

export type AvgSessionsCardProps = CardProps<AvgSessionsData, AvgSessionsLabels> & {
  period: CardChoice<AnalyticsPeriod>
}

const chartHeight = 140

const progressOf = (kit: CardKit, data: AvgSessionsData | null, labels: AvgSessionsLabels) =>
  [
    ['goal', labels.goal, data && formatMoney(kit, data.goal.value), data?.goal.progress],
    ['users', labels.users, data && formatCount(kit, data.users.value), data?.users.progress],
    [
      'retention',
      labels.retention,
      data && formatPercent(kit, data.retention.value),
      data?.retention.progress,
    ],
    [
      'duration',
      labels.duration,
      data && formatDuration(kit, data.duration.value),
      data?.duration.progress,
    ],
  ] as const

function AvgSessionsBody({
  kit,
  data,
  labels,
}: {
  kit: CardKit
  data: AvgSessionsData | null
  labels: AvgSessionsLabels
}) {
  return (
    <>
      <div className="cea-card__split">
        <CardFigure
          value={data && formatCount(kit, data.sessions)}
          caption={labels.sessions}
          extra={<CardGrowth kit={kit} value={data && data.growthPercent} />}
        />
        <div className="cea-card__column">
          <CardChart
            kit={kit}
            height={chartHeight}
            description={labels.chartDescription}
            chart={chartOf(data, (card) =>
              sessionsChart(localSeries(kit, card), { label: labels.dayHeader }),
            )}
          />
        </div>
      </div>
      <ul className="cea-card__progress-list">
        {progressOf(kit, data, labels).map(([key, name, value, progress]) => (
          <li key={key} className="cea-card__progress">
            <span className="cea-card__progress-label">
              {name}: {value === null ? null : <strong>{value}</strong>}
            </span>
            {progress === undefined ? (
              <SkeletonBox height={5} />
            ) : (
              <ProgressBar
                progress={progress}
                barSize="small"
                aria-label={labels.progress(name, formatPercent(kit, progress))}
              />
            )}
          </li>
        ))}
      </ul>
    </>
  )
}

/** Sessions of the period by weekday, with how the goal, users, retention and duration stand. */
export function AvgSessionsCard(props: AvgSessionsCardProps) {
  const { kit, labels, period } = props
  return (
    <CardFrame
      {...frameProps(props)}
      action={<CardChoiceMenu {...period} />}
      bodyHeight={chartHeight}
      body={(shown) => <AvgSessionsBody kit={kit} data={shown} labels={labels} />}
    />
  )
}
