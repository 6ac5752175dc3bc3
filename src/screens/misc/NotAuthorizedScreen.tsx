import { Heading, LinkButton, Text } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { AuthContext } from '../auth/authContext'
import { PadlockIllustration } from './MiscIllustrations'
import { MiscPageFrame } from './MiscPageFrame'
import './miscScreens.css'

export interface NotAuthorizedScreenProps {
  /** The signed-in role's home (the route guard knows it); signed-out visitors get it too. */
  homePath: string
}

/** /misc/not-authorized: 403 for a signed-in user without the ability, 401 for a visitor. */
export function NotAuthorizedScreen({ homePath }: NotAuthorizedScreenProps) {
  const { t } = useTranslation()
  const isSignedOut = AuthContext.useSelector((snapshot) => snapshot.hasTag('signedOut'))
  const variant = isSignedOut ? 'signedOut' : 'forbidden'

  return (
    <MiscPageFrame>
      <PadlockIllustration />
      <span className="cea-misc-page__code" aria-hidden="true">
        {isSignedOut ? '401' : '403'}
      </span>
      <Heading as="h1">{t(`misc.notAuthorized.${variant}.title`)}</Heading>
      <Text as="p" size="large">
        {t(`misc.notAuthorized.${variant}.message`)}
      </Text>
      <div className="cea-misc-actions">
        {isSignedOut ? (
          <LinkButton as={RouterLink} to="/login" variant="primary" size="large">
            {t('misc.notAuthorized.signIn')}
          </LinkButton>
        ) : null}
        <LinkButton
          as={RouterLink}
          to={homePath}
          variant={isSignedOut ? 'default' : 'primary'}
          size="large"
        >
          {t('misc.backHome')}
        </LinkButton>
      </div>
    </MiscPageFrame>
  )
}
