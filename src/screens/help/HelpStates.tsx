import { Button, Flash, Spinner } from '@primer/react'
import { useTranslation } from 'react-i18next'
import type { CallFailure } from '../../machines/shared/callFailure'

/** The help centre waiting for its answer. */
export function HelpLoading() {
  const { t } = useTranslation()
  return (
    <div className="cea-help-state" aria-busy="true">
      <Spinner size="medium" srText={null} />
      <p>{t('helpCentre.loading')}</p>
    </div>
  )
}

/** The help centre could not load: why, and Try again. */
export function HelpFailure({
  failure,
  onRetry,
}: {
  failure: CallFailure | null
  onRetry: () => void
}) {
  const { t } = useTranslation()
  return (
    <Flash variant="danger" className="cea-help-state">
      <p>{failure?.reason === 'rejected' ? failure.message : t('helpCentre.failure')}</p>
      <Button onClick={onRetry}>{t('helpCentre.retry')}</Button>
    </Flash>
  )
}
