// Sign-in and sign-up bodies, as the auth handlers check them and the auth forms check them first.
import { z } from 'zod'
import { emailField, usernameField } from './fields'
import { emailMaxLength, newPasswordMinLength, passwordMaxLength } from './rules'

export { newPasswordMinLength, passwordMaxLength }

/** A password being chosen: 8 to 200 characters, kept as typed (spaces count). */
export const newPasswordField = z
  .string('Password must be text')
  .min(1, 'Enter a password')
  .min(newPasswordMinLength, `A password needs at least ${newPasswordMinLength} characters`)
  .max(passwordMaxLength, `A password has at most ${passwordMaxLength} characters`)

/** What the back end reads at sign-in: any text (a wrong one is refused as wrong, not as malformed). */
export const loginSchema = z.object({
  email: z.string().max(emailMaxLength),
  password: z.string().max(passwordMaxLength),
})

/** What the sign-in form asks for before sending. */
export const loginFormSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Enter your password').max(passwordMaxLength),
})

/** A new account. */
export const registerSchema = z.object({
  username: usernameField,
  email: emailField,
  password: newPasswordField,
})
