import { Banner, Button, LinkButton, Text } from '@primer/react'
import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { verifyEmailMachine } from '../../machines/auth/verifyEmailMachine'
import { AuthContext } from './authContext'
import { AuthPageFrame, AuthTitle } from './AuthPageFrame'
import type { AuthVariant } from './authPaths'
import { SuccessIcon } from './SignedInStatus'

/** Shown when nobody is signed in: an example address, masked as a real page would. */
export const maskedExampleEmail = 'h•••••@example.com'

export interface VerifyEmailScreenProps {
  variant: AuthVariant
  /** Where "Skip for now" leads; home by default. */
  skipTo?: string
  /** Seconds between two resends (30 by default). */
  cooldownSeconds?: number
  /** The flow's machine; stories pass one with other actors (instant, never-ending). */
  machine?: typeof verifyEmailMachine
}

/**
 * "Check your inbox": the account's address (the signed-in user's, else a masked
 * example), "Skip for now", and "Resend" with a cooldown between two sends.
 */
export function VerifyEmailScreen({
  variant,
  skipTo = '/',
  cooldownSeconds,
  machine = verifyEmailMachine,
}: VerifyEmailScreenProps) {
  const { t, i18n } = useTranslation()
  const [snapshot, send] = useMachine(machine, { input: { cooldownSeconds } })
  const email = AuthContext.useSelector((state) =>
    state.hasTag('signedIn') ? state.context.userData?.email : undefined,
  )
  const { secondsLeft, hasFailed } = snapshot.context
  const isSending = snapshot.hasTag('submitting')
  const isCoolingDown = snapshot.hasTag('coolingDown')
  const seconds = new Intl.NumberFormat(i18n.language).format(secondsLeft)

  const resendLabel = isSending
    ? t('auth.verify.sending')
    : isCoolingDown
      ? t('auth.verify.resendIn', { seconds })
      : t('auth.verify.resend')

  return (
    <AuthPageFrame variant={variant} page="verify-email">
      <AuthTitle title={t('auth.verify.title')} />
      <Text as="p" className="cea-auth-title__lead">
        {t('auth.verify.sentTo')}{' '}
        <bdi className="cea-auth-emphasis">{email ?? maskedExampleEmail}</bdi>
      </Text>
      <Text as="p" className="cea-auth-title__lead">
        {t('auth.verify.instructions')}
      </Text>
      {hasFailed ? <Banner variant="critical" title={t('auth.common.sendFailed')} /> : null}
      {snapshot.hasTag('sent') ? (
        <Text as="p" role="status" className="cea-auth-status">
          <SuccessIcon />
          {t('auth.verify.sent')}
        </Text>
      ) : null}
      <LinkButton as={RouterLink} to={skipTo} variant="primary" block>
        {t('auth.verify.skip')}
      </LinkButton>
      <div className="cea-auth-row cea-auth-row--centred">
        <Text className="cea-auth-title__lead">{t('auth.verify.noEmail')}</Text>
        <Button
          loading={isSending}
          loadingAnnouncement={t('auth.verify.sending')}
          disabled={isCoolingDown}
          onClick={() => send({ type: 'verify.resend' })}
        >
          {resendLabel}
        </Button>
      </div>
    </AuthPageFrame>
  )
}
