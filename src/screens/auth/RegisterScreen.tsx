import {
  Banner,
  Button,
  Checkbox,
  FormControl,
  Link,
  Text,
  TextInput,
  type TextInputProps,
} from '@primer/react'
import { InlineMessage } from '@primer/react/experimental'
import {
  type FormEvent,
  type RefObject,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import type { UserData } from '../../api/types/auth'
import {
  passwordStrength,
  type RegisterForm,
  validateRegister,
} from '../../machines/auth/authFormRules'
import { AuthContext } from './authContext'
import { AuthPageFrame, AuthTitle } from './AuthPageFrame'
import { type AuthVariant, authPagePath } from './authPaths'
import { SignedInStatus } from './SignedInStatus'
import { useAuthMessages } from './useAuthMessages'
import { usePasswordReveal } from './usePasswordReveal'

export interface RegisterScreenProps {
  variant: AuthVariant
  /** Where "Sign in instead" leads; the same variant's login page by default. */
  loginTo?: string
  /** Called once the new account is signed in. The app's route guard redirects. */
  onSignedIn?: (userData: UserData) => void
}

const emptyForm: RegisterForm = { username: '', email: '', password: '', hasAcceptedTerms: false }
type TextField = 'username' | 'email' | 'password'

/**
 * Create an account through `auth.register`: username, email, password with a
 * strength hint, and the terms checkbox. Duplicates come back at their fields.
 */
export function RegisterScreen({
  variant,
  loginTo = authPagePath('login', variant),
  onSignedIn,
}: RegisterScreenProps) {
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

  const [form, setForm] = useState<RegisterForm>(emptyForm)
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false)
  const usernameRef = useRef<HTMLInputElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const termsRef = useRef<HTMLInputElement>(null)
  const termsId = useId()
  const termsMessageId = useId()
  const reveal = usePasswordReveal({ show: t('auth.password.show'), hide: t('auth.password.hide') })

  // Once per sign-in, whichever callback the parent passes on later renders.
  const notifySignedIn = useEffectEvent((userData: UserData) => onSignedIn?.(userData))
  useEffect(() => {
    if (signedInUser) notifySignedIn(signedInUser)
  }, [signedInUser])

  const problems = hasTriedSubmit ? validateRegister(form) : {}
  const fieldMessage: Record<TextField, string | undefined> = {
    username:
      messages.problem('username', problems.username) ?? messages.server(fieldErrors.username),
    email: messages.problem('email', problems.email) ?? messages.server(fieldErrors.email),
    password:
      messages.problem('newPassword', problems.password) ?? messages.server(fieldErrors.password),
  }
  const termsMessage = messages.problem('terms', problems.hasAcceptedTerms)
  const strength = passwordStrength(form.password)
  const hasServerErrors = Object.keys(fieldErrors).length > 0 || Boolean(formError)

  const change = (next: Partial<RegisterForm>) => {
    setForm((current) => ({ ...current, ...next }))
    if (hasServerErrors) auth.send({ type: 'auth.clearErrors' })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (isSubmitting || isRestoring) return
    setHasTriedSubmit(true)
    const found = validateRegister(form)
    const firstInvalid = (
      [
        [found.username, usernameRef],
        [found.email, emailRef],
        [found.password, passwordRef],
        [found.hasAcceptedTerms, termsRef],
      ] as const
    ).find(([problem]) => problem)
    if (firstInvalid) {
      firstInvalid[1].current?.focus()
      return
    }
    auth.send({
      type: 'auth.register',
      username: form.username.trim(),
      email: form.email.trim(),
      password: form.password,
    })
  }

  const textField = (
    field: TextField,
    ref: RefObject<HTMLInputElement | null>,
    label: string,
    props: TextInputProps,
  ) => (
    <FormControl required>
      <FormControl.Label>{label}</FormControl.Label>
      <TextInput
        ref={ref}
        block
        name={field}
        value={form[field]}
        onChange={(event) => change({ [field]: event.target.value })}
        validationStatus={fieldMessage[field] ? 'error' : undefined}
        {...props}
      />
      {fieldMessage[field] ? (
        <FormControl.Validation variant="error">{fieldMessage[field]}</FormControl.Validation>
      ) : null}
      {field === 'password' ? (
        <FormControl.Caption>
          {strength
            ? t('auth.register.strength', { strength: t(`auth.register.strengths.${strength}`) })
            : t('auth.register.passwordHint')}
        </FormControl.Caption>
      ) : null}
    </FormControl>
  )

  return (
    <AuthPageFrame variant={variant} page="register">
      <AuthTitle title={t('auth.register.title')} lead={t('auth.register.lead')} />
      {signedInUser ? (
        <SignedInStatus name={signedInUser.fullName} />
      ) : (
        <>
          {formError ? (
            <Banner
              variant="critical"
              title={t('auth.register.failedTitle')}
              description={messages.server(formError)}
            />
          ) : null}
          <form noValidate onSubmit={submit} aria-label={t('auth.register.formLabel')}>
            <div className="cea-auth-fields">
              {textField('username', usernameRef, t('auth.fields.username'), {
                autoComplete: 'username',
                placeholder: t('auth.fields.usernamePlaceholder'),
              })}
              {textField('email', emailRef, t('auth.fields.email'), {
                type: 'email',
                autoComplete: 'email',
                placeholder: t('auth.fields.emailPlaceholder'),
              })}
              {textField('password', passwordRef, t('auth.fields.password'), {
                autoComplete: 'new-password',
                type: reveal.type,
                trailingAction: reveal.trailingAction,
              })}
              <div className="cea-auth-choice">
                <div className="cea-auth-choice__row">
                  <Checkbox
                    ref={termsRef}
                    id={termsId}
                    checked={form.hasAcceptedTerms}
                    onChange={(event) => change({ hasAcceptedTerms: event.target.checked })}
                    aria-invalid={termsMessage ? true : undefined}
                    aria-describedby={termsMessage ? termsMessageId : undefined}
                  />
                  <label htmlFor={termsId}>{t('auth.register.terms')}</label>
                </div>
                {termsMessage ? (
                  <InlineMessage id={termsMessageId} variant="critical" size="small">
                    {termsMessage}
                  </InlineMessage>
                ) : null}
              </div>
              <Button
                type="submit"
                variant="primary"
                block
                loading={isSubmitting}
                loadingAnnouncement={t('auth.register.submitting')}
                disabled={isRestoring}
              >
                {isSubmitting ? t('auth.register.submitting') : t('auth.register.submit')}
              </Button>
            </div>
          </form>
          <Text as="p" className="cea-auth-aside">
            {t('auth.register.haveAccount')}{' '}
            <Link inline as={RouterLink} to={loginTo}>
              {t('auth.register.signInInstead')}
            </Link>
          </Text>
        </>
      )}
    </AuthPageFrame>
  )
}
