import { Heading } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { PasswordChangeForm } from '../../components/account-security/PasswordChangeForm'
import { TwoStepCard } from '../../components/account-security/TwoStepCard'
import type { PasswordDraftField } from '../../machines/account-settings/accountSettingsForms'
import { AccountSettingsContext } from './accountSettingsContext'
import { dateTimeText, failureText, problemText } from './accountSettingsWords'
import { SessionsSection } from './SessionsSection'
import { passwordRulesOf, twoStepWords } from '../user-view/userViewWords'

const passwordFields: readonly PasswordDraftField[] = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
]
const isPasswordDraftField = (name: string): name is PasswordDraftField =>
  (passwordFields as readonly string[]).includes(name)

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
      <PasswordChangeForm
        className="cea-account-settings__form"
        wideClassName="cea-account-settings__wide"
        inputs={passwordFields.map((field) => ({
          name: field,
          label: t(`accountSettings.password.${field}`),
          value: fields[field],
          error: problemText(t, problems[field]),
          autoComplete: field === 'currentPassword' ? 'current-password' : 'new-password',
        }))}
        rules={passwordRulesOf(t, fields.newPassword)}
        failure={failureText(t, failure)}
        isSaving={isSaving}
        submitLabel={t('accountSettings.password.submit')}
        savingLabel={t('common.saving')}
        onChange={(field, value) => {
          if (isPasswordDraftField(field)) view.send({ type: 'password.change', field, value })
        }}
        onSubmit={() => view.send({ type: 'password.submit' })}
      />
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
  return (
    <TwoStepCard
      words={twoStepWords(t)}
      className="cea-account-settings__card"
      isOn={stored?.enabled ?? false}
      phone={phone}
      storedPhone={stored?.phone ?? ''}
      phoneError={problemText(t, problem)}
      failure={failureText(t, failure)}
      isSaving={isSaving}
      onPhoneChange={(value) => view.send({ type: 'twoStep.phone', value })}
      onSubmit={(enabled) => view.send({ type: 'twoStep.submit', enabled })}
    />
  )
}
