import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  analyticsPeriods,
  periodCardNames,
  type ProductOrdersCard,
  type RevenueReportCard,
  revenueReportYears,
} from '../../src/api/types/cards'
import {
  periodChoices,
  periodWords,
  revenueYearChoice,
} from '../../src/machines/dashboard/cardChoices'
import { cardViewOf, createCardMachine } from '../../src/machines/dashboard/cardMachine'
import { periodCardSource, revenueReportSource } from '../../src/machines/dashboard/cardSources'
import { cardsHandlers } from '../../src/mocks/handlers/cards'
import { signInAsAdminBeforeEach } from '../support/adminSession'
import { startContractServer } from '../support/contract'

// A card's choice in the URL: one search parameter per card, the default never written, a
// value the parameter cannot mean read as the default; a card started from the URL loads its
// choice once, never the default first.

const server = startContractServer(...cardsHandlers)
signInAsAdminBeforeEach()

/** The card calls the simulated back end answers while `run` runs, as path and query. */
async function callsDuring(run: () => Promise<void>): Promise<string[]> {
  const calls: string[] = []
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (url.pathname.startsWith('/card/')) calls.push(`${url.pathname}${url.search}`)
  }
  server.events.on('request:start', record)
  try {
    await run()
  } finally {
    server.events.removeListener('request:start', record)
  }
  return calls
}

describe('the cards’ search parameters', () => {
  it('give every card a parameter of its own, short and readable', () => {
    const keys = [...periodCardNames.map((name) => periodChoices[name].key), revenueYearChoice.key]
    expect(new Set(keys).size).toBe(keys.length)
    for (const key of keys) expect(key).toMatch(/^[a-z][A-Za-z]{2,15}$/)
    expect(periodChoices['product-orders'].key).toBe('orders')
    expect(revenueYearChoice.key).toBe('revenueYear')
  })

  it('write a period as a word and leave the default out; the word reads back as the period', () => {
    const orders = periodChoices['product-orders']
    expect(orders.write('Last 28 Days')).toBeNull()
    expect(orders.write('Last Month')).toBe('last-month')
    expect(orders.write('Last Year')).toBe('last-year')
    for (const period of analyticsPeriods)
      expect(orders.read(orders.write(period) ?? null)).toBe(period)
    expect(orders.read(periodWords['Last 28 Days'])).toBe('Last 28 Days')
  })

  it('write a year as its number, the newest left out', () => {
    expect(revenueYearChoice.write(2020)).toBeNull()
    expect(revenueYearChoice.write(2019)).toBe('2019')
    for (const year of revenueReportYears)
      expect(revenueYearChoice.read(revenueYearChoice.write(year) ?? null)).toBe(year)
  })

  it.each(['', 'someday', 'Last Year', 'LAST-YEAR', '2019', ' last-year'])(
    'read %j as the default period',
    (text) => expect(periodChoices.customers.read(text)).toBe('Last 28 Days'),
  )

  it.each(['', '2017', '2019.0', 'last-year', '20192'])('read %j as the newest year', (text) =>
    expect(revenueYearChoice.read(text)).toBe(2020),
  )
})

describe('a card started from the URL', () => {
  it('loads the URL’s period once, without loading the default first', async () => {
    const period = periodChoices['product-orders'].read('last-year')
    const calls = await callsDuring(async () => {
      const actor = createActor(createCardMachine<ProductOrdersCard, { period: typeof period }>(), {
        input: periodCardSource('product-orders', period),
      }).start()
      await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
      expect(cardViewOf(actor.getSnapshot()).data?.period).toBe('Last Year')
      // The URL's echo of the same period loads nothing more.
      actor.send({ type: 'card.params', params: { period } })
      expect(actor.getSnapshot().hasTag('populated')).toBe(true)
      actor.stop()
    })
    expect(calls).toEqual(['/card/card-analytics/product-orders?period=Last+Year'])
  })

  it('loads the URL’s year, and Back to the plain URL brings the newest year again', async () => {
    const year = revenueYearChoice.read('2019')
    const calls = await callsDuring(async () => {
      const actor = createActor(createCardMachine<RevenueReportCard, { year: typeof year }>(), {
        input: revenueReportSource(year),
      }).start()
      await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
      expect(cardViewOf(actor.getSnapshot()).data?.year).toBe(2019)
      actor.send({ type: 'card.params', params: { year: revenueYearChoice.read(null) } })
      await waitFor(
        actor,
        (snapshot) => snapshot.hasTag('populated') && snapshot.context.data?.year === 2020,
      )
      actor.stop()
    })
    expect(calls).toEqual([
      '/card/card-analytics/revenue-report?year=2019',
      '/card/card-analytics/revenue-report?year=2020',
    ])
  })
})
