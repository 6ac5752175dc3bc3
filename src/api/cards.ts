import { apiRequest } from './http'
import type {
  AnalyticsPeriod,
  CardAnalyticsName,
  CardAnalyticsPayloads,
  CardStatisticsName,
  CardStatisticsPayloads,
  PeriodCardName,
  RevenueReportCard,
  RevenueReportYear,
} from './types/cards'

const analyticsPath = (name: CardAnalyticsName) =>
  `/card/card-analytics/${encodeURIComponent(name)}`

/** The payload of one analytics card, typed by its name (a period card: its first period). */
export function fetchAnalyticsCard<Name extends CardAnalyticsName>(
  name: Name,
  signal?: AbortSignal,
): Promise<CardAnalyticsPayloads[Name]> {
  return apiRequest<CardAnalyticsPayloads[Name]>(analyticsPath(name), { signal })
}

/** A period card for one of SPEC §9's periods; the answer's `period` is the one asked. */
export function fetchPeriodCard<Name extends PeriodCardName>(
  name: Name,
  period: AnalyticsPeriod,
  signal?: AbortSignal,
): Promise<CardAnalyticsPayloads[Name]> {
  return apiRequest<CardAnalyticsPayloads[Name]>(analyticsPath(name), {
    query: { period },
    signal,
  })
}

/** The revenue report of one of SPEC §9's years; the answer's `year` is the one asked. */
export function fetchRevenueReport(
  year: RevenueReportYear,
  signal?: AbortSignal,
): Promise<RevenueReportCard> {
  return apiRequest<RevenueReportCard>(analyticsPath('revenue-report'), {
    query: { year },
    signal,
  })
}

/** The payload of one statistics card, typed by its name. */
export function fetchStatisticsCard<Name extends CardStatisticsName>(
  name: Name,
  signal?: AbortSignal,
): Promise<CardStatisticsPayloads[Name]> {
  return apiRequest<CardStatisticsPayloads[Name]>(
    `/card/card-statistics/${encodeURIComponent(name)}`,
    { signal },
  )
}
