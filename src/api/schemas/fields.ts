// Field rules shared by the back end's handlers and the front end's form machines: one place for
// each limit and pattern. Messages are the API's English sentences (what a 400 says); forms turn
// zod's issue codes into their own translated words (`issuesByField`).
import { z } from 'zod'
import {
  contactPattern,
  emailMaxLength,
  emailPattern,
  usernameMaxLength,
  usernameMinLength,
  usernamePattern,
} from './rules'

export { emailMaxLength, usernameMaxLength, usernameMinLength }

/** A required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} has at most ${max} characters`)

/** An email address, trimmed and lower-cased. */
export const emailField = z
  .string('Email must be text')
  .trim()
  .toLowerCase()
  .min(1, 'Enter an email address')
  .max(emailMaxLength, `An email address has at most ${emailMaxLength} characters`)
  .regex(emailPattern, 'Enter a valid email address')

/** One address as a mail header holds it (a recipient of to, cc or bcc). */
export const emailAddress = z
  .string('An email address must be text')
  .max(emailMaxLength, `An email address has at most ${emailMaxLength} characters`)
  .regex(emailPattern, 'must be an email address')

/** A username: letters, digits, dots, dashes and underscores, 3 to 40 of them. */
export const usernameField = z
  .string('Username must be text')
  .trim()
  .min(1, 'Enter a username')
  .min(usernameMinLength, `Username needs at least ${usernameMinLength} characters`)
  .max(usernameMaxLength, `Username has at most ${usernameMaxLength} characters`)
  .regex(usernamePattern, 'Username may use letters, digits, dots, dashes and underscores')

/** A phone number as people type it: digits, spaces, dashes, dots or brackets, an optional +. */
export const contactField = z
  .string('Contact must be text')
  .trim()
  .min(1, 'Contact is required')
  .regex(contactPattern, 'Enter a phone number of digits, spaces, dashes or brackets')

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const day = new Date(`${value}T00:00:00.000Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value
}

/** A day as YYYY-MM-DD: required, and a day the calendar has. */
export const calendarDateField = z
  .string('A date must be text')
  .min(1, 'Pick a date')
  .refine(isCalendarDate, 'must be a real date as YYYY-MM-DD')
