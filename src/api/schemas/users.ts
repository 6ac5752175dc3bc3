// The add / edit user body, as the users handlers check it and the user forms check it first.
import { z } from 'zod'
import { userBillingMethods, userPlans, userRoles, userStatuses } from '../types/users'
import { contactField, emailField, requiredText, usernameField } from './fields'

export const userFields = {
  fullName: requiredText('Full name', 80),
  username: usernameField,
  email: emailField,
  company: requiredText('Company', 80),
  country: requiredText('Country', 60),
  contact: contactField,
  role: z.enum(userRoles, 'Choose a role'),
  currentPlan: z.enum(userPlans, 'Choose a plan'),
  status: z.enum(userStatuses, 'Choose a status'),
  billing: z.enum(userBillingMethods, 'Choose a billing method'),
}

/** A new user: every field, the avatar optional (empty: the UI shows the initials). */
export const newUserSchema = z.object({ ...userFields, avatar: z.string().max(500).default('') })

/** An edit: the id and any of the fields, nothing else. */
export const userUpdateSchema = z
  .object({ id: z.number('id must be a number').int().positive() })
  .extend(z.object({ ...userFields, avatar: z.string().max(500) }).partial().shape)
  .strict()

/** What the user forms hold, checked field by field. */
export const userFormSchema = z.object(userFields)
