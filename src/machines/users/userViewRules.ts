// The user view's own form rules (password, two-step phone, billing), the same the back end
// applies, checked before sending; problems are codes the screen words, or the back end's sentence.
import { serverFieldMessages } from '../../api/schemas/formIssues'
import {
  cardDigitsPattern,
  cardExpiryPattern,
  contactPattern,
  isStrongPassword,
  strongPasswordRules,
} from '../../api/schemas/rules'
import type { BillingDetails, BillingUpdate } from '../../api/types/userAccount'
import type { User, UserBilling } from '../../api/types/users'

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

export interface BillingFields {
  billing: UserBilling
  cardHolder: string
  /** A new card's number; '' keeps the card on file. */
  cardNumber: string
  cardExpiry: string
  address: string
  country: string
}
export type BillingField = keyof BillingFields

export function billingFieldsOf(user: User, details: BillingDetails): BillingFields {
  return {
    billing: user.billing,
    cardHolder: details.cardHolder,
    cardNumber: '',
    cardExpiry: details.cardExpiry,
    address: details.address,
    country: details.country,
  }
}

export function validateBilling(fields: BillingFields): FieldProblems<BillingField> {
  const problems: FieldProblems<BillingField> = {}
  for (const field of ['cardHolder', 'cardExpiry', 'address', 'country'] as const)
    if (fields[field].trim() === '') problems[field] = { code: 'required' }
  const digits = fields.cardNumber.replace(/[\s-]/g, '')
  if (digits !== '' && !cardDigitsPattern.test(digits)) problems.cardNumber = { code: 'cardDigits' }
  if (!problems.cardExpiry && !cardExpiryPattern.test(fields.cardExpiry.trim()))
    problems.cardExpiry = { code: 'expiryFormat' }
  return problems
}

export function toBillingUpdate(id: number, fields: BillingFields): BillingUpdate {
  return {
    id,
    billing: fields.billing,
    cardHolder: fields.cardHolder.trim(),
    cardNumber: fields.cardNumber.replace(/[\s-]/g, ''),
    cardExpiry: fields.cardExpiry.trim(),
    address: fields.address.trim(),
    country: fields.country.trim(),
  }
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
