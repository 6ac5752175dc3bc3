import { Textarea, TextInput, type TextInputProps } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../components/form-field/FormField'
import { formElementsLimits, type FormElementsValues } from '../../machines/forms/formElementsRules'
import { usePasswordReveal } from '../auth/usePasswordReveal'
import type { FieldSectionProps } from './formElementsFields'
import { FormsKitSection } from './FormsKitSection'

type TextValues = Pick<FormElementsValues, 'fullName' | 'quantity' | 'password' | 'bio'>

interface TextFieldsSectionProps extends FieldSectionProps {
  values: TextValues
  onChange: (values: Partial<TextValues>) => void
}

const key = (name: string) => `formsKit.elements.fields.${name}`

/** Text, number, password with reveal, and a textarea with its character counter. */
export function TextFieldsSection({ values, errorOf, mode, onChange }: TextFieldsSectionProps) {
  const { t } = useTranslation()
  const reveal = usePasswordReveal({ show: t('auth.password.show'), hide: t('auth.password.hide') })
  const state = { disabled: mode === 'disabled', readOnly: mode === 'readOnly' }
  const { quantity } = formElementsLimits
  const entry = (
    name: 'fullName' | 'quantity' | 'password',
    caption: string,
    input: Partial<TextInputProps>,
  ) => (
    <FormField label={t(key(`${name}.label`))} caption={caption} error={errorOf(name)} isRequired>
      {(field) => (
        <TextInput
          {...field}
          {...state}
          {...input}
          block
          value={values[name]}
          onChange={(event) => onChange({ [name]: event.target.value })}
        />
      )}
    </FormField>
  )
  return (
    <FormsKitSection id="text" title={t('formsKit.elements.sections.text')}>
      {entry('fullName', t(key('fullName.caption')), { autoComplete: 'name' })}
      {entry('quantity', t(key('quantity.caption'), quantity), {
        type: 'number',
        min: quantity.min,
        max: quantity.max,
      })}
      {entry('password', t(key('password.caption'), { min: formElementsLimits.password }), {
        type: reveal.type,
        autoComplete: 'new-password',
        trailingAction: state.disabled ? undefined : reveal.trailingAction,
      })}
      <FormField
        label={t(key('bio.label'))}
        caption={t(key('bio.counter'), { used: values.bio.length, max: formElementsLimits.bio })}
        error={errorOf('bio')}
      >
        {(field) => (
          <Textarea
            {...field}
            {...state}
            block
            rows={3}
            value={values.bio}
            onChange={(event) => onChange({ bio: event.target.value })}
          />
        )}
      </FormField>
    </FormsKitSection>
  )
}
