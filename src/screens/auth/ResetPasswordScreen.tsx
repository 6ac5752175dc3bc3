import { Banner, Button, FormControl, Link, LinkButton, Text, TextInput } from '@primer/react'
import { useMachine } from '@xstate/react'
import { type FormEvent, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import {
  type ResetPasswordField,
  resetPasswordMachine,
} from '../../machines/auth/resetPasswordMachine'
import { AuthPageFrame, AuthTitle } from './AuthPageFrame'
import { type AuthVariant, authPagePath } from './authPaths'
import { SuccessIcon } from './SignedInStatus'
import { type ProblemField, useAuthMessages } from './useAuthMessages'
import { usePasswordReveal } from './usePasswordReveal'

export interface ResetPasswordScreenProps {
  variant: AuthVariant
  /** Where "Back to login" and "Sign in" lead; the same variant's login page by default. */
  loginTo?: string
  /** The flow's machine; stories pass one with other actors (instant, never-ending). */
  machine?: typeof resetPasswordMachine
}

const problemFields: Record<ResetPasswordField, ProblemField> = {
  password: 'newPassword',
  confirmPassword: 'confirmPassword',
}

/** Sets a new password (8+ characters, typed twice). The demo keeps no reset tokens. */
export function ResetPasswordScreen({
  variant,
  loginTo = authPagePath('login', variant),
  machine = resetPasswordMachine,
}: ResetPasswordScreenProps) {
  const { t } = useTranslation()
  const messages = useAuthMessages()
  const [snapshot, send, actor] = useMachine(machine)
  const inputs = {
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  }
  const revealPassword = usePasswordReveal({
    show: t('auth.password.show'),
    hide: t('auth.password.hide'),
  })
  const revealConfirmation = usePasswordReveal({
    show: t('auth.password.showConfirmation'),
    hide: t('auth.password.hideConfirmation'),
  })
  const { problems, hasFailed } = snapshot.context
  const isSubmitting = snapshot.hasTag('submitting')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'reset.submit' })
    const found = actor.getSnapshot().context.problems
    const firstInvalid = (['password', 'confirmPassword'] as const).find((field) => found[field])
    if (firstInvalid) inputs[firstInvalid].current?.focus()
  }

  if (snapshot.hasTag('success')) {
    return (
      <AuthPageFrame variant={variant} page="reset-password">
        <AuthTitle title={t('auth.reset.doneTitle')} lead={t('auth.reset.doneLead')} />
        <div className="cea-auth-success">
          <Text as="p" role="status" className="cea-auth-status">
            <SuccessIcon />
            {t('auth.reset.done')}
          </Text>
          <LinkButton as={RouterLink} to={loginTo} variant="primary">
            {t('auth.reset.signIn')}
          </LinkButton>
        </div>
      </AuthPageFrame>
    )
  }

  const passwordField = (
    field: ResetPasswordField,
    label: string,
    reveal: ReturnType<typeof usePasswordReveal>,
  ) => {
    const message = messages.problem(problemFields[field], problems[field])
    return (
      <FormControl required>
        <FormControl.Label>{label}</FormControl.Label>
        <TextInput
          ref={inputs[field]}
          block
          name={field}
          autoComplete="new-password"
          type={reveal.type}
          trailingAction={reveal.trailingAction}
          value={snapshot.context[field]}
          onChange={(event) => send({ type: 'reset.change', field, value: event.target.value })}
          validationStatus={message ? 'error' : undefined}
        />
        {message ? (
          <FormControl.Validation variant="error">{message}</FormControl.Validation>
        ) : null}
        {field === 'password' ? (
          <FormControl.Caption>{t('auth.reset.hint')}</FormControl.Caption>
        ) : null}
      </FormControl>
    )
  }

  return (
    <AuthPageFrame variant={variant} page="reset-password">
      <AuthTitle title={t('auth.reset.title')} lead={t('auth.reset.lead')} />
      {hasFailed ? <Banner variant="critical" title={t('auth.reset.failed')} /> : null}
      <form noValidate onSubmit={submit} aria-label={t('auth.reset.formLabel')}>
        <div className="cea-auth-fields">
          {passwordField('password', t('auth.fields.newPassword'), revealPassword)}
          {passwordField('confirmPassword', t('auth.fields.confirmPassword'), revealConfirmation)}
          <Button
            type="submit"
            variant="primary"
            block
            loading={isSubmitting}
            loadingAnnouncement={t('auth.reset.submitting')}
          >
            {isSubmitting ? t('auth.reset.submitting') : t('auth.reset.submit')}
          </Button>
        </div>
      </form>
      <Text as="p" className="cea-auth-aside">
        <Link inline as={RouterLink} to={loginTo}>
          {t('auth.common.backToLogin')}
        </Link>
      </Text>
    </AuthPageFrame>
  )
}
