import { TextInput } from '@primer/react'
import { useTranslation } from 'react-i18next'
import type { WizardForm, WizardFormStep } from '../../../api/types/formsKit'
import { FormField } from '../../../components/form-field/FormField'
import type { WizardChange } from '../../../machines/wizard/wizardMachine'
import { problemText } from '../formWords'
import { WizardContext } from './wizardContext'

interface FieldSpec {
  name: string
  type: 'text' | 'email' | 'password' | 'date' | 'tel' | 'url'
  autoComplete: string
  isRequired: boolean
}

const field = (
  name: string,
  type: FieldSpec['type'],
  autoComplete: string,
  isRequired = true,
): FieldSpec => ({ name, type, autoComplete, isRequired })

/** Each step's fields, in order. */
export const wizardFields: Record<WizardFormStep, FieldSpec[]> = {
  account: [
    field('username', 'text', 'username'),
    field('email', 'email', 'email'),
    field('password', 'password', 'new-password'),
    field('confirmPassword', 'password', 'new-password'),
  ],
  personal: [
    field('firstName', 'text', 'given-name'),
    field('lastName', 'text', 'family-name'),
    field('birthDate', 'date', 'bday'),
    field('phone', 'tel', 'tel'),
  ],
  address: [
    field('street', 'text', 'street-address'),
    field('city', 'text', 'address-level2'),
    field('postalCode', 'text', 'postal-code'),
    field('country', 'text', 'country-name'),
  ],
  social: [
    field('website', 'url', 'url', false),
    field('twitter', 'url', 'off', false),
    field('linkedin', 'url', 'off', false),
  ],
}

/** The id of a step's field (the review's Edit links and the first problem's focus use it). */
export const wizardFieldId = (step: WizardFormStep, name: string) => `cea-wizard-${step}-${name}`

const valueOf = (form: WizardForm, step: WizardFormStep, name: string): string =>
  Object.entries(form[step]).find(([key]) => key === name)?.[1] ?? ''

/** One field's change, as the machine takes it. */
function changeOf(step: WizardFormStep, name: string, value: string): WizardChange {
  switch (step) {
    case 'account':
      return { step, values: { [name]: value } }
    case 'personal':
      return { step, values: { [name]: value } }
    case 'address':
      return { step, values: { [name]: value } }
    case 'social':
      return { step, values: { [name]: value } }
  }
}

/** The fields of the step shown, each with its problem once the step was left forward. */
export function WizardStepFields({ step }: { step: WizardFormStep }) {
  const { t } = useTranslation()
  const wizard = WizardContext.useActorRef()
  const form = WizardContext.useSelector((snapshot) => snapshot.context.form)
  const problems = WizardContext.useSelector((snapshot) => snapshot.context.problems[step])
  return (
    <div className="cea-forms__grid">
      {wizardFields[step].map((spec) => {
        const error = problemText(t, spec.name, problems[spec.name])
        return (
          <FormField
            key={spec.name}
            id={wizardFieldId(step, spec.name)}
            label={t(`wizard.field.${spec.name}`)}
            isRequired={spec.isRequired}
            error={error}
          >
            {(inputProps) => (
              <TextInput
                {...inputProps}
                block
                type={spec.type}
                name={spec.name}
                autoComplete={spec.autoComplete}
                value={valueOf(form, step, spec.name)}
                validationStatus={error ? 'error' : undefined}
                onChange={(event) =>
                  wizard.send({
                    type: 'wizard.change',
                    ...changeOf(step, spec.name, event.target.value),
                  })
                }
              />
            )}
          </FormField>
        )
      })}
    </div>
  )
}
