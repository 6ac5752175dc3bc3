import { FormControl, Radio, RadioGroup } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { addressFields, type AddressField, type SavedAddress } from '../../../api/types/checkout'
import { StepForm, StepHeading, StepNotices } from './CheckoutBits'
import { CheckoutContext } from './checkoutContext'
import { FormField } from './FormField'

const autoComplete: Record<AddressField, string> = {
  fullName: 'name',
  street: 'street-address',
  city: 'address-level2',
  postalCode: 'postal-code',
  country: 'country-name',
  phone: 'tel',
}

/** One line of an address, as the review and the choice show it. */
export const addressLine = (address: Omit<SavedAddress, 'id' | 'label'>): string =>
  [address.street, `${address.postalCode} ${address.city}`, address.country].join(', ')

/** Where to ship: a saved address, or a new one typed here (checked when the step is left). */
export function AddressStep() {
  const { t } = useTranslation()
  const actor = CheckoutContext.useActorRef()
  const addresses = CheckoutContext.useSelector((snapshot) => snapshot.context.addresses)
  const choice = CheckoutContext.useSelector((snapshot) => snapshot.context.addressChoice)
  return (
    <>
      <StepHeading step="address">{t('checkout.address.title')}</StepHeading>
      <StepNotices />
      <StepForm nextLabel={t('checkout.address.next')}>
        <RadioGroup
          name="address"
          className="cea-checkout-choice"
          onChange={(value) => {
            const saved = addresses.find((address) => String(address.id) === value)
            actor.send(saved ? { type: 'address.pick', id: saved.id } : { type: 'address.new' })
          }}
        >
          <RadioGroup.Label>{t('checkout.address.choose')}</RadioGroup.Label>
          {addresses.map((address) => (
            <FormControl key={address.id}>
              <Radio value={String(address.id)} checked={choice === address.id} />
              <FormControl.Label>
                {address.label} · {address.fullName}
              </FormControl.Label>
              <FormControl.Caption>{addressLine(address)}</FormControl.Caption>
            </FormControl>
          ))}
          <FormControl>
            <Radio value="new" checked={choice === 'new'} />
            <FormControl.Label>{t('checkout.address.new')}</FormControl.Label>
          </FormControl>
        </RadioGroup>
        {choice === 'new' ? <NewAddressFields /> : null}
      </StepForm>
    </>
  )
}

function NewAddressFields() {
  const { t } = useTranslation()
  const actor = CheckoutContext.useActorRef()
  const address = CheckoutContext.useSelector((snapshot) => snapshot.context.newAddress)
  const errors = CheckoutContext.useSelector((snapshot) => snapshot.context.addressErrors)
  return (
    <fieldset className="cea-checkout-fields">
      <legend>{t('checkout.address.newTitle')}</legend>
      {addressFields.map((field) => (
        <FormField
          key={field}
          label={t(`checkout.address.field.${field}`)}
          value={address[field]}
          problem={errors[field]}
          inputProps={{
            autoComplete: autoComplete[field],
            type: field === 'phone' ? 'tel' : 'text',
          }}
          onChange={(value) => actor.send({ type: 'address.change', field, value })}
        />
      ))}
    </fieldset>
  )
}
