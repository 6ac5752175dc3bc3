// The bodies of the account settings calls (issue #33), as the handlers check them and the
// account settings forms check them before they send. Messages are the API's English sentences;
// forms word a field's problem from its issue (`accountFieldProblems`).
import { z } from 'zod'
import { type AccountNotification, socialConnectionNames, socialLinkNames } from '../types/pages'
import {
  accountTextLimits as limits,
  avatarProblem,
  earliestBirthYear,
  optionalPhonePattern,
  webAddressPattern,
} from './accountRules'
import { isCalendarDate } from './fields'
import {
  emailMaxLength,
  emailPattern,
  isStrongPassword,
  passwordMaxLength,
  usernameMaxLength,
  usernameMinLength,
  usernamePattern,
} from './rules'

const webAddress = (label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(limits.webAddress, `${label} has at most ${limits.webAddress} characters`)
    .refine((value) => value === '' || webAddressPattern.test(value), {
      message: `${label} must be an http(s) address, or empty`,
    })

const avatarField = z
  .string('Avatar must be text')
  .trim()
  .min(1, 'Avatar is required')
  .max(1_200_000, 'Avatar is too large')
  .refine((value) => /^(\/|https?:\/\/|data:)/.test(value), {
    message: 'Avatar must be an image path, an http(s) address or a data:image URL',
  })
  .superRefine((value, context) => {
    const problem = avatarProblem(value)
    if (problem === 'type')
      context.addIssue({ code: 'custom', message: 'Avatar must be a PNG, JPEG, GIF or WebP image' })
    if (problem === 'size')
      context.addIssue({ code: 'custom', message: 'Avatar must be at most 800 KB' })
  })

export const accountGeneralFields = {
  avatar: avatarField,
  username: z
    .string('Username must be text')
    .trim()
    .min(usernameMinLength, `Username needs at least ${usernameMinLength} characters`)
    .max(usernameMaxLength, `Username has at most ${usernameMaxLength} characters`)
    .regex(usernamePattern, 'Username may use letters, digits, dots, dashes and underscores'),
  fullName: z
    .string('Full name must be text')
    .trim()
    .min(1, 'Full name is required')
    .max(limits.fullName, `Full name has at most ${limits.fullName} characters`),
  email: z
    .string('Email must be text')
    .trim()
    .toLowerCase()
    .min(1, 'Enter an email address')
    .max(emailMaxLength, `An email address has at most ${emailMaxLength} characters`)
    .regex(emailPattern, 'Enter a valid email address (it must be an email address)'),
  company: z
    .string('Company must be text')
    .trim()
    .max(limits.company, `Company has at most ${limits.company} characters`),
}

export const accountInfoFields = {
  bio: z
    .string('Bio must be text')
    .trim()
    .max(limits.bio, `Bio has at most ${limits.bio} characters`),
  dob: z
    .string('Date of birth must be text')
    .refine((value) => value === '' || (isCalendarDate(value) && value >= earliestBirthYear), {
      message: 'Date of birth must be a real date from 1900 on, as YYYY-MM-DD',
    }),
  country: z
    .string('Country must be text')
    .trim()
    .max(limits.country, `Country has at most ${limits.country} characters`),
  website: webAddress('Website'),
  phone: z
    .string('Phone must be text')
    .trim()
    .max(limits.phone, `Phone has at most ${limits.phone} characters`)
    .regex(optionalPhonePattern, 'Phone may use digits, spaces, +, -, . and brackets'),
}

const connection = z
  .strictObject({
    isConnected: z.boolean(),
    handle: z.string().trim().min(1).max(100).nullable(),
    avatar: z
      .string()
      .trim()
      .max(2000)
      .refine((value) => /^(\/|https?:\/\/)/.test(value), 'must be an image path or address')
      .nullable(),
  })
  .refine(
    (value) =>
      value.isConnected ? value.handle !== null : value.handle === null && value.avatar === null,
    { message: 'a connected account needs a handle; a disconnected one has no handle or avatar' },
  )

const socialLinksFields = Object.fromEntries(
  socialLinkNames.map((name) => [name, webAddress(`The ${name} link`)]),
) as Record<(typeof socialLinkNames)[number], ReturnType<typeof webAddress>>

const connectionsFields = Object.fromEntries(
  socialConnectionNames.map((name) => [name, connection]),
) as Record<(typeof socialConnectionNames)[number], typeof connection>

const notificationFields = {
  commentOnArticle: z.boolean(),
  answerOnForm: z.boolean(),
  followMe: z.boolean(),
  newAnnouncements: z.boolean(),
  productUpdates: z.boolean(),
  blogDigest: z.boolean(),
} satisfies Record<keyof AccountNotification, z.ZodBoolean>

/** POST /account-setting/data: any of the sections, each with any of its fields. */
export const accountSettingsUpdateSchema = z
  .strictObject({
    general: z.strictObject(accountGeneralFields).partial().optional(),
    info: z.strictObject(accountInfoFields).partial().optional(),
    social: z
      .strictObject({
        socialLinks: z.strictObject(socialLinksFields).partial().optional(),
        connections: z.strictObject(connectionsFields).partial().optional(),
      })
      .optional(),
    notification: z.strictObject(notificationFields).partial().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    message: 'send at least one of general, info, social or notification',
  })

/** POST /account-setting/password: the strength rules are the user view's (`rules.ts`). */
export const accountPasswordSchema = z
  .object({
    currentPassword: z
      .string('Current password must be text')
      .min(1, 'Enter your current password')
      .max(passwordMaxLength, 'Current password is too long'),
    newPassword: z
      .string('New password must be text')
      .max(passwordMaxLength, `A password has at most ${passwordMaxLength} characters`)
      .refine(isStrongPassword, {
        message:
          'A password needs at least 8 characters with an upper-case letter, a lower-case letter and a digit or symbol',
      }),
    confirmPassword: z.string('Confirm password must be text'),
  })
  .refine((body) => body.confirmPassword === body.newPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  })

/** POST /account-setting/two-step: a phone is needed to turn it on. */
export const accountTwoStepSchema = z
  .object({
    enabled: z.boolean('enabled must be true or false'),
    phone: z
      .string('Phone must be text')
      .trim()
      .max(limits.phone, `Phone has at most ${limits.phone} characters`)
      .regex(optionalPhonePattern, 'Phone may use digits, spaces, +, -, . and brackets'),
  })
  .refine((body) => !body.enabled || body.phone.replace(/\D/g, '').length >= 6, {
    message: 'Enter the phone the codes go to (at least 6 digits)',
    path: ['phone'],
  })

/** POST /account-setting/deactivate */
export const accountDeactivationSchema = z.object({
  confirmEmail: z.string('Type your email').trim().toLowerCase().min(1, 'Type your email'),
})

/** Per field (its path joined by dots: `general.email`), the first problem zod found. */
export function fieldPathErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.')
    if (path && !(path in errors)) errors[path] = issue.message
  }
  return errors
}
