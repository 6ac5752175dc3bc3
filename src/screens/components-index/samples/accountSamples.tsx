import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PasswordChangeForm } from '../../../components/account-security/PasswordChangeForm'
import { TwoStepCard } from '../../../components/account-security/TwoStepCard'
import {
  emptyPasswordFields,
  type FieldProblems,
  type PasswordField,
  type PasswordFields,
  validatePassword,
  validatePhone,
} from '../../../machines/shared/fieldProblems'
import {
  isPasswordField,
  passwordInputsOf,
  passwordRulesOf,
  problemText,
  twoStepWords,
} from '../../user-view/userViewWords'

// The account's security forms with the checks the app applies before sending; a valid form is
// "saved" in the card only: nothing leaves it.

/** Two-step verification: the switch needs a valid phone; a changed phone can be saved. */
export function TwoStepCardSample() {
  const { t } = useTranslation()
  const [stored, setStored] = useState({ isOn: false, phone: '' })
  const [phone, setPhone] = useState('')
  const [isChecked, setIsChecked] = useState(false)
  const [enabling, setEnabling] = useState(false)
  const problem = isChecked ? validatePhone(phone, enabling) : undefined
  return (
    <TwoStepCard
      words={twoStepWords(t)}
      className="cea-components-index__stage"
      isOn={stored.isOn}
      phone={phone}
      storedPhone={stored.phone}
      phoneError={problemText(t, problem)}
      failure={null}
      isSaving={false}
      onPhoneChange={setPhone}
      onSubmit={(enabled) => {
        setIsChecked(true)
        setEnabling(enabled)
        if (!validatePhone(phone, enabled)) setStored({ isOn: enabled, phone })
      }}
    />
  )
}

/** A new password, its rules ticked as it is typed; Change password checks both fields. */
export function PasswordChangeFormSample() {
  const { t } = useTranslation()
  const [fields, setFields] = useState<PasswordFields>(emptyPasswordFields)
  const [errors, setErrors] = useState<FieldProblems<PasswordField>>({})
  return (
    <PasswordChangeForm
      className="cea-components-index__form"
      wideClassName=""
      inputs={passwordInputsOf(t, fields, errors)}
      rules={passwordRulesOf(t, fields.newPassword)}
      failure={null}
      isSaving={false}
      submitLabel={t('userView.password.submit')}
      savingLabel={t('common.saving')}
      onChange={(field, value) => {
        if (isPasswordField(field)) setFields((current) => ({ ...current, [field]: value }))
      }}
      onSubmit={() => setErrors(validatePassword(fields))}
    />
  )
}
