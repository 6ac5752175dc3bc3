// Field problems of the forms that change an account (the user view's and the account
// settings'): codes the screens word, or the back end's own sentence; the password rules and the
// two-step phone, the same the back end applies, checked before sending.
import { serverFieldMessages } from '../../api/schemas/formIssues'
import { contactPattern, isStrongPassword, strongPasswordRules } from '../../api/schemas/rules'

export type FieldProblem =
  | {
      code:
        | 'required'
        | 'passwordRules'
        | 'mismatch'
        | 'invalidContact'
        | 'cardDigits'
        | 'expiryFormat'
        | 'samePlan'
    }
  | { code: 'server'; message: string }

export type FieldProblems<Field extends string> = Partial<Record<Field, FieldProblem>>

export const hasProblems = (problems: object) => Object.keys(problems).length > 0

/** The password rules, one by one, for the screen's checklist. */
export const passwordRules = strongPasswordRules
export type PasswordRule = keyof typeof passwordRules

export interface PasswordFields {
  newPassword: string
  confirmPassword: string
}
export type PasswordField = keyof PasswordFields
export const emptyPasswordFields: PasswordFields = { newPassword: '', confirmPassword: '' }

export function validatePassword(fields: PasswordFields): FieldProblems<PasswordField> {
  const problems: FieldProblems<PasswordField> = {}
  if (fields.newPassword === '') problems.newPassword = { code: 'required' }
  else if (!isStrongPassword(fields.newPassword)) problems.newPassword = { code: 'passwordRules' }
  if (fields.confirmPassword === '') problems.confirmPassword = { code: 'required' }
  else if (fields.confirmPassword !== fields.newPassword)
    problems.confirmPassword = { code: 'mismatch' }
  return problems
}

/** The phone the codes go to: required to turn two-step on. */
export function validatePhone(phone: string, isEnabling: boolean): FieldProblem | undefined {
  const trimmed = phone.trim()
  if (trimmed === '') return isEnabling ? { code: 'required' } : undefined
  return contactPattern.test(trimmed) ? undefined : { code: 'invalidContact' }
}

/** The back end's `errors` of a 400 (`{ field: sentence }`) at the form's own fields. */
export function serverProblems<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FieldProblems<Field> {
  const problems: FieldProblems<Field> = {}
  for (const [field, message] of Object.entries(serverFieldMessages(error)))
    if ((fields as readonly string[]).includes(field))
      problems[field as Field] = { code: 'server', message }
  return problems
}

/** Drops one field's problem: it goes as the field is changed. */
export function withoutProblem<Field extends string>(
  problems: FieldProblems<Field>,
  field: Field,
): FieldProblems<Field> {
  const { [field]: _dropped, ...rest } = problems
  return rest as FieldProblems<Field>
}
