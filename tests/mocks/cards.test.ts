import { describe, expect, it } from 'vitest'
import {
  cardAnalyticsNames,
  cardStatisticsNames,
  type ChartSeries,
  type ProductOrdersCard,
  type RevenueReportCard,
  type SessionsDeviceCard,
  type StatisticCard,
  type SupportTrackerCard,
} from '../../src/api/types/cards'
import { cardsHandlers, cardsScenarios } from '../../src/mocks/handlers/cards'
// Aliased: the `use` prefix makes react-hooks/rules-of-hooks flag a top-level call.
import { call, startContractServer } from '../support/contract'

const server = startContractServer(...cardsHandlers)

const periods = ['Last 28 Days', 'Last Month', 'Last Year']

/** Every chart series of a payload, wherever it sits. */
function seriesOf(payload: Record<string, unknown>): ChartSeries[] {
  return Object.entries(payload)
    .filter(([key]) => key === 'series' || key === 'budgetSeries')
    .flatMap(([, value]) => value as unknown[])
    .filter((item): item is ChartSeries => typeof item === 'object' && item !== null)
}

describe('GET /card/card-analytics/:name', () => {
  it.each(cardAnalyticsNames)(
    'answers %s with a title, chart data lined up with its labels',
    async (name) => {
      const { status, body } = await call<Record<string, unknown>>(`/card/card-analytics/${name}`)
      expect(status).toBe(200)
      expect(body.title).toEqual(expect.any(String))
      expect(body.labels).toEqual(expect.any(Array))
      for (const series of seriesOf(body)) {
        expect(series.data).toHaveLength((body.labels as unknown[]).length)
      }
      if ('periods' in body) expect(body).toMatchObject({ periods, period: 'Last 28 Days' })
    },
  )

  it('answers support-tracker with ticket counts and the completed share', async () => {
    const { body } = await call<SupportTrackerCard>('/card/card-analytics/support-tracker')
    expect(body).toEqual({
      title: 'Support Tracker',
      periods,
      period: 'Last 28 Days',
      totalTickets: 163,
      newTickets: 29,
      openTickets: 63,
      responseTimeDays: 1,
      series: [83],
      labels: ['Completed Tickets'],
    })
  })

  it('answers product-orders with the three counts and their shares as the chart', async () => {
    const { body } = await call<ProductOrdersCard>('/card/card-analytics/product-orders')
    expect(body).toMatchObject({
      title: 'Product Orders',
      total: 42_459,
      counts: { finished: 23_043, pending: 14_658, rejected: 4_758 },
      series: [54.3, 34.5, 11.2],
      labels: ['Finished', 'Pending', 'Rejected'],
    })
  })

  it('answers revenue-report with the years 2020, 2019, 2018 and twelve months', async () => {
    const { body } = await call<RevenueReportCard>('/card/card-analytics/revenue-report')
    expect(body.years).toEqual([2020, 2019, 2018])
    expect(body.year).toBe(2020)
    expect(body.labels).toHaveLength(12)
    expect(body.series.map((series) => series.name)).toEqual(['Earning', 'Expense'])
    expect(body).toMatchObject({ earning: 25_852, expense: 13_210, budget: 56_800 })
  })

  it('answers sessions-device with device shares that add up to 100', async () => {
    const { body } = await call<SessionsDeviceCard>('/card/card-analytics/sessions-device')
    expect(body.series).toEqual([58.6, 34.9, 6.5])
    expect(body.devices[1]).toEqual({
      device: 'Mobile',
      icon: 'device-mobile',
      percentage: 34.9,
      change: -1.1,
    })
  })

  it('answers 404 with a message for an unknown card, including a statistics-only name', async () => {
    expect(await call('/card/card-analytics/weather')).toEqual({
      status: 404,
      body: { message: 'No analytics card "weather".' },
    })
    expect((await call('/card/card-analytics/newsletter')).status).toBe(404)
  })

  it('answers 401 when signed out and 403 to a client', async () => {
    expect((await call('/card/card-analytics/revenue', { as: 'signed-out' })).status).toBe(401)
    expect((await call('/card/card-analytics/revenue', { as: 'client' })).status).toBe(403)
  })
})

describe('GET /card/card-statistics/:name', () => {
  it.each(cardStatisticsNames)('answers %s with a headline number over a chart', async (name) => {
    const { status, body } = await call<StatisticCard>(`/card/card-statistics/${name}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      title: expect.any(String),
      icon: expect.any(String),
      value: expect.any(Number),
      valueFormat: expect.stringMatching(/^(number|currency|percent)$/),
      growthPercent: expect.any(Number),
    })
    expect(body.series.length).toBeGreaterThan(0)
    for (const series of body.series) expect(series.data).toHaveLength(body.labels.length)
  })

  it('labels daily charts with the seven days up to the reference day', async () => {
    const { body } = await call<StatisticCard>('/card/card-statistics/subscribers')
    expect(body).toMatchObject({ title: 'Subscribers Gained', value: 92_600 })
    expect(body.labels).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
      '2026-03-16',
    ])
  })

  it('labels monthly charts with the six months up to the reference month', async () => {
    const { body } = await call<StatisticCard>('/card/card-statistics/sales')
    expect(body).toMatchObject({ title: 'Quarterly Sales', valueFormat: 'currency' })
    expect(body.labels).toEqual(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'])
    expect(body.series).toEqual([{ name: 'Sales', data: [10, 15, 7, 12, 3, 16] }])
  })

  it('answers revenue of the statistics group, not the analytics revenue card', async () => {
    const { body } = await call<StatisticCard>('/card/card-statistics/revenue')
    expect(body).toMatchObject({ title: 'Revenue Generated', value: 97_500 })
  })

  it('answers 404 with a message for an unknown card', async () => {
    expect(await call('/card/card-statistics/customers')).toEqual({
      status: 404,
      body: { message: 'No statistics card "customers".' },
    })
  })

  it('answers 403 to a client', async () => {
    expect((await call('/card/card-statistics/orders', { as: 'client' })).status).toBe(403)
  })
})

describe('cardsScenarios', () => {
  it('empty keeps titles and periods but no numbers or chart data; error answers 500', async () => {
    server.use(...cardsScenarios.empty)
    const { body } = await call<ProductOrdersCard>('/card/card-analytics/product-orders')
    expect(body).toEqual({
      title: 'Product Orders',
      periods,
      period: 'Last 28 Days',
      total: 0,
      counts: { finished: 0, pending: 0, rejected: 0 },
      series: [],
      labels: [],
    })
    const statistic = await call<StatisticCard>('/card/card-statistics/newsletter')
    expect(statistic.body).toMatchObject({
      value: 0,
      series: [{ name: 'Sign-ups', data: [] }],
      labels: [],
    })
    server.use(...cardsScenarios.error)
    expect(await call('/card/card-statistics/orders')).toEqual({
      status: 500,
      body: { message: expect.any(String) },
    })
  })
})
