import { http, HttpResponse } from 'msw'
import {
  type AnalyticsPeriod,
  analyticsPeriods,
  type CardAnalyticsName,
  cardAnalyticsNames,
  type CardAnalyticsPayloads,
  type CardStatisticsName,
  cardStatisticsNames,
  type PeriodCardName,
  periodCardNames,
  type RevenueReportYear,
  revenueReportYears,
} from '../../api/types/cards'
import { createCardAnalytics } from '../../fixtures/cards/analytics'
import { periodCardFor, revenueReportFor } from '../../fixtures/cards/periods'
import { createCardStatistics } from '../../fixtures/cards/statistics'
import { buildEmptyCard } from '../../fixtures/cards'
import { defineDocument } from '../db/table'
import { badRequest, HttpError, notFound } from '../http/errors'
import { route } from '../http/route'
import { failingHandlers, pendingHandlers, type ScenarioCall } from './contentScenarios'
import { readDocument } from './documents'

// Each group is one document: the payloads by card name.
export const cardAnalyticsTable = defineDocument('cardAnalytics', createCardAnalytics)
export const cardStatisticsTable = defineDocument('cardStatistics', createCardStatistics)

const isAnalyticsName = (name: string): name is CardAnalyticsName =>
  (cardAnalyticsNames as readonly string[]).includes(name)
const isStatisticsName = (name: string): name is CardStatisticsName =>
  (cardStatisticsNames as readonly string[]).includes(name)

const isPeriodCardName = (name: string): name is PeriodCardName =>
  (periodCardNames as readonly string[]).includes(name)
const isPeriod = (value: string): value is AnalyticsPeriod =>
  (analyticsPeriods as readonly string[]).includes(value)
const isYear = (value: number): value is RevenueReportYear =>
  (revenueReportYears as readonly number[]).includes(value)

/**
 * One analytics card as asked: `?period=` on a period card and `?year=` on the revenue
 * report choose the data (SPEC §9); anything else is a 400 that says what would do.
 */
function analyticsAnswer(
  payloads: CardAnalyticsPayloads,
  name: CardAnalyticsName,
  search: URLSearchParams,
): object {
  const period = search.get('period')
  const year = search.get('year')
  if (period !== null) {
    if (!isPeriodCardName(name)) throw badRequest(`The ${name} card has no period to choose.`)
    if (!isPeriod(period))
      throw badRequest(`Unknown period "${period}": ask for ${analyticsPeriods.join(', ')}.`)
    return periodCardFor(name, payloads[name], period)
  }
  if (year !== null) {
    if (name !== 'revenue-report') throw badRequest(`The ${name} card has no year to choose.`)
    const asked = Number(year)
    if (!/^\d{4}$/.test(year) || !isYear(asked))
      throw badRequest(`Unknown year "${year}": ask for ${revenueReportYears.join(', ')}.`)
    return revenueReportFor(payloads[name], asked)
  }
  return payloads[name]
}

export const cardsHandlers = [
  route<{ name?: string }>('get', '/card/card-analytics/:name?', async ({ params, repo, url }) => {
    const name = params.name ?? ''
    if (!isAnalyticsName(name)) throw notFound(`No analytics card "${name}".`)
    const payloads = await readDocument(repo, cardAnalyticsTable, 'card data')
    return analyticsAnswer(payloads, name, url.searchParams)
  }),

  route<{ name?: string }>('get', '/card/card-statistics/:name?', async ({ params, repo }) => {
    const name = params.name ?? ''
    if (!isStatisticsName(name)) throw notFound(`No statistics card "${name}".`)
    return (await readDocument(repo, cardStatisticsTable, 'card data'))[name]
  }),
]

const cardCalls: ScenarioCall[] = [
  ['get', '/card/card-analytics/:name'],
  ['get', '/card/card-statistics/:name'],
]

/** An empty card drops its dated labels, so any day will do; it keeps the period or year asked. */
function emptyCardHandler<Name extends string>(
  path: string,
  isName: (name: string) => name is Name,
  answer: (name: Name, search: URLSearchParams) => object,
) {
  return http.get<{ name: string }>(`*${path}`, ({ params, request }) => {
    if (!isName(params.name))
      return HttpResponse.json({ message: 'No such card.' }, { status: 404 })
    try {
      return HttpResponse.json(
        buildEmptyCard(answer(params.name, new URL(request.url).searchParams)),
      )
    } catch (error) {
      if (error instanceof HttpError) return error.toResponse()
      throw error
    }
  })
}

export const cardsScenarios = {
  empty: [
    emptyCardHandler('/card/card-analytics/:name', isAnalyticsName, (name, search) =>
      analyticsAnswer(createCardAnalytics(new Date(0)), name, search),
    ),
    emptyCardHandler(
      '/card/card-statistics/:name',
      isStatisticsName,
      (name) => createCardStatistics(new Date(0))[name],
    ),
  ],
  error: failingHandlers(cardCalls, 'This card could not be loaded. Try again in a moment.'),
  loading: pendingHandlers(cardCalls),
}
