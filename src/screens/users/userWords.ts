import type { TFunction } from 'i18next'
import type { UserPlan, UserRole, UserStatus } from '../../api/types/users'
import { failureOf } from '../../machines/shared/callFailure'
import type { UserFieldError } from '../../machines/users/userFormRules'

export const roleText = (t: TFunction, role: UserRole) => t(`users.role.${role}`)
export const statusText = (t: TFunction, status: UserStatus) => t(`users.status.${status}`)
export const planText = (t: TFunction, plan: UserPlan) => t(`users.plan.${plan}`)

/** A form field's problem in words: ours translated, the back end's as it said it. */
export function fieldErrorText(t: TFunction, error: UserFieldError | undefined): string | null {
  if (!error) return null
  if (error.code === 'server') return error.message
  if (error.code === 'tooLong') return t('users.form.error.tooLong', { max: error.max })
  return t(`users.form.error.${error.code}`)
}

/** A failed call in words: the back end's sentence for a 4xx, else a general one. */
export function failureText(
  t: TFunction,
  failure: unknown,
  generalKey = 'users.failure.general',
): string {
  const described = failureOf(failure)
  return described.reason === 'rejected' ? described.message : t(generalKey)
}
