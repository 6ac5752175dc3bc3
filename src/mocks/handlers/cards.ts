import { http, HttpResponse } from 'msw'
import {
  type CardAnalyticsName,
  cardAnalyticsNames,
  type CardStatisticsName,
  cardStatisticsNames,
} from '../../api/types/cards'
import { createCardAnalytics } from '../../fixtures/cards/analytics'
import { createCardStatistics } from '../../fixtures/cards/statistics'
import { buildEmptyCard } from '../../fixtures/cards'
import { defineTable } from '../db/store'
import { HttpError, notFound } from '../http/errors'
import { route } from '../http/route'
import { failingHandlers, pendingHandlers, type ScenarioCall } from './contentScenarios'

// Each group is one document: the payloads by card name.
export const cardAnalyticsTable = defineTable('cardAnalytics', (day) => [createCardAnalytics(day)])
export const cardStatisticsTable = defineTable('cardStatistics', (day) => [
  createCardStatistics(day),
])

const isAnalyticsName = (name: string): name is CardAnalyticsName =>
  (cardAnalyticsNames as readonly string[]).includes(name)
const isStatisticsName = (name: string): name is CardStatisticsName =>
  (cardStatisticsNames as readonly string[]).includes(name)

function theOnly<Row>(rows: readonly Row[]): Row {
  const row = rows[0]
  if (!row) throw new HttpError(500, { message: 'The card data is missing.' })
  return row
}

export const cardsHandlers = [
  route<{ name?: string }>('get', '/card/card-analytics/:name?', ({ params, store }) => {
    const name = params.name ?? ''
    if (!isAnalyticsName(name)) throw notFound(`No analytics card "${name}".`)
    return theOnly(store.read(cardAnalyticsTable))[name]
  }),

  route<{ name?: string }>('get', '/card/card-statistics/:name?', ({ params, store }) => {
    const name = params.name ?? ''
    if (!isStatisticsName(name)) throw notFound(`No statistics card "${name}".`)
    return theOnly(store.read(cardStatisticsTable))[name]
  }),
]

const cardCalls: ScenarioCall[] = [
  ['get', '/card/card-analytics/:name'],
  ['get', '/card/card-statistics/:name'],
]

/** An empty card drops its dated labels, so any day will do. */
function emptyCardHandler<Name extends string>(
  path: string,
  isName: (name: string) => name is Name,
  payloads: () => Record<Name, object>,
) {
  return http.get<{ name: string }>(`*${path}`, ({ params }) => {
    if (!isName(params.name))
      return HttpResponse.json({ message: 'No such card.' }, { status: 404 })
    return HttpResponse.json(buildEmptyCard(payloads()[params.name]))
  })
}

export const cardsScenarios = {
  empty: [
    emptyCardHandler('/card/card-analytics/:name', isAnalyticsName, () =>
      createCardAnalytics(new Date(0)),
    ),
    emptyCardHandler('/card/card-statistics/:name', isStatisticsName, () =>
      createCardStatistics(new Date(0)),
    ),
  ],
  error: failingHandlers(cardCalls, 'This card could not be loaded. Try again in a moment.'),
  loading: pendingHandlers(cardCalls),
}
