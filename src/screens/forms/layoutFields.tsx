import { type Icon, LinkIcon, LocationIcon, MailIcon, PersonIcon } from '@primer/octicons-react'
import { Textarea, TextInput } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../components/form-field/FormField'

/** A field of the layout samples: its name (the locale key under `formsKit.layouts.fields`). */
export interface LayoutField {
  name: 'firstName' | 'lastName' | 'email' | 'website' | 'city' | 'message'
  type?: 'email' | 'url' | 'text'
  autoComplete?: string
  icon: Icon
  isLong?: boolean
}

export const layoutFields: Record<LayoutField['name'], LayoutField> = {
  firstName: { name: 'firstName', autoComplete: 'given-name', icon: PersonIcon },
  lastName: { name: 'lastName', autoComplete: 'family-name', icon: PersonIcon },
  email: { name: 'email', type: 'email', autoComplete: 'email', icon: MailIcon },
  website: { name: 'website', type: 'url', autoComplete: 'url', icon: LinkIcon },
  city: { name: 'city', autoComplete: 'address-level2', icon: LocationIcon },
  message: { name: 'message', icon: PersonIcon, isLong: true },
}

interface LayoutFieldsProps {
  /** Tells the fields of one sample from another's (their ids must differ). */
  formId: string
  fields: ReadonlyArray<LayoutField['name']>
  /** Shows each field's icon inside its input. */
  withIcons?: boolean
}

/** The sample's fields, labelled, each with its caption. */
export function LayoutFields({ formId, fields, withIcons = false }: LayoutFieldsProps) {
  const { t } = useTranslation()
  return fields.map((name) => {
    const field = layoutFields[name]
    return (
      <FormField
        key={`${formId}-${name}`}
        label={t(`formsKit.layouts.fields.${name}.label`)}
        caption={t(`formsKit.layouts.fields.${name}.caption`)}
      >
        {(inputProps) =>
          field.isLong ? (
            <Textarea {...inputProps} block rows={3} name={name} />
          ) : (
            <TextInput
              {...inputProps}
              block
              name={name}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              leadingVisual={withIcons ? field.icon : undefined}
            />
          )
        }
      </FormField>
    )
  })
}
