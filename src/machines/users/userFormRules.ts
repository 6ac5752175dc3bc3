import type { z } from 'zod'
import { issueKind, issuesByField, serverFieldMessages } from '../../api/schemas/formIssues'
import { userFormSchema } from '../../api/schemas/users'
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

/** One field's problem in the form's words, from the shared schema's issue. */
function userFieldError(field: UserField, issue: z.core.$ZodIssue): UserFieldError {
  const kind = issueKind(issue)
  if (kind === 'tooLong')
    return { code: 'tooLong', max: Number('maximum' in issue ? issue.maximum : 0) }
  if (kind !== 'format') return { code: kind }
  if (field === 'email') return { code: 'invalidEmail' }
  if (field === 'contact') return { code: 'invalidContact' }
  return { code: 'usernameCharacters' }
}

/** The back end's own rules (`src/api/schemas/users.ts`), checked before sending. */
export function validateUserFields(fields: UserFields): UserFormErrors {
  const checked = userFormSchema.safeParse(fields)
  if (checked.success) return {}
  const errors: UserFormErrors = {}
  for (const [field, issue] of issuesByField(checked.error))
    if (field in emptyUserFields)
      errors[field as UserField] = userFieldError(field as UserField, issue)
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
