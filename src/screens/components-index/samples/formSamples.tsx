import { TextInput } from '@primer/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LabelledChoice } from '../../../components/choice/LabelledChoice'
import { FormField } from '../../../components/form-field/FormField'
import { phoneMask } from '../../../components/masked-input/inputMasks'
import { MaskedInput } from '../../../components/masked-input/MaskedInput'
import { PasswordRules } from '../../../components/password-rules/PasswordRules'
import { passwordRulesOf } from '../../user-view/userViewWords'

// Form pieces with their own state: nothing typed here leaves the card.

/** A required field that says so once it is left empty. */
export function FormFieldSample() {
  const { t } = useTranslation()
  const [value, setValue] = useState('')
  const [isTouched, setIsTouched] = useState(false)
  const error = isTouched && !value.trim() ? t('componentsIndex.samples.fieldRequired') : null
  return (
    <FormField label={t('componentsIndex.samples.fieldLabel')} isRequired error={error}>
      {(inputProps) => (
        <TextInput
          {...inputProps}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setIsTouched(true)}
          block
        />
      )}
    </FormField>
  )
}

/** The rules of a sample password, ticked as it meets them. */
export function PasswordRulesSample() {
  const { t } = useTranslation()
  return <PasswordRules {...passwordRulesOf(t, 'Kit2026')} />
}

/** A switch that takes effect at once. */
export function LabelledChoiceSample() {
  const { t } = useTranslation()
  const [isOn, setIsOn] = useState(true)
  return (
    <LabelledChoice
      kind="switch"
      label={t('componentsIndex.samples.choiceLabel')}
      checked={isOn}
      onChange={setIsOn}
    />
  )
}

/** A phone number written in its mask's shape as it is typed. */
export function MaskedInputSample() {
  const { t } = useTranslation()
  const [phone, setPhone] = useState('')
  return (
    <FormField label={t('componentsIndex.samples.phoneLabel')}>
      {(inputProps) => (
        <MaskedInput
          {...inputProps}
          mask={phoneMask}
          value={phone}
          onValueChange={setPhone}
          block
        />
      )}
    </FormField>
  )
}
