import { useState } from 'react'
import type { AnalyticsPeriod, RevenueReportYear } from '../../../api/types/cards'
import { usePeriodChoice, useYearChoice } from '../../cards/useCardKit'

// A sample card's period menu or year switch: the choice is kept in the card (the sample's data
// stays, as it has no back end to ask for another period's).

export function useSamplePeriod(cardTitle: string, first: AnalyticsPeriod) {
  const [period, setPeriod] = useState(first)
  return usePeriodChoice(cardTitle, period, setPeriod)
}

export function useSampleYear(cardTitle: string, first: RevenueReportYear) {
  const [year, setYear] = useState(first)
  return useYearChoice(cardTitle, year, setYear)
}
