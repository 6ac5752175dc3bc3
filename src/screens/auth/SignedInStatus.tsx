import { CheckCircleFillIcon } from '@primer/octicons-react'
import { LinkButton, Text } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

export interface SignedInStatusProps {
  name: string
}

/** What login and register show once signed in, until the app's route guard redirects. */
export function SignedInStatus({ name }: SignedInStatusProps) {
  const { t } = useTranslation()
  return (
    <div className="cea-auth-success">
      <Text as="p" role="status" className="cea-auth-status">
        <SuccessIcon />
        {t('auth.login.signedInAs', { name })}
      </Text>
      <LinkButton as={RouterLink} to="/" variant="primary">
        {t('auth.login.continue')}
      </LinkButton>
    </div>
  )
}

/** The green tick before a status line that reports a success. */
export function SuccessIcon() {
  return <CheckCircleFillIcon className="cea-auth-status__icon" aria-hidden="true" />
}
