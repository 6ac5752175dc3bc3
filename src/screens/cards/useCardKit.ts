import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  type AnalyticsPeriod,
  analyticsPeriods,
  type RevenueReportYear,
  revenueReportYears,
} from '../../api/types/cards'
import { formatYear } from '../../components/cards/cardFormat'
import type { CardChoice, CardKit } from '../../components/cards/cardTypes'
import { useChartLabels } from '../charts/useChartLabels'

/** 'Completed Tickets' → 'completedTickets', 'Sign-ups' → 'signUps': the key of a data term. */
export function termKey(english: string): string {
  const words = english.split(/[^A-Za-z0-9]+/).filter(Boolean)
  return words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]?.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('')
}

/** What every card of a page shares, in the active language. */
export function useCardKit(): CardKit {
  const { t, i18n } = useTranslation()
  const chart = useChartLabels()
  const locale = i18n.language
  return useMemo(
    () => ({
      locale,
      currency: 'USD',
      chart,
      states: {
        loading: t('cards.state.loading'),
        error: t('cards.state.error'),
        retry: t('cards.state.retry'),
        empty: t('cards.state.empty'),
      },
      term: (english: string) => t(`cards.term.${termKey(english)}`, { defaultValue: english }),
    }),
    [t, locale, chart],
  )
}

const periodKeys: Record<AnalyticsPeriod, string> = {
  'Last 28 Days': 'last28Days',
  'Last Month': 'lastMonth',
  'Last Year': 'lastYear',
}

/** A card's period menu (SPEC §9), named after the card. */
export function usePeriodChoice(
  cardTitle: string,
  selected: AnalyticsPeriod,
  onSelect: (period: AnalyticsPeriod) => void,
): CardChoice<AnalyticsPeriod> {
  const { t } = useTranslation()
  return {
    label: t('cards.choice.period', { card: cardTitle }),
    options: analyticsPeriods.map((period) => ({
      value: period,
      label: t(`cards.period.${periodKeys[period]}`),
    })),
    selected,
    onSelect,
  }
}

/** The revenue report's year switch (SPEC §9), named after the card. */
export function useYearChoice(
  cardTitle: string,
  selected: RevenueReportYear,
  onSelect: (year: RevenueReportYear) => void,
): CardChoice<RevenueReportYear> {
  const { t, i18n } = useTranslation()
  return {
    label: t('cards.choice.year', { card: cardTitle }),
    options: revenueReportYears.map((year) => ({
      value: year,
      label: formatYear({ locale: i18n.language, currency: 'USD' }, year),
    })),
    selected,
    onSelect,
  }
}

/** The strings `prefix.key` of each key, as one labels object (`words(t, 'cards.goal', ['title'])`). */
export function words<Key extends string>(
  t: (key: string) => string,
  prefix: string,
  keys: readonly Key[],
): Record<Key, string> {
  return Object.fromEntries(keys.map((key) => [key, t(`${prefix}.${key}`)])) as Record<Key, string>
}
