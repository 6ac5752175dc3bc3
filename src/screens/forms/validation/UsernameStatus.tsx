import { CheckIcon } from '@primer/octicons-react'
import { Spinner } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { FormValidationContext } from './formValidationContext'

/** Under the username: checking, or free (taken shows as the field's problem); announced by the page. */
export function UsernameStatus() {
  const { t } = useTranslation()
  const status = FormValidationContext.useSelector((snapshot) =>
    snapshot.hasTag('checkingUsername')
      ? 'checking'
      : snapshot.hasTag('usernameAvailable')
        ? 'available'
        : null,
  )
  if (!status) return null
  return (
    <span className="cea-forms__status" data-status={status}>
      {status === 'checking' ? <Spinner size="small" srText={null} /> : null}
      {status === 'available' ? <CheckIcon size={14} aria-hidden="true" /> : null}
      {t(`formValidation.username.${status}`)}
    </span>
  )
}
