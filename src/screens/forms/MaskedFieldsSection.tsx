import { useTranslation } from 'react-i18next'
import { FormField } from '../../components/form-field/FormField'
import {
  cardMask,
  type InputMask,
  phoneMask,
  postalCodeMask,
} from '../../components/masked-input/inputMasks'
import { MaskedInput } from '../../components/masked-input/MaskedInput'
import type { FormElementsValues } from '../../machines/forms/formElementsRules'
import type { FieldSectionProps } from './formElementsFields'
import { FormsKitSection } from './FormsKitSection'

type MaskedValues = Pick<FormElementsValues, 'phone' | 'card' | 'postalCode'>

interface MaskedFieldsSectionProps extends FieldSectionProps {
  values: MaskedValues
  onChange: (values: Partial<MaskedValues>) => void
}

const maskedFields: ReadonlyArray<{
  field: keyof MaskedValues
  mask: InputMask
  autoComplete: string
  isRequired: boolean
}> = [
  { field: 'phone', mask: phoneMask, autoComplete: 'tel-national', isRequired: true },
  { field: 'card', mask: cardMask, autoComplete: 'cc-number', isRequired: false },
  { field: 'postalCode', mask: postalCodeMask, autoComplete: 'postal-code', isRequired: true },
]

/** A phone number, a card number and a postal code, each typed into its mask. */
export function MaskedFieldsSection({ values, errorOf, mode, onChange }: MaskedFieldsSectionProps) {
  const { t } = useTranslation()
  return (
    <FormsKitSection id="masks" title={t('formsKit.elements.sections.masks')}>
      {maskedFields.map(({ field, mask, autoComplete, isRequired }) => (
        <FormField
          key={field}
          label={t(`formsKit.elements.fields.${field}.label`)}
          caption={t(`formsKit.elements.fields.${field}.caption`)}
          error={errorOf(field)}
          isRequired={isRequired}
        >
          {(inputProps) => (
            <MaskedInput
              {...inputProps}
              block
              mask={mask}
              autoComplete={autoComplete}
              disabled={mode === 'disabled'}
              readOnly={mode === 'readOnly'}
              value={values[field]}
              onValueChange={(value) => onChange({ [field]: value })}
            />
          )}
        </FormField>
      ))}
    </FormsKitSection>
  )
}
