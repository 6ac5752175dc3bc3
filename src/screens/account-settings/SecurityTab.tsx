import { Button, Flash, Heading, TextInput, ToggleSwitch } from '@primer/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../components/form-field/FormField'
import { PasswordRules } from '../../components/password-rules/PasswordRules'
import type { PasswordDraftField } from '../../machines/account-settings/accountSettingsForms'
import { passwordRules } from '../../machines/shared/fieldProblems'
import { AccountSettingsContext } from './accountSettingsContext'
import { dateTimeText, failureText, problemText } from './accountSettingsWords'
import { SessionsSection } from './SessionsSection'

const passwordFields: readonly PasswordDraftField[] = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
]

/** Security: the password, two-step verification and the account's sessions. */
export function SecurityTab() {
  return (
    <div className="cea-account-settings__sections">
      <PasswordSection />
      <TwoStepSection />
      <SessionsSection />
    </div>
  )
}

function PasswordSection() {
  const { t, i18n } = useTranslation()
  const view = AccountSettingsContext.useActorRef()
  const fields = AccountSettingsContext.useSelector((snapshot) => snapshot.context.password)
  const problems = AccountSettingsContext.useSelector((snapshot) => snapshot.context.problems)
  const failure = AccountSettingsContext.useSelector(
    (snapshot) => snapshot.context.failures.password,
  )
  const changedAt = AccountSettingsContext.useSelector(
    (snapshot) => snapshot.context.security?.passwordChangedAt ?? null,
  )
  const isSaving = AccountSettingsContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { password: 'saving' } }),
  )
  return (
    <section className="cea-account-settings__card" aria-labelledby="cea-account-password">
      <Heading as="h2" id="cea-account-password" className="cea-account-settings__subtitle">
        {t('accountSettings.password.title')}
      </Heading>
      <p className="cea-account-settings__muted">
        {changedAt
          ? t('accountSettings.password.changedAt', {
              date: dateTimeText(i18n.language, changedAt),
            })
          : t('accountSettings.password.neverChanged')}
      </p>
      <form
        className="cea-account-settings__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          view.send({ type: 'password.submit' })
        }}
      >
        {failure ? (
          <Flash variant="danger" className="cea-account-settings__wide">
            {failureText(t, failure)}
          </Flash>
        ) : null}
        {passwordFields.map((field) => (
          <FormField
            key={field}
            label={t(`accountSettings.password.${field}`)}
            isRequired
            error={problemText(t, problems[field])}
          >
            {(inputProps) => (
              <TextInput
                {...inputProps}
                type="password"
                autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
                block
                value={fields[field]}
                onChange={(event) =>
                  view.send({ type: 'password.change', field, value: event.target.value })
                }
              />
            )}
          </FormField>
        ))}
        <PasswordRules
          className="cea-account-settings__wide"
          value={fields.newPassword}
          rules={passwordRules}
          label={t('userView.password.rules')}
          ruleText={(rule) => t(`userView.password.rule.${rule}`)}
          metText={t('userView.password.met')}
          notMetText={t('userView.password.notMet')}
        />
        <div className="cea-account-settings__actions cea-account-settings__wide">
          <Button
            type="submit"
            variant="primary"
            loading={isSaving}
            loadingAnnouncement={t('common.saving')}
          >
            {t('accountSettings.password.submit')}
          </Button>
        </div>
      </form>
    </section>
  )
}

function TwoStepSection() {
  const { t } = useTranslation()
  const view = AccountSettingsContext.useActorRef()
  const stored = AccountSettingsContext.useSelector(
    (snapshot) => snapshot.context.security?.twoStep,
  )
  const phone = AccountSettingsContext.useSelector((snapshot) => snapshot.context.phone)
  const problem = AccountSettingsContext.useSelector((snapshot) => snapshot.context.problems.phone)
  const failure = AccountSettingsContext.useSelector(
    (snapshot) => snapshot.context.failures.twoStep,
  )
  const isSaving = AccountSettingsContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { twoStep: 'saving' } }),
  )
  const labelId = useId()
  const isOn = stored?.enabled ?? false
  return (
    <section className="cea-account-settings__card" aria-labelledby="cea-account-two-step">
      <Heading as="h2" id="cea-account-two-step" className="cea-account-settings__subtitle">
        {t('userView.twoStep.title')}
      </Heading>
      <p className="cea-account-settings__muted">{t('userView.twoStep.description')}</p>
      {failure ? <Flash variant="danger">{failureText(t, failure)}</Flash> : null}
      <form
        className="cea-account-settings__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          view.send({ type: 'twoStep.submit', enabled: true })
        }}
      >
        <FormField label={t('userView.twoStep.phone')} error={problemText(t, problem)}>
          {(inputProps) => (
            <TextInput
              {...inputProps}
              type="tel"
              autoComplete="tel"
              block
              value={phone}
              onChange={(event) => view.send({ type: 'twoStep.phone', value: event.target.value })}
            />
          )}
        </FormField>
        <div className="cea-account-settings__toggle">
          <span id={labelId}>{t('userView.twoStep.toggle')}</span>
          <ToggleSwitch
            aria-labelledby={labelId}
            size="small"
            checked={isOn}
            loading={isSaving}
            loadingLabel={t('common.saving')}
            buttonLabelOn={t('userView.twoStep.on')}
            buttonLabelOff={t('userView.twoStep.off')}
            onClick={() => view.send({ type: 'twoStep.submit', enabled: !isOn })}
          />
        </div>
      </form>
    </section>
  )
}
