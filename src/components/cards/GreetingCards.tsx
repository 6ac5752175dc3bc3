import { RocketIcon, TrophyIcon } from '@primer/octicons-react'
import { SkeletonText } from '@primer/react/experimental'
import type { StatisticCard as StatisticData } from '../../api/types/cards'
import { formatPercent, formatValue } from './cardFormat'
import { CardFrame, frameProps } from './CardFrame'
import { CardFigure } from './CardParts'
import type { CardProps } from './cardTypes'

// Cards that congratulate the signed-in person on a figure of the statistics.

export interface CongratulationsLabels {
  /** e.g. "Congratulations, John!" */
  title: string
  /** The sentence around the change (unsigned, e.g. "6.8%"): up or down says which sentence. */
  message: (change: string, isUp: boolean) => string
}

/** The week's change of a figure, said in a sentence to the person signed in. */
export function CongratulationsCard(props: CardProps<StatisticData, CongratulationsLabels>) {
  const { kit, labels } = props
  return (
    <CardFrame
      {...frameProps(props)}
      bodyHeight={72}
      body={(shown) => (
        <div className="cea-card__greeting">
          <RocketIcon size={32} aria-hidden="true" className="cea-card__greeting-icon" />
          {shown === null ? (
            <SkeletonText lines={2} className="cea-card__greeting-text" />
          ) : (
            <p className="cea-card__greeting-text">
              {labels.message(
                formatPercent(kit, Math.abs(shown.growthPercent)),
                shown.growthPercent >= 0,
              )}
            </p>
          )}
        </div>
      )}
      className="cea-card--greeting"
    />
  )
}

export interface MedalLabels {
  /** e.g. "Congratulations, John!" */
  title: string
  /** e.g. "You have won the gold medal" */
  medal: string
  /** What the amount is, e.g. "Revenue this week". */
  caption: string
}

/** A medal for the week's figure (revenue): the amount, big, beside a trophy. */
export function MedalCard(props: CardProps<StatisticData, MedalLabels>) {
  const { kit, labels } = props
  return (
    <CardFrame
      {...frameProps(props)}
      subtitle={labels.medal}
      bodyHeight={72}
      body={(shown) => (
        <div className="cea-card__greeting">
          <CardFigure
            value={shown && formatValue(kit, shown.value, shown.valueFormat)}
            caption={labels.caption}
          />
          <TrophyIcon size={40} aria-hidden="true" className="cea-card__greeting-icon" />
        </div>
      )}
      className="cea-card--greeting"
    />
  )
}
