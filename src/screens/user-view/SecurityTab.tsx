import { Button, Flash, Heading, TextInput, ToggleSwitch } from '@primer/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../components/form-field/FormField'
import { PasswordRules } from '../../components/password-rules/PasswordRules'
import { type PasswordField, passwordRules } from '../../machines/shared/fieldProblems'
import { failureText } from '../users/userWords'
import { UserViewContext } from './userViewContext'
import { dateText, problemText } from './userViewWords'

const passwordFields: readonly PasswordField[] = ['newPassword', 'confirmPassword']

/** Security: change the password (its rules as a checklist) and two-step verification. */
export function SecurityTab() {
  return (
    <div className="cea-user-view__sections">
      <PasswordSection />
      <TwoStepSection />
    </div>
  )
}

function PasswordSection() {
  const { t, i18n } = useTranslation()
  const view = UserViewContext.useActorRef()
  const { fields, errors, failure } = UserViewContext.useSelector(
    (snapshot) => snapshot.context.password,
  )
  const changedAt = UserViewContext.useSelector(
    (snapshot) => snapshot.context.account?.passwordChangedAt ?? null,
  )
  const isSaving = UserViewContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { password: 'saving' } }),
  )
  return (
    <section className="cea-user-view__card" aria-labelledby="cea-user-password">
      <Heading as="h2" id="cea-user-password" className="cea-user-view__subtitle">
        {t('userView.password.title')}
      </Heading>
      <p className="cea-user-view__muted">
        {changedAt
          ? t('userView.password.changedAt', { date: dateText(i18n.language, changedAt) })
          : t('userView.password.neverChanged')}
      </p>
      <form
        className="cea-user-view__form cea-user-view__form--columns"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          view.send({ type: 'password.submit' })
        }}
      >
        {failure ? (
          <Flash variant="danger" className="cea-user-view__wide">
            {failureText(t, failure)}
          </Flash>
        ) : null}
        {passwordFields.map((field) => (
          <FormField
            key={field}
            label={t(`userView.password.${field}`)}
            isRequired
            error={problemText(t, errors[field])}
          >
            {(inputProps) => (
              <TextInput
                {...inputProps}
                type="password"
                autoComplete="new-password"
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
          className="cea-user-view__rules"
          value={fields.newPassword}
          rules={passwordRules}
          label={t('userView.password.rules')}
          ruleText={(rule) => t(`userView.password.rule.${rule}`)}
          metText={t('userView.password.met')}
          notMetText={t('userView.password.notMet')}
        />
        <div className="cea-user-view__form-actions">
          <Button
            type="submit"
            variant="primary"
            loading={isSaving}
            loadingAnnouncement={t('common.saving')}
          >
            {t('userView.password.submit')}
          </Button>
        </div>
      </form>
    </section>
  )
}

function TwoStepSection() {
  const { t } = useTranslation()
  const view = UserViewContext.useActorRef()
  const stored = UserViewContext.useSelector((snapshot) => snapshot.context.account?.twoStep)
  const { phone, error, failure } = UserViewContext.useSelector(
    (snapshot) => snapshot.context.twoStep,
  )
  const isSaving = UserViewContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { twoStep: 'saving' } }),
  )
  const labelId = useId()
  const isOn = stored?.enabled ?? false
  return (
    <section className="cea-user-view__card" aria-labelledby="cea-user-two-step">
      <Heading as="h2" id="cea-user-two-step" className="cea-user-view__subtitle">
        {t('userView.twoStep.title')}
      </Heading>
      <p className="cea-user-view__muted">{t('userView.twoStep.description')}</p>
      {failure ? (
        <Flash variant="danger" className="cea-user-view__wide">
          {failureText(t, failure)}
        </Flash>
      ) : null}
      <div className="cea-user-view__toggle">
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
      <form
        className="cea-user-view__form cea-user-view__form--inline"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          view.send({ type: 'twoStep.submit', enabled: true })
        }}
      >
        <FormField label={t('userView.twoStep.phone')} error={problemText(t, error)}>
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
        {isOn ? (
          <Button type="submit" disabled={isSaving || phone.trim() === stored?.phone}>
            {t('userView.twoStep.savePhone')}
          </Button>
        ) : null}
      </form>
    </section>
  )
}
