import { TextInput } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { type BillingAddressField, billingAddressFields } from '../../api/types/billing'
import { FormField } from '../../components/form-field/FormField'
import { AccountSettingsContext } from './accountSettingsContext'
import { FormSection } from './FormSection'
import { failureText, problemText } from './accountSettingsWords'

const requiredFields: readonly BillingAddressField[] = [
  'email',
  'street',
  'city',
  'postalCode',
  'country',
]
const autoCompletes: Record<BillingAddressField, string> = {
  company: 'organization',
  email: 'email',
  taxId: 'off',
  street: 'street-address',
  city: 'address-level2',
  postalCode: 'postal-code',
  country: 'country-name',
  phone: 'tel',
}

/** The billing address; the back end's problems come back at their fields. */
export function BillingAddressSection() {
  const { t } = useTranslation()
  const view = AccountSettingsContext.useActorRef()
  const address = AccountSettingsContext.useSelector((snapshot) => snapshot.context.address)
  const problems = AccountSettingsContext.useSelector((snapshot) => snapshot.context.problems)
  const failure = AccountSettingsContext.useSelector(
    (snapshot) => snapshot.context.failures.address,
  )
  const isSaving = AccountSettingsContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { address: 'saving' } }),
  )
  if (!address) return null
  return (
    <FormSection
      id="cea-account-address"
      title={t('accountSettings.address.title')}
      failure={failureText(t, failure)}
      submitLabel={t('accountSettings.address.save')}
      isSaving={isSaving}
      onSubmit={() => view.send({ type: 'address.submit' })}
    >
      {billingAddressFields.map((field) => (
        <FormField
          key={field}
          label={t(`accountSettings.address.field_${field}`)}
          isRequired={requiredFields.includes(field)}
          error={problemText(t, problems[`address.${field}`])}
        >
          {(inputProps) => (
            <TextInput
              {...inputProps}
              block
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              autoComplete={autoCompletes[field]}
              value={address[field]}
              onChange={(event) =>
                view.send({ type: 'address.change', field, value: event.target.value })
              }
            />
          )}
        </FormField>
      ))}
    </FormSection>
  )
}
