import { numberFormat } from '../../components/intl/cachedIntl'

/** An amount of whole dollars as the page's language writes money (kept in cents on the way). */
export function dollarsText(language: string, dollars: number): string {
  const cents = Math.round(dollars * 100)
  return numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100)
}
