// The limits and patterns of the shared field rules, without zod. The zod schemas of the other
// files (what the handlers check) are built from these; the form machines of the sign-in, sign-up,
// compose, user, user view, to-do, role and calendar event forms check with them directly, so those pages load no
// validation library (~15 KB gzip). tests/mocks/sharedSchemas.test.ts sends what each form lets
// through and what it stops to the handler, and checks that they agree field by field.

export const emailMaxLength = 320
export const usernameMinLength = 3
export const usernameMaxLength = 40
export const newPasswordMinLength = 8
export const passwordMaxLength = 200

/** name@domain.tld: no spaces, brackets, quotes, commas or semicolons; a dot in the domain. */
export const emailPattern =
  /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(\.[^\s@<>()[\]\\,;:".]+)*\.[a-z]{2,}$/i

/** Letters, digits, dots, dashes and underscores. */
export const usernamePattern = /^[a-zA-Z0-9._-]+$/

export type TextProblem = 'required' | 'tooShort' | 'tooLong' | 'format'

/** What a text breaks of its rule, the way the zod schemas see it (`issueKind`), or null. */
export function textProblem(
  text: string,
  rule: { min?: number; max: number; pattern?: RegExp },
): TextProblem | null {
  if (text === '') return 'required'
  if (rule.min !== undefined && text.length < rule.min) return 'tooShort'
  if (text.length > rule.max) return 'tooLong'
  if (rule.pattern && !rule.pattern.test(text)) return 'format'
  return null
}

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const day = new Date(`${value}T00:00:00.000Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value
}

/** A task's title and tags (`todo.ts`). */
export const maxTitleLength = 200
export const maxTaskTags = 5

/** A role's name (`roles.ts`): a letter or digit first, then letters, digits, spaces, ' & -. */
export const maxRoleName = 40
export const roleNamePattern = /^[\p{L}\p{N}][\p{L}\p{N} '&-]*$/u

/** An event's text limits (`calendar.ts`). */
export const eventLimits = { title: 200, url: 2000, location: 200, description: 2000, guests: 50 }

/** Whether the text is an http or https link. */
export function isWebLink(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol)
  } catch {
    return false
  }
}

/** The user form's text limits (`users.ts` builds its schema from them). */
export const userTextLimits = { fullName: 80, company: 80, country: 60 } as const

/** A phone number as people type it: digits, spaces, dashes, dots or brackets, an optional +. */
export const contactPattern = /^\+?[0-9][0-9 ().-]{5,23}$/

/** A card number once spaces and dashes are gone: 12 to 19 digits. */
export const cardDigitsPattern = /^[0-9]{12,19}$/

/** A card's expiry as MM/YY. */
export const cardExpiryPattern = /^(0[1-9]|1[0-2])\/[0-9]{2}$/

/** A password an admin sets for someone, rule by rule (the screen shows them as a checklist). */
export const strongPasswordRules = {
  length: (value: string) => value.length >= newPasswordMinLength,
  upper: (value: string) => /[A-Z]/.test(value),
  lower: (value: string) => /[a-z]/.test(value),
  digitOrSymbol: (value: string) => /[^A-Za-z]/.test(value),
} as const

export const isStrongPassword = (value: string) =>
  Object.values(strongPasswordRules).every((rule) => rule(value))
