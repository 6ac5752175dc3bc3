import { dateTimeFormat, numberFormat } from '../../components/intl/cachedIntl'

// The internationalization page's samples, each written by Intl in the language asked for.

/** Counts that show each language's plural forms (Arabic has six: zero, one, two, few, many, other). */
export const sampleCounts = [0, 1, 2, 3, 11, 100, 1_000_000] as const

/** A fixed moment, written in UTC so every reader sees the same day and hour. */
export const sampleMoment = new Date(Date.UTC(2026, 2, 14, 15, 30))

/** CLDR's plural category of `count` in `locale` ('zero', 'one', 'two', 'few', 'many', 'other'). */
export const pluralCategoryOf = (locale: string, count: number) =>
  new Intl.PluralRules(locale).select(count)

/** An amount in minor units (cents) in its currency, with the currency's own decimals (JPY has none). */
export function formatMinorUnits(locale: string, amountMinor: number, currency: string): string {
  const format = numberFormat(locale, { style: 'currency', currency })
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(amountMinor / 10 ** decimals)
}

export interface Sample {
  /** The sample's name under extensionsKit.i18n.samples. */
  key: string
  text: string
}

export const numberSamples = (locale: string): Sample[] => [
  { key: 'decimal', text: numberFormat(locale).format(1_234_567.891) },
  { key: 'percent', text: numberFormat(locale, { style: 'percent' }).format(0.256) },
  { key: 'compact', text: numberFormat(locale, { notation: 'compact' }).format(1_500_000) },
  {
    key: 'unit',
    text: numberFormat(locale, { style: 'unit', unit: 'kilometer-per-hour' }).format(88),
  },
]

export const currencySamples = (locale: string): Sample[] => [
  { key: 'eur', text: formatMinorUnits(locale, 123_455, 'EUR') },
  { key: 'usd', text: formatMinorUnits(locale, -4_999, 'USD') },
  { key: 'jpy', text: formatMinorUnits(locale, 15_000, 'JPY') },
]

export const dateSamples = (locale: string): Sample[] => [
  {
    key: 'fullDate',
    text: dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(sampleMoment),
  },
  {
    key: 'dateTime',
    text: dateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(sampleMoment),
  },
  {
    key: 'monthYear',
    text: dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      sampleMoment,
    ),
  },
]

const relativeSteps: ReadonlyArray<readonly [string, number, Intl.RelativeTimeFormatUnit]> = [
  ['yesterday', -1, 'day'],
  ['inHours', 3, 'hour'],
  ['weeksAgo', -2, 'week'],
  ['nextMonth', 1, 'month'],
]

export const relativeTimeSamples = (locale: string): Sample[] => {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  return relativeSteps.map(([key, value, unit]) => ({ key, text: format.format(value, unit) }))
}
