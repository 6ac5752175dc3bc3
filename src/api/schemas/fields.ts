// Field rules shared by the back end's handlers and the front end's form machines: one place for
// each limit and pattern. Messages are the API's English sentences (what a 400 says); forms turn
// zod's issue codes into their own translated words (`issuesByField`).
import * as z from 'zod/mini'
import {
  contactPattern,
  emailMaxLength,
  emailPattern,
  isCalendarDate,
  usernameMaxLength,
  usernameMinLength,
  usernamePattern,
} from './rules'

// zod/mini: the same checks as zod's chained API in a few KB, since the form machines load these
// into the page (zod's full API would add about 23 KB gzip to every route with a form).

export { emailMaxLength, isCalendarDate, usernameMaxLength, usernameMinLength }

/** A required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} has at most ${max} characters`),
    )

/** An email address, trimmed and lower-cased. */
export const emailField = z
  .string('Email must be text')
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'Enter an email address'),
    z.maxLength(emailMaxLength, `An email address has at most ${emailMaxLength} characters`),
    z.regex(emailPattern, 'Enter a valid email address'),
  )

/** One address as a mail header holds it (a recipient of to, cc or bcc). */
export const emailAddress = z
  .string('An email address must be text')
  .check(
    z.maxLength(emailMaxLength, `An email address has at most ${emailMaxLength} characters`),
    z.regex(emailPattern, 'must be an email address'),
  )

/** A username: letters, digits, dots, dashes and underscores, 3 to 40 of them. */
export const usernameField = z
  .string('Username must be text')
  .check(
    z.trim(),
    z.minLength(1, 'Enter a username'),
    z.minLength(usernameMinLength, `Username needs at least ${usernameMinLength} characters`),
    z.maxLength(usernameMaxLength, `Username has at most ${usernameMaxLength} characters`),
    z.regex(usernamePattern, 'Username may use letters, digits, dots, dashes and underscores'),
  )

/** A phone number as people type it: digits, spaces, dashes, dots or brackets, an optional +. */
export const contactField = z
  .string('Contact must be text')
  .check(
    z.trim(),
    z.minLength(1, 'Contact is required'),
    z.regex(contactPattern, 'Enter a phone number of digits, spaces, dashes or brackets'),
  )

/** A day as YYYY-MM-DD: required, and a day the calendar has. */
export const calendarDateField = z
  .string('A date must be text')
  .check(
    z.minLength(1, 'Pick a date'),
    z.refine(isCalendarDate, 'must be a real date as YYYY-MM-DD'),
  )

/** A positive whole number (an id). */
export const idField = z.number('id must be a number').check(z.int(), z.positive())
