import { useTranslation } from 'react-i18next'
import type { CardStatisticsName } from '../../api/types/cards'
import { CongratulationsCard, MedalCard } from '../../components/cards/GreetingCards'
import { StatisticCard } from '../../components/cards/StatisticCard'
import type { SparklineKind } from '../../components/charts/specs/seriesSpecs'
import { statisticCardSource } from '../../machines/dashboard/cardSources'
import { AuthContext } from '../auth/authContext'
import { termKey } from './useCardKit'
import { cardProps, type LiveCardProps, useCard } from './useCard'

/** The statistics cards whose charts run over months (the others over days). */
const monthly: readonly CardStatisticsName[] = ['sales', 'orders']

/** The small chart each statistics card draws. */
export const statisticCharts: Record<CardStatisticsName, SparklineKind> = {
  'orders-bar-chart': 'bar',
  'profit-line-chart': 'line',
  subscribers: 'area',
  revenue: 'area',
  sales: 'bar',
  orders: 'area',
  'site-traffic': 'line',
  'active-users': 'area',
  newsletter: 'line',
}

/** One statistics card (SPEC §7 card-statistics) with its own machine. */
export function LiveStatisticCard({ name, ...live }: LiveCardProps & { name: CardStatisticsName }) {
  const { t } = useTranslation()
  const card = useCard(statisticCardSource(name))
  const key = `cards.statistics.${termKey(name)}`
  const isMonthly = monthly.includes(name)
  return (
    <StatisticCard
      {...cardProps(card, live)}
      chart={statisticCharts[name]}
      labels={{
        title: t(`${key}.title`),
        chartDescription: t(`${key}.chart`),
        growth: t(isMonthly ? 'cards.statistic.growthMonths' : 'cards.statistic.growthDays'),
        labelHeader: t(isMonthly ? 'cards.table.month' : 'cards.table.day'),
      }}
    />
  )
}

/** Congratulations on the week's orders, to the person signed in. */
export function LiveCongratulationsCard(live: LiveCardProps) {
  const { t } = useTranslation()
  const card = useCard(statisticCardSource('orders-bar-chart'))
  const name = AuthContext.useSelector((snapshot) => snapshot.context.userData?.fullName) ?? ''
  return (
    <CongratulationsCard
      {...cardProps(card, live)}
      labels={{
        title: t('cards.congratulations.title', { name }),
        message: (change, isUp) =>
          t(isUp ? 'cards.congratulations.up' : 'cards.congratulations.down', { change }),
      }}
    />
  )
}

/** The week's revenue as a medal, to the person signed in. */
export function LiveMedalCard(live: LiveCardProps) {
  const { t } = useTranslation()
  const card = useCard(statisticCardSource('revenue'))
  const name = AuthContext.useSelector((snapshot) => snapshot.context.userData?.fullName) ?? ''
  return (
    <MedalCard
      {...cardProps(card, live)}
      labels={{
        title: t('cards.medal.title', { name }),
        medal: t('cards.medal.medal'),
        caption: t('cards.medal.caption'),
      }}
    />
  )
}
