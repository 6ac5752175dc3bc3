// Where each dashboard card's data comes from: a loader over the typed clients, the params it
// starts with and what counts as nothing to show. Screens start a card machine with one of these.
import { fetchPeriodCard, fetchRevenueReport, fetchStatisticsCard } from '../../api/cards'
import { fetchAnalyticsCard } from '../../api/cards'
import { fetchInvoices } from '../../api/invoices'
import {
  type AnalyticsPeriod,
  analyticsPeriods,
  type CardAnalyticsPayloads,
  type CardStatisticsName,
  type CardStatisticsPayloads,
  type PeriodCardName,
  type RevenueReportCard,
  type RevenueReportYear,
  revenueReportYears,
} from '../../api/types/cards'
import type { Invoice } from '../../api/types/invoices'
import type { CardInput } from './cardMachine'

export type PeriodParams = { period: AnalyticsPeriod }
export type YearParams = { year: RevenueReportYear }
export type NoParams = Record<string, never>

/** A card answer with nothing to chart: the back end empties every chart's labels. */
export const hasNoLabels = (card: { labels: readonly string[] }) => card.labels.length === 0

/** A period card (SPEC §9), starting with `period`. */
export function periodCardSource<Name extends PeriodCardName>(
  name: Name,
  period: AnalyticsPeriod = analyticsPeriods[0],
): CardInput<CardAnalyticsPayloads[Name], PeriodParams> {
  return {
    load: (params, signal) => fetchPeriodCard(name, params.period, signal),
    params: { period },
    isEmpty: hasNoLabels,
  }
}

/** The revenue report, starting with `year` (the newest by default). */
export function revenueReportSource(
  year: RevenueReportYear = revenueReportYears[0],
): CardInput<RevenueReportCard, YearParams> {
  return {
    load: (params, signal) => fetchRevenueReport(params.year, signal),
    params: { year },
    isEmpty: hasNoLabels,
  }
}

/** The goal overview: no choices. */
export function goalOverviewSource(): CardInput<CardAnalyticsPayloads['goal-overview'], NoParams> {
  return {
    load: (_params, signal) => fetchAnalyticsCard('goal-overview', signal),
    params: {},
    isEmpty: hasNoLabels,
  }
}

/** One statistics card: a headline number over a small chart. */
export function statisticCardSource<Name extends CardStatisticsName>(
  name: Name,
): CardInput<CardStatisticsPayloads[Name], NoParams> {
  return {
    load: (_params, signal) => fetchStatisticsCard(name, signal),
    params: {},
    isEmpty: hasNoLabels,
  }
}

export type InvoicesParams = { perPage: number }

/** The newest invoices, newest first. */
export function recentInvoicesSource(perPage = 5): CardInput<Invoice[], InvoicesParams> {
  return {
    load: async (params, signal) =>
      (
        await fetchInvoices(
          { perPage: params.perPage, sort: 'desc', sortColumn: 'issuedDate' },
          signal,
        )
      ).invoices,
    params: { perPage },
    isEmpty: (invoices) => invoices.length === 0,
  }
}

/** Payments received: the paid invoices, newest first. */
export function transactionsSource(perPage = 5): CardInput<Invoice[], InvoicesParams> {
  return {
    load: async (params, signal) =>
      (
        await fetchInvoices(
          { perPage: params.perPage, status: 'Paid', sort: 'desc', sortColumn: 'issuedDate' },
          signal,
        )
      ).invoices,
    params: { perPage },
    isEmpty: (invoices) => invoices.length === 0,
  }
}
