import { Banner, Button, Checkbox, Link, Text, TextInput } from '@primer/react'
import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import type { UserData } from '../../api/types/auth'
import { productName } from '../../components/brand/Brand'
import { FormField } from '../../components/form-field/FormField'
import { type LoginForm, validateLogin } from '../../machines/auth/authFormRules'
import { AuthContext } from './authContext'
import { AuthPageFrame, AuthTitle } from './AuthPageFrame'
import { type AuthVariant, authPagePath } from './authPaths'
import { DemoAccounts } from './DemoAccounts'
import { SignedInStatus } from './SignedInStatus'
import { useAuthMessages } from './useAuthMessages'
import { usePasswordReveal } from './usePasswordReveal'

export interface LoginScreenProps {
  variant: AuthVariant
  /** Where "Create an account" leads; the same variant's register page by default. */
  registerTo?: string
  /** Where "Forgot password?" leads; the same variant's forgot-password page by default. */
  forgotPasswordTo?: string
  /** Called once signed in. The app's route guard redirects; stories need not pass it. */
  onSignedIn?: (userData: UserData) => void
}

/**
 * Sign in with email and password through the auth machine. Validates before
 * sending, shows the server's answer at its field, and shows the session-expired
 * notice. It does not navigate: once signed in it says so, and the app redirects.
 */
export function LoginScreen({
  variant,
  registerTo = authPagePath('register', variant),
  forgotPasswordTo = authPagePath('forgot-password', variant),
  onSignedIn,
}: LoginScreenProps) {
  const { t } = useTranslation()
  const messages = useAuthMessages()
  const auth = AuthContext.useActorRef()
  const isSubmitting = AuthContext.useSelector((state) => state.hasTag('submitting'))
  const isRestoring = AuthContext.useSelector((state) => state.hasTag('loading'))
  const signedInUser = AuthContext.useSelector((state) =>
    state.hasTag('signedIn') ? state.context.userData : null,
  )
  const fieldErrors = AuthContext.useSelector((state) => state.context.fieldErrors)
  const formError = AuthContext.useSelector((state) => state.context.formError)
  const notice = AuthContext.useSelector((state) => state.context.notice)

  const [form, setForm] = useState<LoginForm>({ email: '', password: '' })
  const [isRemembered, setIsRemembered] = useState(true)
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false)
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const reveal = usePasswordReveal({ show: t('auth.password.show'), hide: t('auth.password.hide') })

  // Once per sign-in, whichever callback the parent passes on later renders.
  const notifySignedIn = useEffectEvent((userData: UserData) => onSignedIn?.(userData))
  useEffect(() => {
    if (signedInUser) notifySignedIn(signedInUser)
  }, [signedInUser])

  const problems = hasTriedSubmit ? validateLogin(form) : {}
  const emailMessage =
    messages.problem('email', problems.email) ?? messages.server(fieldErrors.email)
  const passwordMessage =
    messages.problem('password', problems.password) ?? messages.server(fieldErrors.password)
  const hasServerErrors = Boolean(fieldErrors.email || fieldErrors.password || formError)

  const change = (next: Partial<LoginForm>) => {
    setForm((current) => ({ ...current, ...next }))
    // The server's verdict was about what was typed before.
    if (hasServerErrors) auth.send({ type: 'auth.clearErrors' })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (isSubmitting || isRestoring) return
    setHasTriedSubmit(true)
    const found = validateLogin(form)
    if (found.email || found.password) {
      ;(found.email ? emailRef : passwordRef).current?.focus()
      return
    }
    auth.send({
      type: 'auth.login',
      email: form.email.trim(),
      password: form.password,
      isRemembered,
    })
  }

  return (
    <AuthPageFrame variant={variant} page="login">
      <AuthTitle
        title={t('auth.login.title', { product: productName })}
        lead={t('auth.login.lead')}
      />
      {notice === 'sessionExpired' ? (
        <Banner variant="warning" title={t('auth.notice.sessionExpired')} />
      ) : null}
      {notice === 'signedOut' ? <Banner variant="info" title={t('auth.notice.signedOut')} /> : null}

      {signedInUser ? (
        <SignedInStatus name={signedInUser.fullName} />
      ) : (
        <>
          <DemoAccounts
            onUse={(account) => {
              setForm({ email: account.email, password: account.password })
              if (hasServerErrors) auth.send({ type: 'auth.clearErrors' })
            }}
          />
          {formError ? (
            <Banner
              variant="critical"
              title={t('auth.login.failedTitle')}
              description={messages.server(formError)}
            />
          ) : null}
          <form noValidate onSubmit={submit} aria-label={t('auth.login.formLabel')}>
            <div className="cea-auth-fields">
              <FormField label={t('auth.fields.email')} isRequired error={emailMessage}>
                {(inputProps) => (
                  <TextInput
                    {...inputProps}
                    ref={emailRef}
                    block
                    type="email"
                    name="email"
                    autoComplete="username"
                    placeholder={t('auth.fields.emailPlaceholder')}
                    value={form.email}
                    onChange={(event) => change({ email: event.target.value })}
                    validationStatus={emailMessage ? 'error' : undefined}
                  />
                )}
              </FormField>
              <FormField label={t('auth.fields.password')} isRequired error={passwordMessage}>
                {(inputProps) => (
                  <TextInput
                    {...inputProps}
                    ref={passwordRef}
                    block
                    name="password"
                    autoComplete="current-password"
                    type={reveal.type}
                    trailingAction={reveal.trailingAction}
                    value={form.password}
                    onChange={(event) => change({ password: event.target.value })}
                    validationStatus={passwordMessage ? 'error' : undefined}
                  />
                )}
              </FormField>
              <div className="cea-auth-row">
                <label className="cea-auth-checkbox">
                  <Checkbox
                    checked={isRemembered}
                    onChange={(event) => setIsRemembered(event.target.checked)}
                  />
                  {t('auth.login.rememberMe')}
                </label>
                <Link inline as={RouterLink} to={forgotPasswordTo}>
                  {t('auth.login.forgotPassword')}
                </Link>
              </div>
              <Button
                type="submit"
                variant="primary"
                block
                loading={isSubmitting}
                loadingAnnouncement={t('auth.login.submitting')}
                disabled={isRestoring}
              >
                {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
              </Button>
            </div>
          </form>
          <Text as="p" className="cea-auth-aside">
            {t('auth.login.newHere')}{' '}
            <Link inline as={RouterLink} to={registerTo}>
              {t('auth.login.createAccount')}
            </Link>
          </Text>
        </>
      )}
    </AuthPageFrame>
  )
}
