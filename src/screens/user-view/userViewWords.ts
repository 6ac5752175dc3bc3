import type { TFunction } from 'i18next'
import type { PasswordInput } from '../../components/account-security/PasswordChangeForm'
import type { ActivityEntry } from '../../api/types/userAccount'
import type { UserPlan } from '../../api/types/users'
import {
  type FieldProblem,
  type FieldProblems,
  type PasswordField,
  type PasswordFields,
  passwordRules,
} from '../../machines/shared/fieldProblems'
import type { UserViewNotice } from '../../machines/users/userViewTypes'
import { failureText, planText, statusText } from '../users/userWords'

/** A field's problem in words: ours translated, the back end's as it said it. */
export function problemText(t: TFunction, problem: FieldProblem | null | undefined): string | null {
  if (!problem) return null
  if (problem.code === 'server') return problem.message
  if (problem.code === 'invalidContact' || problem.code === 'required')
    return t(`users.form.error.${problem.code}`)
  return t(`userView.error.${problem.code}`)
}

/** What an activity entry says, e.g. "Plan changed to Company". */
export function activityText(t: TFunction, entry: ActivityEntry): string {
  switch (entry.kind) {
    case 'planChanged':
      return t('userView.activity.planChanged', { plan: planText(t, entry.subject as UserPlan) })
    case 'statusChanged':
      return t('userView.activity.statusChanged', {
        status: statusText(t, entry.subject === 'inactive' ? 'inactive' : 'active'),
      })
    case 'twoStepChanged':
      return t(
        entry.subject === 'on' ? 'userView.activity.twoStepOn' : 'userView.activity.twoStepOff',
      )
    default:
      return t(`userView.activity.${entry.kind}`, { subject: entry.subject })
  }
}

/** The toast's text for a save or a failed one. */
export function noticeText(t: TFunction, notice: UserViewNotice): string {
  if (notice.kind === 'saved') return t(`userView.notice.${notice.what}`)
  return t('userView.notice.failed', {
    reason: failureText(t, notice.error, 'users.failure.unreachable'),
  })
}

/** Money in the page's language, in US dollars. */
export const moneyText = (language: string, amount: number, digits = 0) =>
  new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: 2,
  }).format(amount)

/** A date (YYYY-MM-DD or ISO) in the page's language. */
export const dateText = (language: string, date: string, withTime = false) =>
  new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  }).format(new Date(date.length === 10 ? `${date}T00:00:00Z` : date))

export const planFeatureCount = 3

/** The billing method's translation key: 'Manual - Credit Card' → 'manualCreditCard'. */
export function billingKey(method: string): string {
  const words = method
    .replace(/[^A-Za-z ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  return words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]?.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('')
}

/** The two-step card's words (the user view's and the account settings' security tabs). */
export const twoStepWords = (t: TFunction) => ({
  title: t('userView.twoStep.title'),
  description: t('userView.twoStep.description'),
  toggle: t('userView.twoStep.toggle'),
  on: t('userView.twoStep.on'),
  off: t('userView.twoStep.off'),
  phone: t('userView.twoStep.phone'),
  savePhone: t('userView.twoStep.savePhone'),
  saving: t('common.saving'),
})

const passwordFields: readonly PasswordField[] = ['newPassword', 'confirmPassword']
export const isPasswordField = (name: string): name is PasswordField =>
  (passwordFields as readonly string[]).includes(name)

/** The password change form's two fields, labelled, with their problems in words. */
export const passwordInputsOf = (
  t: TFunction,
  fields: PasswordFields,
  errors: FieldProblems<PasswordField>,
): PasswordInput[] =>
  passwordFields.map((field) => ({
    name: field,
    label: t(`userView.password.${field}`),
    value: fields[field],
    error: problemText(t, errors[field]),
    autoComplete: 'new-password',
  }))

/** The new password's checklist: the shared rules, in the page's words. */
export const passwordRulesOf = (t: TFunction, value: string) => ({
  value,
  rules: passwordRules,
  label: t('userView.password.rules'),
  ruleText: (rule: string) => t(`userView.password.rule.${rule}`),
  metText: t('userView.password.met'),
  notMetText: t('userView.password.notMet'),
})
