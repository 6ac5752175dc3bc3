import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { productName } from '../../components/brand/Brand'

/** Names the document after the page, in the active language. */
export function RouteTitle({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation()
  const title = t(titleKey)
  useEffect(() => {
    document.title = `${title} · ${productName}`
  }, [title])
  return children
}
