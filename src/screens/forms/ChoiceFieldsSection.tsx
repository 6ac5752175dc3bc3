import { Select } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { LabelledChoice } from '../../components/choice/LabelledChoice'
import { FormField } from '../../components/form-field/FormField'
import type { FormElementsValues } from '../../machines/forms/formElementsRules'
import { ChoiceGroup } from './ChoiceGroup'
import type { FieldSectionProps } from './formElementsFields'
import { FormsKitSection } from './FormsKitSection'

type ChoiceValues = Pick<
  FormElementsValues,
  'country' | 'languages' | 'terms' | 'plan' | 'notifications'
>

interface ChoiceFieldsSectionProps extends FieldSectionProps {
  values: ChoiceValues
  onChange: (values: Partial<ChoiceValues>) => void
}

const countries = ['ca', 'fr', 'de', 'br', 'eg'] as const
const languages = ['en', 'fr', 'de', 'pt', 'ar'] as const
const plans = ['basic', 'team', 'enterprise'] as const

/** A select, a multi-select, a checkbox, a radio group and a switch. */
export function ChoiceFieldsSection({ values, errorOf, mode, onChange }: ChoiceFieldsSectionProps) {
  const { t } = useTranslation()
  // A choice cannot be read-only in HTML: read-only fields show it disabled.
  const disabled = mode !== 'editable'
  const key = (name: string) => `formsKit.elements.fields.${name}`
  return (
    <FormsKitSection id="choices" title={t('formsKit.elements.sections.choices')}>
      <FormField
        label={t(key('country.label'))}
        caption={t(key('country.caption'))}
        error={errorOf('country')}
        isRequired
      >
        {(field) => (
          <Select
            {...field}
            block
            disabled={disabled}
            value={values.country}
            onChange={(event) => onChange({ country: event.target.value })}
          >
            <Select.Option value="">{t(key('country.placeholder'))}</Select.Option>
            {countries.map((country) => (
              <Select.Option key={country} value={country}>
                {t(`formsKit.elements.countries.${country}`)}
              </Select.Option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        label={t(key('languages.label'))}
        caption={t(key('languages.caption'))}
        error={errorOf('languages')}
        isRequired
      >
        {(field) => (
          <select
            {...field}
            multiple
            size={languages.length}
            className="cea-forms-kit__multi-select"
            disabled={disabled}
            value={values.languages}
            onChange={(event) =>
              onChange({
                languages: [...event.target.selectedOptions].map((option) => option.value),
              })
            }
          >
            {languages.map((language) => (
              <option key={language} value={language}>
                {t(`formsKit.elements.languages.${language}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <ChoiceGroup
        legend={t(key('plan.label'))}
        caption={t(key('plan.caption'))}
        error={errorOf('plan')}
      >
        {plans.map((plan) => (
          <LabelledChoice
            key={plan}
            kind="radio"
            name="plan"
            value={plan}
            label={t(`formsKit.elements.plans.${plan}.label`)}
            caption={t(`formsKit.elements.plans.${plan}.caption`)}
            checked={values.plan === plan}
            disabled={disabled}
            onChange={() => onChange({ plan })}
          />
        ))}
      </ChoiceGroup>
      <LabelledChoice
        kind="switch"
        label={t(key('notifications.label'))}
        caption={t(key('notifications.caption'))}
        checked={values.notifications}
        disabled={disabled}
        onChange={(notifications) => onChange({ notifications })}
      />
      <LabelledChoice
        kind="checkbox"
        label={t(key('terms.label'))}
        caption={t(key('terms.caption'))}
        checked={values.terms}
        disabled={disabled}
        isRequired
        error={errorOf('terms')}
        onChange={(terms) => onChange({ terms })}
      />
    </FormsKitSection>
  )
}
