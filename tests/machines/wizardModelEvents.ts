// The wizard machine's alphabet for its model-based tests: what a person does (a whole step
// filled validly or not, Next, Back, a step of the stepper, Submit, Start again) and what the
// submission answers (the done event of the invoked `submitWizard`, with each outcome).
import type { WizardForm } from '../../src/api/types/formsKit'
import { sampleWizardForm } from '../../src/fixtures/formsKit'
import { wizardSteps } from '../../src/api/types/formsKit'
import type { SubmitOutcome, WizardEvent } from '../../src/machines/wizard/wizardMachine'

export const validForm: WizardForm = sampleWizardForm

/** One field of each step made wrong (a cross-field mismatch for the account). */
export const invalidForm: WizardForm = {
  account: { ...validForm.account, confirmPassword: 'Other#12' },
  personal: { ...validForm.personal, birthDate: '1990-02-30' },
  address: { ...validForm.address, postalCode: '!' },
  social: { ...validForm.social, twitter: 'not a link' },
}

export type SubmitAnswer = {
  type: 'xstate.done.actor.submitWizard'
  output: SubmitOutcome
  label: string
}
export type ModelEvent = WizardEvent | SubmitAnswer

const fills: WizardEvent[] = [validForm, invalidForm].flatMap((form): WizardEvent[] => [
  { type: 'wizard.change', step: 'account', values: form.account },
  { type: 'wizard.change', step: 'personal', values: form.personal },
  { type: 'wizard.change', step: 'address', values: form.address },
  { type: 'wizard.change', step: 'social', values: form.social },
])

const answers: SubmitAnswer[] = [
  {
    type: 'xstate.done.actor.submitWizard',
    label: 'kept',
    output: {
      outcome: 'submitted',
      registration: {
        id: 1,
        username: 'ada.l',
        email: 'ada@example.com',
        fullName: 'Ada Lovelace',
        city: 'London',
        country: 'UK',
        links: 1,
        submittedAt: '2026-03-16T09:00:00.000Z',
      },
    },
  },
  {
    type: 'xstate.done.actor.submitWizard',
    label: 'username taken',
    output: {
      outcome: 'refused',
      step: 'account',
      problems: {
        account: { username: { code: 'server', message: 'This username is already taken.' } },
        personal: {},
        address: {},
        social: {},
      },
    },
  },
  {
    type: 'xstate.done.actor.submitWizard',
    label: 'unavailable',
    output: { outcome: 'failed', failure: { reason: 'unavailable' } },
  },
]

export const modelEvents: ModelEvent[] = [
  ...fills,
  { type: 'wizard.next' },
  { type: 'wizard.back' },
  ...wizardSteps.map((step): WizardEvent => ({ type: 'wizard.goTo', step })),
  { type: 'wizard.submit' },
  { type: 'wizard.restart' },
  ...answers,
]

export function describeEvent(event: ModelEvent): string {
  if ('label' in event) return `submission ${event.label}`
  if (event.type === 'wizard.change')
    return `${event.step} ${JSON.stringify(event.values) === JSON.stringify(validForm[event.step]) ? 'valid' : 'invalid'}`
  if (event.type === 'wizard.goTo') return `stepper ${event.step}`
  return event.type.replace('wizard.', '')
}
