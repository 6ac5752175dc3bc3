// The validation page's rules as pure functions: every problem of the form by the shared
// schemas (fields, then the cross-field pairs on their own), and which fields a change rechecks.
import { serverFieldMessages } from '../../api/schemas/formIssues'
import {
  dateRangeSchema,
  passwordPairSchema,
  validationFormSchema,
} from '../../api/schemas/formsKit'
import type { ValidationField, ValidationForm } from '../../api/types/formsKit'
import { schemaProblems, type SchemaProblems, withoutField } from '../shared/schemaProblems'

export const validationFields: readonly ValidationField[] = [
  'username',
  'email',
  'password',
  'confirmPassword',
  'startDate',
  'endDate',
]

export const emptyValidationForm: ValidationForm = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  startDate: '',
  endDate: '',
}

/** Every problem of the form, in the order of its fields. */
export function formProblems(values: ValidationForm): SchemaProblems {
  const found = schemaProblems(values, validationFormSchema, passwordPairSchema, dateRangeSchema)
  const ordered: SchemaProblems = {}
  for (const field of validationFields) {
    const problem = found[field]
    if (problem) ordered[field] = problem
  }
  return ordered
}

/** The field whose rule depends on this one (rechecked with it once visited). */
const partnerOf: Partial<Record<ValidationField, ValidationField>> = {
  password: 'confirmPassword',
  startDate: 'endDate',
}

/** The shown problems after `fields` were checked again (the others left as they were). */
export function recheck(
  shown: SchemaProblems,
  values: ValidationForm,
  fields: readonly ValidationField[],
): SchemaProblems {
  const found = formProblems(values)
  let problems = shown
  for (const field of fields) {
    problems = withoutField(problems, field)
    const problem = found[field]
    if (problem) problems = { ...problems, [field]: problem }
  }
  return problems
}

/** The fields a change of `field` rechecks: itself once visited, its partner once visited. */
export function fieldsToRecheck(
  field: ValidationField,
  visited: readonly ValidationField[],
): ValidationField[] {
  const partner = partnerOf[field]
  return [field, ...(partner ? [partner] : [])].filter((candidate) => visited.includes(candidate))
}

/** The back end's 400 problems at the form's fields. */
export function serverProblemsOf(error: unknown): SchemaProblems {
  const problems: SchemaProblems = {}
  for (const [field, message] of Object.entries(serverFieldMessages(error)))
    if (validationFields.some((known) => known === field))
      problems[field] = { code: 'server', message }
  return problems
}
