// Where each card keeps its choice in the URL (ARCHITECTURE §10): one search parameter per card,
// named after what the card counts, its value a short word (`?orders=last-month&revenueYear=2019`).
// The default is never written, so the plain address stays clean; a value the parameter cannot
// mean reads as the default.
import {
  type AnalyticsPeriod,
  analyticsPeriods,
  type PeriodCardName,
  type RevenueReportYear,
  revenueReportYears,
} from '../../api/types/cards'

/** How one choice reads from and writes to its search parameter. */
export interface CardChoiceInUrl<Value> {
  /** The search parameter's name. */
  key: string
  /** The value a parameter's text means; missing or unknown text means the default. */
  read: (text: string | null) => Value
  /** The parameter's text for a value, or null for the default (left out of the URL). */
  write: (value: Value) => string | null
}

/** A choice among `values`, the first the default, each written as `spell` says. */
function choiceInUrl<Value>(
  key: string,
  values: readonly [Value, ...Value[]],
  spell: (value: Value) => string,
): CardChoiceInUrl<Value> {
  const [fallback] = values
  return {
    key,
    read: (text) => values.find((value) => spell(value) === text) ?? fallback,
    write: (value) => (value === fallback ? null : spell(value)),
  }
}

/** SPEC §9's periods as the URL writes them. */
export const periodWords: Record<AnalyticsPeriod, string> = {
  'Last 28 Days': 'last-28-days',
  'Last Month': 'last-month',
  'Last Year': 'last-year',
}

/** Each period card's search parameter. */
export const periodCardKeys: Record<PeriodCardName, string> = {
  'support-tracker': 'tickets',
  'avg-sessions': 'sessions',
  revenue: 'revenue',
  'product-orders': 'orders',
  'sessions-device': 'devices',
  customers: 'customers',
}

/** The period of each period card in the URL (`?tickets=last-year`). */
export const periodChoices = Object.fromEntries(
  Object.entries(periodCardKeys).map(([name, key]) => [
    name,
    choiceInUrl(key, analyticsPeriods, (period) => periodWords[period]),
  ]),
) as Record<PeriodCardName, CardChoiceInUrl<AnalyticsPeriod>>

/** The revenue report's year in the URL (`?revenueYear=2019`). */
export const revenueYearChoice: CardChoiceInUrl<RevenueReportYear> = choiceInUrl(
  'revenueYear',
  revenueReportYears,
  String,
)
