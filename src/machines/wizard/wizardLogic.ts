// The wizard's rules as pure functions: an empty form, each step's problems by its shared
// schema, which steps can be reached, and a 400's problems sorted by step.
import { serverFieldMessages } from '../../api/schemas/formIssues'
import { passwordPairSchema, wizardStepSchemas } from '../../api/schemas/formsKit'
import {
  type WizardForm,
  type WizardFormStep,
  type WizardStep,
  wizardSteps,
} from '../../api/types/formsKit'
import { hasSchemaProblems, schemaProblems, type SchemaProblems } from '../shared/schemaProblems'

export const wizardFormSteps: readonly WizardFormStep[] = [
  'account',
  'personal',
  'address',
  'social',
]

export type WizardProblems = Record<WizardFormStep, SchemaProblems>

export const emptyWizardForm: WizardForm = {
  account: { username: '', email: '', password: '', confirmPassword: '' },
  personal: { firstName: '', lastName: '', birthDate: '', phone: '' },
  address: { street: '', city: '', postalCode: '', country: '' },
  social: { website: '', twitter: '', linkedin: '' },
}

export const noWizardProblems: WizardProblems = {
  account: {},
  personal: {},
  address: {},
  social: {},
}

export const stepIndex = (step: WizardStep) => wizardSteps.indexOf(step)

/** What keeps a step from being left forward, per field (none: it passes). */
export function stepProblems(form: WizardForm, step: WizardFormStep): SchemaProblems {
  const values = form[step]
  // The password pair is checked on its own too, so a mismatch shows beside other problems.
  if (step === 'account')
    return schemaProblems(values, wizardStepSchemas.account, passwordPairSchema)
  return schemaProblems(values, wizardStepSchemas[step])
}

export const stepPasses = (form: WizardForm, step: WizardFormStep) =>
  !hasSchemaProblems(stepProblems(form, step))

/** Whether every step before `step` passes: only then may the wizard show it. */
export const canReach = (form: WizardForm, step: WizardStep) =>
  wizardFormSteps.slice(0, stepIndex(step)).every((before) => stepPasses(form, before))

/** The step a refused submission must go back to, with the back end's problems at its fields. */
export function refusalOf(
  error: unknown,
): { step: WizardFormStep; problems: WizardProblems } | null {
  const problems: WizardProblems = { account: {}, personal: {}, address: {}, social: {} }
  let first: WizardFormStep | null = null
  for (const [path, message] of Object.entries(serverFieldMessages(error))) {
    const [step, field] = path.split('.')
    const formStep = wizardFormSteps.find((candidate) => candidate === step)
    if (!formStep || !field) continue
    problems[formStep][field] = { code: 'server', message }
    if (first === null || stepIndex(formStep) < stepIndex(first)) first = formStep
  }
  return first ? { step: first, problems } : null
}

/** Whether anything was typed (the page then asks before it is left). */
export const hasTypedAnything = (form: WizardForm) =>
  JSON.stringify(form) !== JSON.stringify(emptyWizardForm)
