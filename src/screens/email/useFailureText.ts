import { useTranslation } from 'react-i18next'
import type { EmailFailure } from '../../machines/email/emailFailure'

/** Words for a failed call: the server's reason, or that the mail server did not answer. */
export function useFailureText() {
  const { t } = useTranslation()
  return (failure: EmailFailure | null) =>
    failure?.reason === 'rejected'
      ? t('email.errors.rejected', { message: failure.message })
      : t('email.errors.unavailable')
}
