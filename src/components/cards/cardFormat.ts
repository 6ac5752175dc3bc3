// Numbers, money, percentages and dates of the cards, through Intl in the active language.
import type { ValueFormat } from '../../api/types/cards'
import { dateTimeFormat, numberFormat } from '../intl/cachedIntl'

export interface CardLocale {
  /** The active language, e.g. 'en', 'ar'. */
  locale: string
  /** The currency of amounts, e.g. 'USD'. */
  currency: string
}

/** Headline numbers from ten thousand up read short (92.6K); smaller ones in full. */
const compactFrom = 10_000

export function formatCount({ locale }: CardLocale, value: number): string {
  const compact = Math.abs(value) >= compactFrom
  return numberFormat(locale, {
    notation: compact ? 'compact' : 'standard',
    maximumFractionDigits: compact ? 1 : 0,
  }).format(value)
}

export function formatMoney({ locale, currency }: CardLocale, value: number): string {
  const compact = Math.abs(value) >= compactFrom
  return numberFormat(locale, {
    style: 'currency',
    currency,
    notation: compact ? 'compact' : 'standard',
    minimumFractionDigits: 0,
    maximumFractionDigits: compact ? 1 : 0,
  }).format(value)
}

/** A percentage given as 0–100. */
export function formatPercent({ locale }: CardLocale, value: number): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100)
}

/** A change given in percent, always signed (+6.8 %, −2.4 %). */
export function formatChange({ locale }: CardLocale, value: number): string {
  return numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(value / 100)
}

export function formatValue(where: CardLocale, value: number, format: ValueFormat): string {
  if (format === 'currency') return formatMoney(where, value)
  if (format === 'percent') return formatPercent(where, value)
  return formatCount(where, value)
}

/** Days, with Intl's own plural (1 day, 2 days, 1,5 jours). */
export function formatDays({ locale }: CardLocale, value: number): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(value)
}

/** A year as a label (2020), without grouping. */
export function formatYear({ locale }: CardLocale, year: number): string {
  return numberFormat(locale, { useGrouping: false }).format(year)
}

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
]
const weekdayNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/** A duration such as '1 yr' or '3 mo' in the language; anything else as given. */
export function formatDuration({ locale }: CardLocale, value: string): string {
  const match = /^(\d+(?:\.\d+)?)\s*(yr|mo|wk|d|h|min)$/.exec(value.trim())
  if (!match) return value
  const units = { yr: 'year', mo: 'month', wk: 'week', d: 'day', h: 'hour', min: 'minute' }
  const unit = units[match[2] as keyof typeof units]
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(
    Number(match[1]),
  )
}

/**
 * A chart's axis label in the language: English month or weekday abbreviations, calendar days
 * (YYYY-MM-DD) and months (YYYY-MM) through Intl; other labels (day numbers) as they are.
 */
export function formatAxisLabel({ locale }: CardLocale, label: string): string {
  const month = monthNames.indexOf(label)
  if (month >= 0)
    return dateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(
      Date.UTC(2021, month, 1),
    )
  const weekday = weekdayNames.indexOf(label)
  // 2021-03-01 was a Monday.
  if (weekday >= 0)
    return dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
      Date.UTC(2021, 2, 1 + weekday),
    )
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(label)
  if (day)
    return dateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])))
  const yearMonth = /^(\d{4})-(\d{2})$/.exec(label)
  if (yearMonth)
    return dateTimeFormat(locale, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.UTC(Number(yearMonth[1]), Number(yearMonth[2]) - 1, 1))
  return label
}

/** A calendar date (YYYY-MM-DD) in the language, e.g. "Mar 16, 2026". */
export function formatDate({ locale }: CardLocale, isoDate: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  if (!day) return isoDate
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])),
  )
}
