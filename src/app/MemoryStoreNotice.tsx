import { Banner } from '@primer/react'
import { useTranslation } from 'react-i18next'

/** Shown on every page when the back end could not use IndexedDB: changes live in memory only. */
export function MemoryStoreNotice() {
  const { t } = useTranslation()
  return (
    <Banner
      variant="warning"
      title={t('app.memoryNotice.title')}
      description={t('app.memoryNotice.body')}
      className="cea-memory-store-notice"
    />
  )
}
