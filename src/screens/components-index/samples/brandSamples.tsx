import { useTranslation } from 'react-i18next'
import { Brand } from '../../../components/brand/Brand'
import { LoadingScreen } from '../../../components/loading-screen/LoadingScreen'

export function BrandSample() {
  return <Brand size={32} />
}

/** Contained: it fills its card, not the page. */
export function LoadingScreenSample() {
  const { t } = useTranslation()
  return (
    <div className="cea-components-index__stage">
      <LoadingScreen label={t('componentsIndex.samples.loading')} isContained />
    </div>
  )
}
