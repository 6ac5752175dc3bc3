// Numbers in the active language, for the table (Intl) and for the chart's axes (a d3-format
// locale that vega reads from its config, made from the same Intl rules).
import { numberFormat } from '../intl/cachedIntl'
import type { ChartValueFormat } from './chartTypes'

/** d3-format's locale definition (what vega's `config.locale.number` takes). */
export interface ChartNumberLocale {
  decimal: string
  thousands: string
  grouping: number[]
  currency: [string, string]
  numerals?: [string, string, string, string, string, string, string, string, string, string]
  percent: string
  minus: string
}

const partOf = (parts: Intl.NumberFormatPart[], type: Intl.NumberFormatPartTypes) =>
  parts.find((part) => part.type === type)?.value

/** The digits 0–9 when the language writes other than ASCII digits (e.g. Arabic-Indic). */
function numeralsOf(locale: string): ChartNumberLocale['numerals'] {
  const format = numberFormat(locale, { useGrouping: false })
  const d = (digit: number) => format.format(digit)
  if (d(0) === '0' && d(9) === '9') return undefined
  return [d(0), d(1), d(2), d(3), d(4), d(5), d(6), d(7), d(8), d(9)]
}

/** Currency symbol before and after the number, with the language's spacing. */
function currencyAffixes(locale: string, currency: string): [string, string] {
  const parts = numberFormat(locale, { style: 'currency', currency }).formatToParts(1)
  const numberAt = parts.findIndex((part) => part.type === 'integer')
  const affix = (side: Intl.NumberFormatPart[]) =>
    side
      .filter((part) => part.type === 'currency' || part.type === 'literal')
      .map((part) => part.value)
      .join('')
  return [affix(parts.slice(0, numberAt)), affix(parts.slice(numberAt + 1))]
}

export function chartNumberLocale(locale: string, currency = 'USD'): ChartNumberLocale {
  const parts = numberFormat(locale).formatToParts(-1234567.5)
  const numerals = numeralsOf(locale)
  return {
    decimal: partOf(parts, 'decimal') ?? '.',
    thousands: partOf(parts, 'group') ?? ',',
    grouping: [3],
    currency: currencyAffixes(locale, currency),
    ...(numerals ? { numerals } : {}),
    percent:
      partOf(numberFormat(locale, { style: 'percent' }).formatToParts(1), 'percentSign') ?? '%',
    minus: partOf(parts, 'minusSign') ?? '-',
  }
}

/** d3-format pattern of an axis for a kind of value (percentages are 0–100, not 0–1). */
export function axisFormat(format: ChartValueFormat = 'number'): string {
  return format === 'currency' ? '$,~f' : ',~f'
}

/** One table cell in the active language. */
export function formatChartValue(
  value: string | number,
  format: ChartValueFormat | undefined,
  locale: string,
  currency = 'USD',
): string {
  if (typeof value === 'string' || format === 'text') return String(value)
  if (format === 'currency')
    return numberFormat(locale, { style: 'currency', currency }).format(value)
  if (format === 'percent')
    return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100)
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(value)
}
