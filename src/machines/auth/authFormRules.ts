// Client-side rules of the auth forms. Pure functions: the screens and the
// recovery machines share them, and they answer with codes the screens translate. The rules
// themselves are the back end's (`src/api/schemas/`).
import {
  emailMaxLength,
  emailPattern,
  newPasswordMinLength,
  passwordMaxLength,
  textProblem,
  usernameMaxLength,
  usernameMinLength,
  usernamePattern,
} from '../../api/schemas/rules'

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

/** The back end's email rule (`src/api/schemas/rules.ts`, which its zod schema is built from). */
export function checkEmail(value: string): FieldProblem | null {
  const problem = textProblem(value.trim(), { max: emailMaxLength, pattern: emailPattern })
  return problem === 'format' ? 'emailFormat' : problem
}

export function checkRequired(value: string): FieldProblem | null {
  return value.trim() ? null : 'required'
}

/** The back end's rule for a new password (`src/api/schemas/rules.ts`). */
export function checkNewPassword(value: string): FieldProblem | null {
  const problem = textProblem(value, { min: newPasswordMinLength, max: passwordMaxLength })
  return problem === 'format' ? 'tooShort' : problem
}

export function checkPasswordConfirmation(
  password: string,
  confirmation: string,
): FieldProblem | null {
  if (!confirmation) return 'required'
  return confirmation === password ? null : 'mismatch'
}

/** The back end's username rule (`src/api/schemas/rules.ts`). */
export function checkUsername(value: string): FieldProblem | null {
  const problem = textProblem(value.trim(), {
    min: usernameMinLength,
    max: usernameMaxLength,
    pattern: usernamePattern,
  })
  return problem === 'format' ? 'usernameFormat' : problem
}

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
