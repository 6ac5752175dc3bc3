import { serverFieldMessages } from '../../api/schemas/formIssues'
import {
  contactPattern,
  emailMaxLength,
  emailPattern,
  textProblem,
  usernameMaxLength,
  usernameMinLength,
  usernamePattern,
  userTextLimits,
} from '../../api/schemas/rules'
import type {
  NewUser,
  User,
  UserBilling,
  UserPlan,
  UserRole,
  UserStatus,
} from '../../api/types/users'

/** What the add / edit user form holds, as typed. */
export interface UserFields {
  fullName: string
  username: string
  email: string
  contact: string
  company: string
  country: string
  role: UserRole | ''
  currentPlan: UserPlan | ''
  status: UserStatus
  billing: UserBilling
}

export type UserField = keyof UserFields

/** A field's problem: a code the screen words, or the back end's own sentence (`server`). */
export type UserFieldError =
  | { code: 'required' | 'tooShort' | 'usernameCharacters' | 'invalidEmail' | 'invalidContact' }
  | { code: 'tooLong'; max: number }
  | { code: 'server'; message: string }

export type UserFormErrors = Partial<Record<UserField, UserFieldError>>

export const emptyUserFields: UserFields = {
  fullName: '',
  username: '',
  email: '',
  contact: '',
  company: '',
  country: '',
  role: '',
  currentPlan: '',
  status: 'active',
  billing: 'Auto Debit',
}

/** The form filled with a stored user, to edit them. */
export function fieldsOfUser(user: User): UserFields {
  return {
    fullName: user.fullName,
    username: user.username,
    email: user.email,
    contact: user.contact,
    company: user.company,
    country: user.country,
    role: user.role,
    currentPlan: user.currentPlan,
    status: user.status,
    billing: user.billing,
  }
}

type TextField = 'fullName' | 'username' | 'email' | 'company' | 'country' | 'contact'

/** The text fields' rules: the limits and patterns the back end's schema (`users.ts`) is built from. */
const textRules: Record<TextField, { min?: number; max: number; pattern?: RegExp }> = {
  fullName: { max: userTextLimits.fullName },
  username: { min: usernameMinLength, max: usernameMaxLength, pattern: usernamePattern },
  email: { max: emailMaxLength, pattern: emailPattern },
  company: { max: userTextLimits.company },
  country: { max: userTextLimits.country },
  contact: { max: Number.POSITIVE_INFINITY, pattern: contactPattern },
}

const formatErrors: Record<TextField, UserFieldError> = {
  fullName: { code: 'required' },
  username: { code: 'usernameCharacters' },
  email: { code: 'invalidEmail' },
  company: { code: 'required' },
  country: { code: 'required' },
  contact: { code: 'invalidContact' },
}

/**
 * The back end's own rules, checked before sending: the shared limits and patterns of
 * `src/api/schemas/rules.ts`, without zod, so the lists that open this form load no validation
 * library (tests/mocks/sharedSchemas.test.ts checks that form and handler agree).
 */
export function validateUserFields(fields: UserFields): UserFormErrors {
  const errors: UserFormErrors = {}
  for (const field of Object.keys(textRules) as TextField[]) {
    const rule = textRules[field]
    const problem = textProblem(fields[field].trim(), rule)
    if (problem === 'tooLong') errors[field] = { code: 'tooLong', max: rule.max }
    else if (problem === 'format') errors[field] = formatErrors[field]
    else if (problem) errors[field] = { code: problem }
  }
  if (fields.role === '') errors.role = { code: 'required' }
  if (fields.currentPlan === '') errors.currentPlan = { code: 'required' }
  return errors
}

export const hasUserErrors = (errors: UserFormErrors) => Object.keys(errors).length > 0

/** The body of add-user: trimmed text; call only once `validateUserFields` found nothing. */
export function toNewUser(fields: UserFields): NewUser {
  if (fields.role === '' || fields.currentPlan === '') throw new Error('validate the form first')
  return {
    fullName: fields.fullName.trim(),
    username: fields.username.trim(),
    email: fields.email.trim().toLowerCase(),
    contact: fields.contact.trim(),
    company: fields.company.trim(),
    country: fields.country.trim(),
    role: fields.role,
    currentPlan: fields.currentPlan,
    status: fields.status,
    billing: fields.billing,
    avatar: '',
  }
}

/** The back end's `errors` of a 400 (`{ field: sentence }`), at the form's fields. */
export function serverFieldErrors(error: unknown): UserFormErrors {
  const errors: UserFormErrors = {}
  for (const [field, message] of Object.entries(serverFieldMessages(error)))
    if (field in emptyUserFields) errors[field as UserField] = { code: 'server', message }
  return errors
}
