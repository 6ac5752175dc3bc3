import { ApiError } from '../../api/http'
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

const emailPattern = /^[^\s@<>(),;]+@[^\s@<>(),;]+\.[^\s@<>(),;]{2,}$/
const contactPattern = /^\+?[0-9][0-9 ().-]{5,23}$/
const usernamePattern = /^[a-zA-Z0-9._-]+$/

/** The same rules the back end applies (README "Calls"), checked before sending. */
export function validateUserFields(fields: UserFields): UserFormErrors {
  const errors: UserFormErrors = {}
  for (const field of ['fullName', 'company', 'country', 'role', 'currentPlan'] as const)
    if (fields[field].trim() === '') errors[field] = { code: 'required' }
  const username = fields.username.trim()
  if (username === '') errors.username = { code: 'required' }
  else if (username.length < 3) errors.username = { code: 'tooShort' }
  else if (!usernamePattern.test(username)) errors.username = { code: 'usernameCharacters' }
  const email = fields.email.trim()
  if (email === '') errors.email = { code: 'required' }
  else if (!emailPattern.test(email)) errors.email = { code: 'invalidEmail' }
  const contact = fields.contact.trim()
  if (contact === '') errors.contact = { code: 'required' }
  else if (!contactPattern.test(contact)) errors.contact = { code: 'invalidContact' }
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
  if (!(error instanceof ApiError) || error.status !== 400) return {}
  const body = error.body
  if (!body || typeof body !== 'object' || !('errors' in body)) return {}
  const errors: UserFormErrors = {}
  const given = body.errors
  if (!given || typeof given !== 'object') return errors
  for (const [field, message] of Object.entries(given))
    if (field in emptyUserFields && typeof message === 'string')
      errors[field as UserField] = { code: 'server', message }
  return errors
}
