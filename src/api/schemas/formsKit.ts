// The UI kit's form pages (issue #37): the schemas the back end checks `POST /api/forms/wizard`
// and `POST /api/forms/validation` with, and the wizard and validation machines check each
// step or field with before sending. Cross-field rules (the password typed twice, an end date
// after its start) are schemas of their pair, so a form can check them while other fields are
// still wrong.
import * as z from 'zod/mini'
import { calendarDateField, emailField, requiredText, usernameField } from './fields'
import { contactPattern, isStrongPassword, isWebLink, passwordMaxLength } from './rules'

/** Which cross-field rule an issue breaks (`params.problem` of its custom issue). */
export type CrossFieldProblem = 'mismatch' | 'endBeforeStart'

export const postalCodePattern = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/
export const linkMaxLength = 2000

const passwordField = z
  .string('Password must be text')
  .check(
    z.minLength(1, 'Enter a password'),
    z.maxLength(passwordMaxLength, `A password has at most ${passwordMaxLength} characters`),
    z.refine(
      isStrongPassword,
      'A password needs 8 characters, upper and lower case, and a digit or symbol',
    ),
  )

const confirmationField = z
  .string('The confirmation must be text')
  .check(z.minLength(1, 'Type the password again'))

/** An http(s) address, or nothing. */
const optionalLink = z.string('A link must be text').check(
  z.trim(),
  z.maxLength(linkMaxLength, `A link has at most ${linkMaxLength} characters`),
  z.refine((text) => text === '' || isWebLink(text), 'Enter an http(s) address or leave it empty'),
)

const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (pair) => pair.password === pair.confirmPassword,
  {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
    params: { problem: 'mismatch' },
  },
)

const endAfterStart = z.refine<{ startDate: string; endDate: string }>(
  (range) => range.endDate > range.startDate,
  {
    message: 'The end date must be after the start date',
    path: ['endDate'],
    params: { problem: 'endBeforeStart' },
  },
)

const passwordPair = { password: passwordField, confirmPassword: confirmationField }
const dateRange = { startDate: calendarDateField, endDate: calendarDateField }

/** The password typed twice, on its own. */
export const passwordPairSchema = z.object(passwordPair).check(passwordsMatch)
/** A start and an end date, on their own. */
export const dateRangeSchema = z.object(dateRange).check(endAfterStart)

export const wizardAccountSchema = z
  .strictObject({ username: usernameField, email: emailField, ...passwordPair })
  .check(passwordsMatch)

export const wizardPersonalSchema = z.strictObject({
  firstName: requiredText('First name', 60),
  lastName: requiredText('Last name', 60),
  birthDate: calendarDateField,
  phone: z
    .string('Phone must be text')
    .check(
      z.trim(),
      z.minLength(1, 'Enter a phone number'),
      z.regex(contactPattern, 'Enter a phone number of digits, spaces or dashes'),
    ),
})

export const wizardAddressSchema = z.strictObject({
  street: requiredText('Street', 120),
  city: requiredText('City', 80),
  postalCode: z
    .string('Postal code must be text')
    .check(
      z.trim(),
      z.minLength(1, 'Enter a postal code'),
      z.regex(postalCodePattern, 'Enter a postal code of 3 to 10 letters, digits or spaces'),
    ),
  country: requiredText('Country', 60),
})

export const wizardSocialSchema = z.strictObject({
  website: optionalLink,
  twitter: optionalLink,
  linkedin: optionalLink,
})

/** The wizard's steps, each with its own schema. */
export const wizardStepSchemas = {
  account: wizardAccountSchema,
  personal: wizardPersonalSchema,
  address: wizardAddressSchema,
  social: wizardSocialSchema,
} as const

export const wizardSchema = z.strictObject(wizardStepSchemas)

export const validationFormSchema = z
  .strictObject({ username: usernameField, email: emailField, ...passwordPair, ...dateRange })
  .check(passwordsMatch, endAfterStart)
