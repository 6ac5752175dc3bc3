import type { TFunction } from 'i18next'
import { dateTimeFormat } from '../../components/intl/cachedIntl'
import type { FormElementsProblems } from '../../machines/forms/formElementsRules'
import {
  type FieldProblem,
  type FieldsMode,
  type FormElementsField,
  formElementsLimits,
} from '../../machines/forms/formElementsRules'

/** What every section of /forms/elements gets: the problems in words and the fields' mode. */
export interface FieldSectionProps {
  /** A field's validation message, or null. */
  errorOf: (field: FormElementsField) => string | null
  mode: FieldsMode
}

/** `09:00` as the language writes a time of day, e.g. `9:00 AM`. */
export const timeOfDay = (language: string, time: string): string => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hours, minutes),
  )
}

/** The meeting time's limits in words. */
export const meetingHours = (language: string) => ({
  from: timeOfDay(language, formElementsLimits.meetingTime.from),
  to: timeOfDay(language, formElementsLimits.meetingTime.to),
})

const limitsOf = (field: FormElementsField, language: string): Record<string, number | string> => {
  const limits = formElementsLimits
  if (field === 'fullName') return { max: limits.fullName }
  if (field === 'bio') return { max: limits.bio }
  if (field === 'quantity') return limits.quantity
  if (field === 'password') return { min: limits.password }
  if (field === 'meetingTime') return meetingHours(language)
  return {}
}

/** The message of a field's problem, e.g. `Use at least 8 characters.` */
export const problemText = (
  t: TFunction,
  language: string,
  field: FormElementsField,
  problem: FieldProblem,
): string => t(`formsKit.elements.errors.${field}.${problem}`, limitsOf(field, language))

/** `errorOf` for the sections, from the problems the machine shows. */
export const errorsOf =
  (t: TFunction, language: string, problems: FormElementsProblems) =>
  (field: FormElementsField): string | null => {
    const problem = problems[field]
    return problem ? problemText(t, language, field, problem) : null
  }
