import type { TFunction } from 'i18next'
import type { AccountProblem } from '../../machines/account-settings/accountSettingsForms'
import type { AccountSettingsNotice } from '../../machines/account-settings/accountSettingsSetup'
import type { CallFailure } from '../../machines/shared/callFailure'

/** A field's problem in words: ours translated, the back end's as it said it. */
export function problemText(t: TFunction, problem: AccountProblem | undefined): string | null {
  if (!problem) return null
  if (problem.code === 'server') return problem.message
  return t(`accountSettings.problem.${problem.code}`)
}

/** Why a call failed: the back end's refusal as it said it, else a translated sentence. */
export function failureText(t: TFunction, failure: CallFailure | null | undefined): string | null {
  if (!failure) return null
  return failure.reason === 'rejected' ? failure.message : t('accountSettings.failure.unavailable')
}

export function noticeText(t: TFunction, notice: AccountSettingsNotice): string | null {
  return notice ? t(`accountSettings.notice.${notice}`) : null
}

/** A date-time in the page's language. */
export const dateTimeText = (language: string, iso: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  )
