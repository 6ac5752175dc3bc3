// The one calculation of what a plan change costs, used by the back end (what it charges and
// writes on the invoice) and the Billing tab (what it shows before the change is confirmed).
// Pure; amounts are integer minor units. The rule: the new plan starts a new period today; the
// unused part of the current period (its price × days left ÷ days in it, rounded half up) is
// credited against the new period's price; what is due now is never below zero (a credit larger
// than the new price is not paid back); each later period costs the new plan's full price.
import type { BillingPeriod, BillingPlan, PlanChoice, PlanPrices } from './types/billing'

const dayMs = 24 * 60 * 60 * 1000
const dayOf = (date: string) => Date.parse(`${date}T00:00:00.000Z`)

/** Whole days from one calendar day to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((dayOf(to) - dayOf(from)) / dayMs)

/** The day one period after `day`: the same day of the next month or year, or its month's last. */
export function periodEnd(day: string, period: BillingPeriod): string {
  const start = new Date(dayOf(day))
  const year = start.getUTCFullYear() + (period === 'yearly' ? 1 : 0)
  const month = start.getUTCMonth() + (period === 'monthly' ? 1 : 0)
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay)))
    .toISOString()
    .slice(0, 10)
}

/** `amount × part ÷ whole`, rounded half up, for whole numbers ≥ 0 (0 when `whole` is 0). */
function share(amount: number, part: number, whole: number): number {
  if (whole <= 0) return 0
  return Math.floor((2 * amount * part + whole) / (2 * whole))
}

export interface PlanQuote {
  /** What is left of the current period's price. */
  credit: number
  /** The new plan's price for one period. */
  periodPrice: number
  /** What is charged now: the period's price less the credit, never below zero. */
  dueNow: number
  /** What each later period costs. */
  fromNextPeriod: number
  periodStart: string
  renewsOn: string
}

/** What moving from `current` to `next` on `today` costs now and from the next period. */
export function planChangeQuote(
  prices: PlanPrices,
  current: BillingPlan,
  next: PlanChoice,
  today: string,
): PlanQuote {
  const days = Math.max(0, daysBetween(current.periodStart, current.renewsOn))
  const left = Math.min(days, Math.max(0, daysBetween(today, current.renewsOn)))
  const credit = share(prices[current.planId][current.period], left, days)
  const periodPrice = prices[next.planId][next.period]
  return {
    credit,
    periodPrice,
    dueNow: Math.max(0, periodPrice - credit),
    fromNextPeriod: periodPrice,
    periodStart: today,
    renewsOn: periodEnd(today, next.period),
  }
}

/** Whether the choice is the plan and period the account already has. */
export const isCurrentPlan = (current: BillingPlan, choice: PlanChoice): boolean =>
  current.planId === choice.planId && current.period === choice.period
