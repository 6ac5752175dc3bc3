import { Banner } from '@primer/react'
import { useTranslation } from 'react-i18next'
import type { CallFailure } from '../../machines/shared/callFailure'

/** Why a form could not be sent: the back end's message, or that it did not answer. */
export function FormFailureBanner({ title, failure }: { title: string; failure: CallFailure }) {
  const { t } = useTranslation()
  return (
    <Banner
      variant="critical"
      title={title}
      description={failure.reason === 'rejected' ? failure.message : t('wizard.review.unavailable')}
    />
  )
}
