import { Heading } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { PasswordChangeForm } from '../../components/account-security/PasswordChangeForm'
import { TwoStepCard } from '../../components/account-security/TwoStepCard'
import { failureText } from '../users/userWords'
import { UserViewContext } from './userViewContext'
import {
  dateText,
  isPasswordField,
  passwordInputsOf,
  passwordRulesOf,
  problemText,
  twoStepWords,
} from './userViewWords'

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
      <PasswordChangeForm
        className="cea-user-view__form cea-user-view__form--columns"
        wideClassName="cea-user-view__wide"
        inputs={passwordInputsOf(t, fields, errors)}
        rules={passwordRulesOf(t, fields.newPassword)}
        failure={failure ? failureText(t, failure) : null}
        isSaving={isSaving}
        submitLabel={t('userView.password.submit')}
        savingLabel={t('common.saving')}
        onChange={(field, value) => {
          if (isPasswordField(field)) view.send({ type: 'password.change', field, value })
        }}
        onSubmit={() => view.send({ type: 'password.submit' })}
      />
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
  return (
    <TwoStepCard
      words={twoStepWords(t)}
      className="cea-user-view__card"
      isOn={stored?.enabled ?? false}
      phone={phone}
      storedPhone={stored?.phone ?? ''}
      phoneError={problemText(t, error)}
      failure={failure ? failureText(t, failure) : null}
      isSaving={isSaving}
      onPhoneChange={(value) => view.send({ type: 'twoStep.phone', value })}
      onSubmit={(enabled) => view.send({ type: 'twoStep.submit', enabled })}
    />
  )
}
