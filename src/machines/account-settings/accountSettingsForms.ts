// The account settings forms: what each holds, how it is checked before sending (the limits and
// patterns the back end's schema is built from, without zod, so the page loads no validation
// library; the password rules of ../shared/fieldProblems.ts) and how the back end's 400 lands at
// its fields.
import {
  accountTextLimits,
  avatarFileProblem,
  avatarImageTypes,
  avatarProblem,
  earliestBirthYear,
  optionalPhonePattern,
  webAddressPattern,
} from '../../api/schemas/accountRules'
import type { CardProblem } from '../../api/checkoutRules'
import { serverFieldMessages } from '../../api/schemas/formIssues'
import {
  emailMaxLength,
  emailPattern,
  isCalendarDate,
  textProblem,
  usernameMaxLength,
  usernameMinLength,
  usernamePattern,
} from '../../api/schemas/rules'
import type { AccountSecurity } from '../../api/types/accountSettings'
import type { AccountGeneral, AccountInfo, AccountSettings } from '../../api/types/pages'
import { type FieldProblem, validatePassword, validatePhone } from '../shared/fieldProblems'

export const accountSettingsTabs = [
  'account',
  'security',
  'billing',
  'notifications',
  'connections',
] as const
export type AccountSettingsTab = (typeof accountSettingsTabs)[number]
export const isAccountSettingsTab = (value: unknown): value is AccountSettingsTab =>
  (accountSettingsTabs as readonly unknown[]).includes(value)

/** A problem at a field: the shared codes, a schema's verdict, or the back end's sentence. */
export type AccountProblem =
  | FieldProblem
  | { code: 'tooShort' | 'tooLong' | 'format' }
  | { code: 'avatarType' | 'avatarSize' }
  | { code: CardProblem | 'webAddress' }

/** Problems by field path (`general.email`, `newPassword`). */
export type AccountProblems = Partial<Record<string, AccountProblem>>

export const generalFieldNames = ['username', 'fullName', 'email', 'company'] as const
export const infoFieldNames = ['bio', 'dob', 'country', 'website', 'phone'] as const
export type ProfileField =
  | `general.${(typeof generalFieldNames)[number] | 'avatar'}`
  | `info.${(typeof infoFieldNames)[number]}`

export interface ProfileDraft {
  general: AccountGeneral
  info: AccountInfo
}

export const profileDraftOf = (settings: AccountSettings): ProfileDraft => ({
  general: { ...settings.general },
  info: { ...settings.info },
})

/** The draft with one field (`general.fullName`) set. */
export function withProfileField(draft: ProfileDraft, field: ProfileField, value: string) {
  const [section, name] = field.split('.') as ['general' | 'info', string]
  return { ...draft, [section]: { ...draft[section], [name]: value } }
}

export function profileValue(draft: ProfileDraft, field: ProfileField): string {
  const [section, name] = field.split('.') as ['general' | 'info', string]
  const values: Record<string, string> = { ...draft[section] }
  return values[name] ?? ''
}

/** Whether the draft differs from what is saved. */
export const isProfileEdited = (saved: AccountSettings | null, draft: ProfileDraft | null) =>
  saved !== null &&
  draft !== null &&
  JSON.stringify(profileDraftOf(saved)) !== JSON.stringify(draft)

/** An optional text's problem: too long, or not of its pattern (empty passes). */
function optionalTextProblem(text: string, max: number, pattern?: RegExp): AccountProblem | null {
  if (text.length > max) return { code: 'tooLong' }
  if (text !== '' && pattern && !pattern.test(text)) return { code: 'format' }
  return null
}

const requiredTextProblem = (
  text: string,
  rule: { min?: number; max: number; pattern?: RegExp },
): AccountProblem | null => {
  const problem = textProblem(text, rule)
  return problem ? { code: problem } : null
}

/** The back end's rules for the draft (`accountGeneralFields`, `accountInfoFields`), per field path. */
export function checkProfile(draft: ProfileDraft): AccountProblems {
  const { general, info } = draft
  const avatar = avatarProblem(general.avatar.trim())
  const dob = info.dob
  const found: Record<ProfileField, AccountProblem | null> = {
    'general.avatar': avatar ? { code: avatar === 'type' ? 'avatarType' : 'avatarSize' } : null,
    'general.username': requiredTextProblem(general.username.trim(), {
      min: usernameMinLength,
      max: usernameMaxLength,
      pattern: usernamePattern,
    }),
    'general.fullName': requiredTextProblem(general.fullName.trim(), {
      max: accountTextLimits.fullName,
    }),
    'general.email': requiredTextProblem(general.email.trim(), {
      max: emailMaxLength,
      pattern: emailPattern,
    }),
    'general.company': optionalTextProblem(general.company.trim(), accountTextLimits.company),
    'info.bio': optionalTextProblem(info.bio.trim(), accountTextLimits.bio),
    'info.dob':
      dob === '' || (isCalendarDate(dob) && dob >= earliestBirthYear) ? null : { code: 'format' },
    'info.country': optionalTextProblem(info.country.trim(), accountTextLimits.country),
    'info.website': optionalTextProblem(
      info.website.trim(),
      accountTextLimits.webAddress,
      webAddressPattern,
    ),
    'info.phone': optionalTextProblem(
      info.phone.trim(),
      accountTextLimits.phone,
      optionalPhonePattern,
    ),
  }
  const problems: AccountProblems = {}
  for (const [field, problem] of Object.entries(found)) if (problem) problems[field] = problem
  return problems
}

/** The back end's sentences of a 400 at the fields it names. */
export function serverProblemsOf(error: unknown): AccountProblems {
  const problems: AccountProblems = {}
  for (const [field, message] of Object.entries(serverFieldMessages(error)))
    problems[field] = { code: 'server', message }
  return problems
}

export interface PasswordDraft {
  currentPassword: string
  newPassword: string
  confirmPassword: string
}
export type PasswordDraftField = keyof PasswordDraft
export const emptyPasswordDraft: PasswordDraft = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
}

export function checkPassword(draft: PasswordDraft): AccountProblems {
  const problems: AccountProblems = { ...validatePassword(draft) }
  if (draft.currentPassword === '') problems.currentPassword = { code: 'required' }
  return problems
}

export function checkTwoStepPhone(phone: string, isEnabling: boolean): AccountProblems {
  const problem = validatePhone(phone, isEnabling)
  return problem ? { phone: problem } : {}
}

export const phoneOf = (security: AccountSecurity | null) => security?.twoStep.phone ?? ''

/** The image types the avatar picker offers (its `accept`). */
export const avatarAccept = avatarImageTypes.join(',')

/** A picked avatar file's problem (type, size), checked before it is read. */
export function avatarFileCheck(file: { type: string; size: number }): AccountProblems {
  const problem = avatarFileProblem(file)
  if (!problem) return {}
  return { 'general.avatar': { code: problem === 'type' ? 'avatarType' : 'avatarSize' } }
}

/** The picked file as a data URL, the way the avatar is sent. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The image could not be read.'))
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read.'))
    reader.readAsDataURL(file)
  })
}
