import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProductCategory } from '../../api/types/ecommerce'

/** Money in cents, as the back end sends it, in the page's language (US dollars). */
export function useMoney(): (cents: number) => string {
  const { i18n } = useTranslation()
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' })
    return (cents: number) => format.format(cents / 100)
  }, [i18n.language])
}

/** Whole numbers in the page's language. */
export function useCount(): (value: number) => string {
  const { i18n } = useTranslation()
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language)
    return (value: number) => format.format(value)
  }, [i18n.language])
}

/** A category's name in the page's language. */
export function useCategoryName(): (category: ProductCategory | string) => string {
  const { t } = useTranslation()
  return (category) => t(`shop.category.${category}`, { defaultValue: category })
}

/** A date (YYYY-MM-DD) as the page's language writes a day: "Thu, Mar 19". */
export function useDayFormat(): (isoDate: string) => string {
  const { i18n } = useTranslation()
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    })
    return (isoDate: string) => format.format(new Date(`${isoDate}T00:00:00Z`))
  }, [i18n.language])
}
