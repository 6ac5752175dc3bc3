import { TextInput } from '@primer/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field/FormField'
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
