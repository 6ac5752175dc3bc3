import { TextInput } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { FormField, type FormFieldInputProps } from '../../components/form-field/FormField'
import type { FormElementsValues } from '../../machines/forms/formElementsRules'
import { ChoiceGroup } from './ChoiceGroup'
import { type FieldSectionProps, meetingHours } from './formElementsFields'
import { FormsKitSection } from './FormsKitSection'

type DateValues = Pick<FormElementsValues, 'birthDate' | 'stayFrom' | 'stayTo' | 'meetingTime'>

interface DateFieldsSectionProps extends FieldSectionProps {
  values: DateValues
  onChange: (values: Partial<DateValues>) => void
}

/** A date, a date range and a time: the browser's own pickers inside Primer's inputs. */
export function DateFieldsSection({ values, errorOf, mode, onChange }: DateFieldsSectionProps) {
  const { t, i18n } = useTranslation()
  const state = { disabled: mode === 'disabled', readOnly: mode === 'readOnly' }
  const key = (name: string) => `formsKit.elements.fields.${name}`
  const dateInput =
    (field: keyof DateValues, type: 'date' | 'time') => (inputProps: FormFieldInputProps) => (
      <TextInput
        {...inputProps}
        {...state}
        block
        type={type}
        value={values[field]}
        onChange={(event) => onChange({ [field]: event.target.value })}
      />
    )
  return (
    <FormsKitSection id="dates" title={t('formsKit.elements.sections.dates')}>
      <FormField
        label={t(key('birthDate.label'))}
        caption={t(key('birthDate.caption'))}
        error={errorOf('birthDate')}
        isRequired
      >
        {dateInput('birthDate', 'date')}
      </FormField>
      <ChoiceGroup legend={t(key('stay.label'))} caption={t(key('stay.caption'))}>
        <div className="cea-forms-kit__range">
          <FormField label={t(key('stayFrom.label'))} error={errorOf('stayFrom')} isRequired>
            {dateInput('stayFrom', 'date')}
          </FormField>
          <FormField label={t(key('stayTo.label'))} error={errorOf('stayTo')} isRequired>
            {dateInput('stayTo', 'date')}
          </FormField>
        </div>
      </ChoiceGroup>
      <FormField
        label={t(key('meetingTime.label'))}
        caption={t(key('meetingTime.caption'), meetingHours(i18n.language))}
        error={errorOf('meetingTime')}
        isRequired
      >
        {dateInput('meetingTime', 'time')}
      </FormField>
    </FormsKitSection>
  )
}
