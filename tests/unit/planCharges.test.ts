import { describe, expect, it } from 'vitest'
import { daysBetween, periodEnd, planChangeQuote } from '../../src/api/planCharges'
import type { BillingPlan, PlanPrices } from '../../src/api/types/billing'

const prices: PlanPrices = {
  basic: { monthly: 0, yearly: 0 },
  standard: { monthly: 4900, yearly: 48000 },
  enterprise: { monthly: 9900, yearly: 96000 },
}
const standardMonthly: BillingPlan = {
  planId: 'standard',
  period: 'monthly',
  periodStart: '2026-03-06',
  renewsOn: '2026-04-06',
}

describe('periodEnd', () => {
  it('adds a month or a year, keeping to the last day of a shorter month', () => {
    expect(periodEnd('2026-01-31', 'monthly')).toBe('2026-02-28')
    expect(periodEnd('2028-02-29', 'yearly')).toBe('2029-02-28')
    expect(periodEnd('2026-12-15', 'monthly')).toBe('2027-01-15')
    expect(daysBetween('2026-03-06', '2026-04-06')).toBe(31)
  })
})

describe('planChangeQuote', () => {
  it('credits the unused days of the current period, rounded half up, against the new price', () => {
    const quote = planChangeQuote(
      prices,
      standardMonthly,
      { planId: 'enterprise', period: 'yearly' },
      '2026-03-16',
    )
    expect(quote).toEqual({
      credit: 3319,
      periodPrice: 96000,
      dueNow: 92681,
      fromNextPeriod: 96000,
      periodStart: '2026-03-16',
      renewsOn: '2027-03-16',
    })
  })

  it('never charges below zero when moving down, and credits nothing after the period ended', () => {
    const down = planChangeQuote(
      prices,
      standardMonthly,
      { planId: 'basic', period: 'monthly' },
      '2026-03-06',
    )
    expect(down).toMatchObject({ credit: 4900, dueNow: 0, fromNextPeriod: 0 })
    const late = planChangeQuote(
      prices,
      standardMonthly,
      { planId: 'standard', period: 'yearly' },
      '2026-05-01',
    )
    expect(late).toMatchObject({ credit: 0, dueNow: 48000 })
  })
})
