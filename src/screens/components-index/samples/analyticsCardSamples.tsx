import { useTranslation } from 'react-i18next'
import { AvgSessionsCard } from '../../../components/cards/AvgSessionsCard'
import { GoalOverviewCard } from '../../../components/cards/GoalOverviewCard'
import { RevenueCard } from '../../../components/cards/RevenueCard'
import { RevenueReportCard } from '../../../components/cards/RevenueReportCard'
import { SupportTrackerCard } from '../../../components/cards/SupportTrackerCard'
import {
  avgSessionsWords,
  goalOverviewWords,
  revenueReportWords,
  revenueWords,
  supportTrackerWords,
} from '../../cards/cardWords'
import { words } from '../../cards/useCardKit'
import {
  sampleAvgSessions,
  sampleGoalOverview,
  sampleRevenueCard,
  sampleRevenueReport,
  sampleSupportTracker,
} from './cardSampleData'
import { useSampleCard } from './useSampleCard'
import { useSamplePeriod, useSampleYear } from './useSampleChoice'

// The analytics cards with a chart of their own, each fed a sample's figures and the cards'
// own words (vega, in the chart worker, loads with this chunk only).

export function SupportTrackerCardSample() {
  const { t } = useTranslation()
  const card = useSampleCard(sampleSupportTracker)
  const labels = words(t, 'cards.supportTracker', supportTrackerWords)
  const period = useSamplePeriod(labels.title, sampleSupportTracker.period)
  return (
    <div className="cea-components-index__stage">
      <SupportTrackerCard {...card} period={period} labels={labels} />
    </div>
  )
}

export function AvgSessionsCardSample() {
  const { t } = useTranslation()
  const card = useSampleCard(sampleAvgSessions)
  const labels = words(t, 'cards.avgSessions', avgSessionsWords)
  const period = useSamplePeriod(labels.title, sampleAvgSessions.period)
  return (
    <div className="cea-components-index__stage">
      <AvgSessionsCard
        {...card}
        period={period}
        labels={{
          ...labels,
          dayHeader: t('cards.table.day'),
          progress: (name, percent) => t('cards.avgSessions.progress', { name, percent }),
        }}
      />
    </div>
  )
}

export function RevenueReportCardSample() {
  const { t } = useTranslation()
  const card = useSampleCard(sampleRevenueReport)
  const labels = words(t, 'cards.revenueReport', revenueReportWords)
  const year = useSampleYear(labels.title, sampleRevenueReport.year)
  return (
    <div className="cea-components-index__stage">
      <RevenueReportCard
        {...card}
        year={year}
        labels={{ ...labels, monthHeader: t('cards.table.month') }}
      />
    </div>
  )
}

export function GoalOverviewCardSample() {
  const { t } = useTranslation()
  const card = useSampleCard(sampleGoalOverview)
  return (
    <div className="cea-components-index__stage">
      <GoalOverviewCard {...card} labels={words(t, 'cards.goalOverview', goalOverviewWords)} />
    </div>
  )
}

export function RevenueCardSample() {
  const { t } = useTranslation()
  const card = useSampleCard(sampleRevenueCard)
  const labels = words(t, 'cards.revenue', revenueWords)
  const period = useSamplePeriod(labels.title, sampleRevenueCard.period)
  return (
    <div className="cea-components-index__stage">
      <RevenueCard
        {...card}
        period={period}
        labels={{ ...labels, dayHeader: t('cards.table.day') }}
      />
    </div>
  )
}
