import { Banner, Button, FormControl, Link, Text, TextInput } from '@primer/react'
import { useMachine } from '@xstate/react'
import { type FormEvent, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { forgotPasswordMachine } from '../../machines/auth/forgotPasswordMachine'
import { AuthPageFrame, AuthTitle } from './AuthPageFrame'
import { type AuthVariant, authPagePath } from './authPaths'
import { SuccessIcon } from './SignedInStatus'
import { useAuthMessages } from './useAuthMessages'

export interface ForgotPasswordScreenProps {
  variant: AuthVariant
  /** Where "Back to login" leads; the same variant's login page by default. */
  loginTo?: string
  /** The flow's machine; stories pass one with other actors (instant, never-ending). */
  machine?: typeof forgotPasswordMachine
}

/** Asks for the account's email and "sends" a reset link (the demo has no mail server). */
export function ForgotPasswordScreen({
  variant,
  loginTo = authPagePath('login', variant),
  machine = forgotPasswordMachine,
}: ForgotPasswordScreenProps) {
  const { t } = useTranslation()
  const messages = useAuthMessages()
  const [snapshot, send, actor] = useMachine(machine)
  const emailRef = useRef<HTMLInputElement>(null)
  const { email, emailProblem, sentTo, hasFailed } = snapshot.context
  const isSubmitting = snapshot.hasTag('submitting')
  const emailMessage = messages.problem('email', emailProblem)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'forgot.submit' })
    // A refused address: the field takes the focus, so its message is read out.
    if (actor.getSnapshot().context.emailProblem) emailRef.current?.focus()
  }

  const backToLogin = (
    <Text as="p" className="cea-auth-aside">
      <Link inline as={RouterLink} to={loginTo}>
        {t('auth.common.backToLogin')}
      </Link>
    </Text>
  )

  if (snapshot.hasTag('success')) {
    return (
      <AuthPageFrame variant={variant} page="forgot-password">
        <AuthTitle title={t('auth.forgot.sentTitle')} lead={t('auth.forgot.sentLead')} />
        {hasFailed ? <Banner variant="critical" title={t('auth.common.sendFailed')} /> : null}
        <div className="cea-auth-success">
          <Text as="p" role="status" className="cea-auth-status">
            <SuccessIcon />
            <span>
              {t('auth.forgot.sentTo')} <bdi className="cea-auth-emphasis">{sentTo}</bdi>
            </span>
          </Text>
          {snapshot.hasTag('resent') ? (
            <Text as="p" role="status" className="cea-auth-title__lead">
              {t('auth.forgot.resent')}
            </Text>
          ) : null}
          <div className="cea-auth-row">
            <Text className="cea-auth-title__lead">{t('auth.forgot.noEmail')}</Text>
            <Button
              loading={isSubmitting}
              loadingAnnouncement={t('auth.forgot.resending')}
              onClick={() => send({ type: 'forgot.resend' })}
            >
              {isSubmitting ? t('auth.forgot.resending') : t('auth.forgot.resend')}
            </Button>
          </div>
          <Button variant="invisible" onClick={() => send({ type: 'forgot.edit' })}>
            {t('auth.forgot.useAnother')}
          </Button>
        </div>
        {backToLogin}
      </AuthPageFrame>
    )
  }

  return (
    <AuthPageFrame variant={variant} page="forgot-password">
      <AuthTitle title={t('auth.forgot.title')} lead={t('auth.forgot.lead')} />
      {hasFailed ? <Banner variant="critical" title={t('auth.common.sendFailed')} /> : null}
      <form noValidate onSubmit={submit} aria-label={t('auth.forgot.formLabel')}>
        <div className="cea-auth-fields">
          <FormControl required>
            <FormControl.Label>{t('auth.fields.email')}</FormControl.Label>
            <TextInput
              ref={emailRef}
              block
              type="email"
              name="email"
              autoComplete="email"
              placeholder={t('auth.fields.emailPlaceholder')}
              value={email}
              onChange={(event) => send({ type: 'forgot.change', email: event.target.value })}
              validationStatus={emailMessage ? 'error' : undefined}
            />
            {emailMessage ? (
              <FormControl.Validation variant="error">{emailMessage}</FormControl.Validation>
            ) : null}
          </FormControl>
          <Button
            type="submit"
            variant="primary"
            block
            loading={isSubmitting}
            loadingAnnouncement={t('auth.forgot.submitting')}
          >
            {isSubmitting ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
          </Button>
        </div>
      </form>
      {backToLogin}
    </AuthPageFrame>
  )
}
