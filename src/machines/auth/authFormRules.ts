// Client-side rules of the auth forms. Pure functions: the screens and the
// recovery machines share them, and they answer with codes the screens translate. The rules
// themselves are the back end's (`src/api/schemas/`).
import type { z } from 'zod'
import { newPasswordField, newPasswordMinLength, passwordMaxLength } from '../../api/schemas/auth'
import {
  emailField,
  emailMaxLength,
  usernameField,
  usernameMaxLength,
  usernameMinLength,
} from '../../api/schemas/fields'
import { issueKind } from '../../api/schemas/formIssues'

/** What is wrong with one field; the screen turns the code into a message. */
export type FieldProblem =
  'required' | 'emailFormat' | 'tooShort' | 'tooLong' | 'mismatch' | 'usernameFormat' | 'mustAccept'

export type FormProblems<Field extends string> = Partial<Record<Field, FieldProblem>>

export {
  emailMaxLength,
  newPasswordMinLength,
  passwordMaxLength,
  usernameMaxLength,
  usernameMinLength,
}

/** A shared schema's verdict on one value, as the auth forms word it. */
function checkWith(schema: z.ZodType, value: string, format: FieldProblem): FieldProblem | null {
  const checked = schema.safeParse(value)
  if (checked.success) return null
  const issue = checked.error.issues[0]
  const kind = issue ? issueKind(issue) : 'format'
  return kind === 'format' ? format : kind
}

/** The back end's email rule (`src/api/schemas/fields.ts`). */
export const checkEmail = (value: string) => checkWith(emailField, value, 'emailFormat')

export function checkRequired(value: string): FieldProblem | null {
  return value.trim() ? null : 'required'
}

/** The back end's rule for a new password (`src/api/schemas/auth.ts`). */
export const checkNewPassword = (value: string) => checkWith(newPasswordField, value, 'tooShort')

export function checkPasswordConfirmation(
  password: string,
  confirmation: string,
): FieldProblem | null {
  if (!confirmation) return 'required'
  return confirmation === password ? null : 'mismatch'
}

/** The back end's username rule (`src/api/schemas/fields.ts`). */
export const checkUsername = (value: string) => checkWith(usernameField, value, 'usernameFormat')

/** Keeps only the fields that have a problem. */
function collect<Field extends string>(
  checks: Record<Field, FieldProblem | null>,
): FormProblems<Field> {
  const problems: FormProblems<Field> = {}
  for (const field of Object.keys(checks) as Field[]) {
    const problem = checks[field]
    if (problem) problems[field] = problem
  }
  return problems
}

export function hasProblems(problems: Partial<Record<string, FieldProblem>>): boolean {
  return Object.values(problems).some(Boolean)
}

export interface LoginForm {
  email: string
  password: string
}

export function validateLogin(form: LoginForm): FormProblems<keyof LoginForm> {
  return collect({ email: checkEmail(form.email), password: checkRequired(form.password) })
}

export interface RegisterForm {
  username: string
  email: string
  password: string
  hasAcceptedTerms: boolean
}

export function validateRegister(form: RegisterForm): FormProblems<keyof RegisterForm> {
  return collect({
    username: checkUsername(form.username),
    email: checkEmail(form.email),
    password: checkNewPassword(form.password),
    hasAcceptedTerms: form.hasAcceptedTerms ? null : 'mustAccept',
  })
}

export interface ResetPasswordForm {
  password: string
  confirmPassword: string
}

export function validateResetPassword(
  form: ResetPasswordForm,
): FormProblems<keyof ResetPasswordForm> {
  return collect({
    password: checkNewPassword(form.password),
    confirmPassword: checkPasswordConfirmation(form.password, form.confirmPassword),
  })
}

export type PasswordStrength = 'weak' | 'fair' | 'good' | 'strong'

/** A hint, not a rule: length and variety of characters. Null for an empty password. */
export function passwordStrength(password: string): PasswordStrength | null {
  if (!password) return null
  const variety = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((kind) =>
    kind.test(password),
  ).length
  if (password.length < newPasswordMinLength) return 'weak'
  if (password.length >= 12 && variety >= 3) return 'strong'
  if (variety >= 3) return 'good'
  return variety >= 2 ? 'fair' : 'weak'
}

export const codeLength = 6

/** One digit, or nothing (a cleared box). */
export function isDigitInput(value: string): boolean {
  return value === '' || /^\d$/.test(value)
}

/** The digits of a pasted code ("123 456" and "123-456" too), or null when it is not one. */
export function readPastedCode(text: string): string[] | null {
  const compact = text.replace(/[\s-]/g, '')
  return new RegExp(`^\\d{${codeLength}}$`).test(compact) ? compact.split('') : null
}
