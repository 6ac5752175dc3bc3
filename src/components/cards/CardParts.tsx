import { ArrowDownIcon, ArrowUpIcon } from '@primer/octicons-react'
import { SkeletonBox } from '@primer/react'
import { SkeletonText } from '@primer/react/experimental'
import type { ReactNode } from 'react'
import { Chart } from '../charts/Chart'
import type { CardChartData } from './cardCharts'
import { formatChange } from './cardFormat'
import { CardIcon } from './cardIcons'
import type { CardKit } from './cardTypes'

// The parts card bodies are made of. Each takes `null` for a value not loaded yet and then
// shows a placeholder of the same size: a card's loading face is its own body without data.

/** The height of a chart's "Show as table" row above it (sparklines have none). */
export const chartToggleHeight = 32

/** A value's and a label's stand-ins while the card loads. */
const valuePlaceholder = <SkeletonBox className="cea-card__placeholder" width="3.5rem" />
const labelPlaceholder = <SkeletonBox className="cea-card__placeholder" width="6rem" />

/** A change against the period before: arrow and signed percentage, green up, red down. */
export function CardGrowth({ kit, value }: { kit: CardKit; value: number | null }) {
  if (value === null) return null
  const Arrow = value < 0 ? ArrowDownIcon : ArrowUpIcon
  return (
    <span className="cea-card__growth" data-trend={value < 0 ? 'down' : 'up'}>
      <Arrow size={12} aria-hidden="true" />
      {formatChange(kit, value)}
    </span>
  )
}

/** A headline number with what it counts. */
export function CardFigure({
  value,
  caption,
  extra,
}: {
  value: string | null
  caption: string
  extra?: ReactNode
}) {
  return (
    <div className="cea-card__figure">
      {value === null ? (
        <SkeletonText size="titleLarge" className="cea-card__figure-placeholder" />
      ) : (
        <span className="cea-card__figure-value">{value}</span>
      )}
      {extra}
      <span className="cea-card__figure-caption">{caption}</span>
    </div>
  )
}

export interface CardMetric {
  key: string
  /** Null while the card loads and the parts are not known yet. */
  label: string | null
  value: string | null
  /** A Primer octicon name from the data. */
  icon?: string
  extra?: ReactNode
}

/** Named figures, one a line: label on the start side, value on the end side. */
export function CardMetrics({
  metrics,
  className,
}: {
  metrics: readonly CardMetric[]
  /** `cea-card__metrics--row`: side by side, the label above its value. */
  className?: string
}) {
  return (
    <dl className={className ? `cea-card__metrics ${className}` : 'cea-card__metrics'}>
      {metrics.map((metric) => (
        <div key={metric.key} className="cea-card__metric">
          <dt>
            {metric.icon ? <CardIcon name={metric.icon} /> : null}
            {metric.label ?? labelPlaceholder}
          </dt>
          <dd>
            {metric.value ?? valuePlaceholder}
            {metric.extra}
          </dd>
        </div>
      ))}
    </dl>
  )
}

export interface CardChartProps {
  /** What every card shares (locale, currency, the chart's words). */
  kit: CardKit
  /** The chart's spec and table; null while the card loads (a box of the chart's size). */
  chart: CardChartData | null
  /** What the chart shows: its accessible name and its table's caption. */
  description: string
  /** Height in px; the width follows the card. */
  height: number
  /** A small chart without axes or Show as table. */
  isSparkline?: boolean
}

/** The card's chart, in the kit's language and currency. */
export function CardChart({ kit, chart, description, height, isSparkline }: CardChartProps) {
  if (chart === null) return <SkeletonBox height={height + (isSparkline ? 0 : chartToggleHeight)} />
  return (
    <Chart
      {...chart}
      description={description}
      height={height}
      isSparkline={isSparkline}
      labels={kit.chart}
      locale={kit.locale}
      currency={kit.currency}
    />
  )
}
