import { Button, LinkButton, Text, TextInput } from '@primer/react'
import { InlineMessage } from '@primer/react/experimental'
import { useMachine } from '@xstate/react'
import { type ClipboardEvent, type FormEvent, type KeyboardEvent, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { codeLength, isDigitInput, readPastedCode } from '../../machines/auth/authFormRules'
import { isCodeComplete, twoStepsMachine } from '../../machines/auth/twoStepsMachine'
import { AuthPageFrame, AuthTitle } from './AuthPageFrame'
import type { AuthVariant } from './authPaths'
import { SuccessIcon } from './SignedInStatus'

/** The phone number the demo "sent" the code to, masked as a real page would. */
export const maskedExamplePhone = '•••• ••• 1234'

export interface TwoStepsScreenProps {
  variant: AuthVariant
  /** Where "Go to dashboard" leads once verified; home by default. */
  doneTo?: string
  /** The flow's machine; stories pass one with other actors (instant, never-ending). */
  machine?: typeof twoStepsMachine
}

/**
 * Two-step verification with six one-digit boxes: typing advances, Backspace on
 * an empty box goes back, pasting a six-digit code fills them all. The demo has
 * no real second factor: any six digits pass except 000000 (see twoStepsMachine).
 */
export function TwoStepsScreen({
  variant,
  doneTo = '/',
  machine = twoStepsMachine,
}: TwoStepsScreenProps) {
  const { t, i18n } = useTranslation()
  const [snapshot, send] = useMachine(machine)
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const legendId = useId()
  const messageId = useId()
  const { digits, problem, resendCount } = snapshot.context
  const isSubmitting = snapshot.hasTag('submitting')
  const isComplete = isCodeComplete(snapshot.context)
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value)

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(codeLength - 1, index))]
    box?.focus()
    box?.select()
  }

  const changeDigit = (index: number, typed: string) => {
    // The box may already hold a digit: the newest keystroke is the last character.
    const value = typed.slice(-1)
    if (!isDigitInput(value)) return
    send({ type: 'twoSteps.setDigit', index, value })
    if (value && index < codeLength - 1) focusBox(index + 1)
  }

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowRight' && index < codeLength - 1) {
      event.preventDefault()
      focusBox(index + 1)
    }
  }

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const text = event.clipboardData.getData('text')
    if (!readPastedCode(text)) return
    send({ type: 'twoSteps.paste', text })
    focusBox(codeLength - 1)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'twoSteps.submit' })
  }

  if (snapshot.hasTag('success')) {
    return (
      <AuthPageFrame variant={variant} page="two-steps">
        <AuthTitle title={t('auth.twoSteps.doneTitle')} lead={t('auth.twoSteps.doneLead')} />
        <div className="cea-auth-success">
          <Text as="p" role="status" className="cea-auth-status">
            <SuccessIcon />
            {t('auth.twoSteps.done')}
          </Text>
          <LinkButton as={RouterLink} to={doneTo} variant="primary">
            {t('auth.twoSteps.continue')}
          </LinkButton>
        </div>
      </AuthPageFrame>
    )
  }

  const message = problem ? t(`auth.twoSteps.problems.${problem}`) : undefined

  return (
    <AuthPageFrame variant={variant} page="two-steps">
      <AuthTitle title={t('auth.twoSteps.title')} lead={t('auth.twoSteps.lead')} />
      <Text as="p" className="cea-auth-emphasis">
        <bdi dir="ltr">{maskedExamplePhone}</bdi>
      </Text>
      <form noValidate onSubmit={submit} aria-label={t('auth.twoSteps.formLabel')}>
        <div className="cea-auth-fields">
          <fieldset className="cea-auth-code" aria-describedby={message ? messageId : undefined}>
            <legend id={legendId} className="cea-auth-code__legend">
              {t('auth.twoSteps.legend', { length: number(codeLength) })}
            </legend>
            <div className="cea-auth-code__boxes" dir="ltr">
              {digits.map((digit, index) => (
                <TextInput
                  // The boxes never move: the position is their identity.
                  key={`digit-${index}`}
                  ref={(element: HTMLInputElement | null) => {
                    boxes.current[index] = element
                  }}
                  aria-label={t('auth.twoSteps.digit', {
                    position: number(index + 1),
                    length: number(codeLength),
                  })}
                  inputMode="numeric"
                  autoComplete={index === 0 ? 'one-time-code' : 'off'}
                  readOnly={isSubmitting}
                  value={digit}
                  onChange={(event) => changeDigit(index, event.target.value)}
                  onKeyDown={(event) => keyDown(index, event)}
                  onPaste={paste}
                  onFocus={(event) => event.target.select()}
                  validationStatus={problem === 'invalidCode' ? 'error' : undefined}
                />
              ))}
            </div>
            {message ? (
              <InlineMessage
                id={messageId}
                variant="critical"
                size="small"
                className="cea-auth-code__message"
              >
                {message}
              </InlineMessage>
            ) : null}
          </fieldset>
          <Button
            type="submit"
            variant="primary"
            block
            disabled={!isComplete}
            loading={isSubmitting}
            loadingAnnouncement={t('auth.twoSteps.submitting')}
          >
            {isSubmitting ? t('auth.twoSteps.submitting') : t('auth.twoSteps.submit')}
          </Button>
        </div>
      </form>
      {resendCount > 0 ? (
        <Text as="p" role="status" className="cea-auth-aside">
          {t('auth.twoSteps.resent')}
        </Text>
      ) : null}
      <div className="cea-auth-row cea-auth-row--centred">
        <Text className="cea-auth-title__lead">{t('auth.twoSteps.noCode')}</Text>
        <Button variant="invisible" onClick={() => send({ type: 'twoSteps.resend' })}>
          {t('auth.twoSteps.resend')}
        </Button>
      </div>
      <Text as="p" size="small" className="cea-auth-aside">
        {t('auth.twoSteps.demoNote')}
      </Text>
    </AuthPageFrame>
  )
}
