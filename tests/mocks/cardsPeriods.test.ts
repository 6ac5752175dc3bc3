import { describe, expect, it } from 'vitest'
import { fetchAnalyticsCard, fetchPeriodCard, fetchRevenueReport } from '../../src/api/cards'
import { ApiError } from '../../src/api/http'
import {
  analyticsPeriods,
  type CustomersCard,
  periodCardNames,
  type ProductOrdersCard,
  type RevenueReportCard,
  type RevenueReportYear,
  type SessionsDeviceCard,
} from '../../src/api/types/cards'
import { cardsHandlers, cardsScenarios } from '../../src/mocks/handlers/cards'
import { signInAsAdminBeforeEach } from '../support/adminSession'
import { call, startContractServer } from '../support/contract'

const server = startContractServer(...cardsHandlers)

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

describe('GET /card/card-analytics/:name?period=', () => {
  it.each(periodCardNames)(
    'answers %s with the period asked, each period its own data',
    async (name) => {
      const answers = []
      for (const period of analyticsPeriods) {
        const { status, body } = await call<Record<string, unknown>>(
          `/card/card-analytics/${name}`,
          {
            query: { period },
          },
        )
        expect(status).toBe(200)
        expect(body).toMatchObject({ period, periods: [...analyticsPeriods] })
        answers.push(JSON.stringify({ ...body, period: undefined }))
      }
      expect(new Set(answers).size).toBe(analyticsPeriods.length)
    },
  )

  it.each(periodCardNames)(
    'answers %s the same for the same period every time, and Last 28 Days as with no period',
    async (name) => {
      const path = `/card/card-analytics/${name}`
      const first = await call(path, { query: { period: 'Last Year' } })
      expect(await call(path, { query: { period: 'Last Year' } })).toEqual(first)
      expect(await call(path, { query: { period: 'Last 28 Days' } })).toEqual(await call(path))
    },
  )

  it('keeps the charts lined up: shares add up to 100 and counts to the total', async () => {
    const orders = await call<ProductOrdersCard>('/card/card-analytics/product-orders', {
      query: { period: 'Last Month' },
    })
    const { finished, pending, rejected } = orders.body.counts
    expect(orders.body.total).toBe(finished + pending + rejected)
    expect(sum(orders.body.series)).toBeCloseTo(100, 0)
    const devices = await call<SessionsDeviceCard>('/card/card-analytics/sessions-device', {
      query: { period: 'Last Year' },
    })
    expect(sum(devices.body.series)).toBeCloseTo(100, 0)
    expect(devices.body.devices.map((entry) => entry.percentage)).toEqual(devices.body.series)
    const customers = await call<CustomersCard>('/card/card-analytics/customers', {
      query: { period: 'Last Year' },
    })
    expect(customers.body.series).toEqual(customers.body.groups.map((group) => group.value))
  })

  it('answers 400 with a message for an unknown period, or a period on a card without one', async () => {
    expect(await call('/card/card-analytics/revenue', { query: { period: 'Last Week' } })).toEqual({
      status: 400,
      body: { message: 'Unknown period "Last Week": ask for Last 28 Days, Last Month, Last Year.' },
    })
    expect(
      await call('/card/card-analytics/goal-overview', { query: { period: 'Last Month' } }),
    ).toEqual({ status: 400, body: { message: 'The goal-overview card has no period to choose.' } })
  })
})

describe('GET /card/card-analytics/revenue-report?year=', () => {
  it('answers each year of SPEC §9 with its own numbers, twelve months each', async () => {
    const reports = []
    for (const year of [2020, 2019, 2018]) {
      const { status, body } = await call<RevenueReportCard>(
        '/card/card-analytics/revenue-report',
        {
          query: { year },
        },
      )
      expect(status).toBe(200)
      expect(body).toMatchObject({ year, years: [2020, 2019, 2018] })
      for (const series of [...body.series, ...body.budgetSeries])
        expect(series.data).toHaveLength(12)
      reports.push(body)
    }
    expect(reports.map((report) => report.earning)).toEqual([25_852, 21_716, 17_838])
    expect(reports[0]).toEqual((await call('/card/card-analytics/revenue-report')).body)
    expect(reports[1]!.series[0]!.data).not.toEqual(reports[0]!.series[0]!.data)
    expect(reports[2]!.series[1]!.data.every((value) => value <= 0)).toBe(true)
  })

  it('answers 400 with a message for an unknown year, or a year on another card', async () => {
    for (const year of ['2017', '20x9', '']) {
      expect(await call('/card/card-analytics/revenue-report', { query: { year } })).toEqual({
        status: 400,
        body: { message: `Unknown year "${year}": ask for 2020, 2019, 2018.` },
      })
    }
    expect((await call('/card/card-analytics/revenue', { query: { year: 2019 } })).status).toBe(400)
  })
})

describe('the typed client', () => {
  signInAsAdminBeforeEach()

  it('passes the period and the year, and rejects a 400 with its message', async () => {
    const revenue = await fetchPeriodCard('revenue', 'Last Month')
    expect(revenue.period).toBe('Last Month')
    const report = await fetchRevenueReport(2018)
    expect(report.year).toBe(2018)
    const goal = await fetchAnalyticsCard('goal-overview')
    expect(goal.title).toBe('Goal Overview')
    server.use(...cardsScenarios.empty)
    const empty = await fetchPeriodCard('customers', 'Last Year')
    expect(empty).toMatchObject({ period: 'Last Year', series: [] })
    server.resetHandlers()
    const wrongYear = fetchRevenueReport(Number('2017') as RevenueReportYear)
    await expect(wrongYear).rejects.toBeInstanceOf(ApiError)
    await expect(wrongYear).rejects.toThrow('Unknown year "2017": ask for 2020, 2019, 2018.')
  })
})
