import { CheckCircleFillIcon } from '@primer/octicons-react'
import { Banner, Button, FormControl, Heading, Stack, Text, TextInput } from '@primer/react'
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromCall } from '../../machines/shared/fromCall'
import { type SubscriptionRequest, subscribeMachine } from '../../machines/misc/subscribeMachine'
import { LaunchCountdown } from './LaunchCountdown'
import { RocketIllustration } from './MiscIllustrations'
import { MiscPageFrame } from './MiscPageFrame'
import './miscScreens.css'

export interface ComingSoonScreenProps {
  /** "Today" for the page (a pinned day in stories); the launch is 30 days later. Default: now. */
  referenceDate?: Date
  /** Replaces the built-in client-side subscribe step (stories and tests control it). */
  submitSubscription?: (request: SubscriptionRequest) => Promise<void>
}

/** /misc/coming-soon: what is coming, a live countdown and a "Notify me" form. */
export function ComingSoonScreen({ referenceDate, submitSubscription }: ComingSoonScreenProps) {
  const { t } = useTranslation()
  const [logic] = useState(() =>
    submitSubscription
      ? subscribeMachine.provide({
          actors: {
            submitSubscription: fromCall<undefined, SubscriptionRequest>(async ({ input }) => {
              await submitSubscription(input)
              return undefined
            }),
          },
        })
      : subscribeMachine,
  )
  const [snapshot, send] = useMachine(logic)
  const { email, fieldError, subscribedEmail, hasFailed } = snapshot.context
  const isSubmitting = snapshot.hasTag('submitting')

  return (
    <MiscPageFrame>
      <RocketIllustration />
      <Heading as="h1">{t('misc.comingSoon.title')}</Heading>
      <Text as="p" size="large">
        {t('misc.comingSoon.message')}
      </Text>
      <LaunchCountdown referenceDate={referenceDate} />
      <div role="status" className="cea-subscribe__status">
        {subscribedEmail ? (
          <Stack direction="horizontal" gap="condensed" align="center" justify="center">
            <CheckCircleFillIcon className="cea-subscribe__success-icon" aria-hidden="true" />
            <Text as="p" weight="semibold">
              {t('misc.comingSoon.thanks', { email: subscribedEmail })}
            </Text>
          </Stack>
        ) : null}
      </div>
      {subscribedEmail ? null : (
        <form
          className="cea-subscribe"
          noValidate
          aria-label={t('misc.comingSoon.formLabel')}
          onSubmit={(event) => {
            event.preventDefault()
            send({ type: 'subscribe.submit' })
          }}
        >
          {hasFailed ? (
            <Banner
              variant="critical"
              title={t('misc.comingSoon.failedTitle')}
              description={t('misc.comingSoon.failed')}
              hideTitle
              className="cea-subscribe__banner"
            />
          ) : null}
          <Stack direction="horizontal" gap="condensed" align="start" wrap="wrap" justify="center">
            <FormControl className="cea-subscribe__field">
              <FormControl.Label visuallyHidden>
                {t('misc.comingSoon.emailLabel')}
              </FormControl.Label>
              <TextInput
                type="email"
                name="email"
                autoComplete="email"
                size="large"
                block
                placeholder={t('misc.comingSoon.emailPlaceholder')}
                value={email}
                readOnly={isSubmitting}
                onChange={(event) => send({ type: 'subscribe.change', email: event.target.value })}
              />
              {fieldError ? (
                <FormControl.Validation variant="error">
                  {t(`misc.comingSoon.errors.${fieldError}`)}
                </FormControl.Validation>
              ) : null}
            </FormControl>
            <Button
              type="submit"
              variant="primary"
              size="large"
              loading={isSubmitting}
              loadingAnnouncement={t('common.sending')}
            >
              {t('misc.comingSoon.notify')}
            </Button>
          </Stack>
        </form>
      )}
    </MiscPageFrame>
  )
}
