import { useTranslation } from 'react-i18next'
import { AvgSessionsCard } from '../../components/cards/AvgSessionsCard'
import { GoalOverviewCard } from '../../components/cards/GoalOverviewCard'
import { RevenueCard } from '../../components/cards/RevenueCard'
import { RevenueReportCard } from '../../components/cards/RevenueReportCard'
import { SupportTrackerCard } from '../../components/cards/SupportTrackerCard'
import { revenueYearChoice } from '../../machines/dashboard/cardChoices'
import { goalOverviewSource, revenueReportSource } from '../../machines/dashboard/cardSources'
import {
  avgSessionsWords,
  goalOverviewWords,
  revenueReportWords,
  revenueWords,
  supportTrackerWords,
} from './cardWords'
import { cardProps, type LiveCardProps, useCard, usePeriodCard } from './useCard'
import { useYearChoice, words } from './useCardKit'
import { useChoiceInUrl } from './useChoiceInUrl'

// The analytics cards of SPEC §7 with a chart of their own, each running its own machine.

export function LiveSupportTrackerCard(live: LiveCardProps) {
  const { card, labels, period } = usePeriodCard(
    'support-tracker',
    'supportTracker',
    supportTrackerWords,
  )
  return <SupportTrackerCard {...cardProps(card, live)} period={period} labels={labels} />
}

export function LiveAvgSessionsCard(live: LiveCardProps) {
  const { t, card, labels, period } = usePeriodCard('avg-sessions', 'avgSessions', avgSessionsWords)
  return (
    <AvgSessionsCard
      {...cardProps(card, live)}
      period={period}
      labels={{
        ...labels,
        dayHeader: t('cards.table.day'),
        progress: (name, percent) => t('cards.avgSessions.progress', { name, percent }),
      }}
    />
  )
}

/** The revenue report; its year lives in the URL (`?revenueYear=2019`). */
export function LiveRevenueReportCard(live: LiveCardProps) {
  const { t } = useTranslation()
  const [chosen, choose] = useChoiceInUrl(revenueYearChoice)
  const card = useCard(revenueReportSource(chosen))
  const labels = words(t, 'cards.revenueReport', revenueReportWords)
  const year = useYearChoice(labels.title, card.params.year, choose)
  return (
    <RevenueReportCard
      {...cardProps(card, live)}
      year={year}
      labels={{ ...labels, monthHeader: t('cards.table.month') }}
    />
  )
}

export function LiveGoalOverviewCard(live: LiveCardProps) {
  const { t } = useTranslation()
  const card = useCard(goalOverviewSource())
  return (
    <GoalOverviewCard
      {...cardProps(card, live)}
      labels={words(t, 'cards.goalOverview', goalOverviewWords)}
    />
  )
}

export function LiveRevenueCard(live: LiveCardProps) {
  const { t, card, labels, period } = usePeriodCard('revenue', 'revenue', revenueWords)
  return (
    <RevenueCard
      {...cardProps(card, live)}
      period={period}
      labels={{ ...labels, dayHeader: t('cards.table.day') }}
    />
  )
}
