// The add / edit user body, as the users handlers check it and the user forms check it first.
import * as z from 'zod/mini'
import { userBillingMethods, userPlans, userRoles, userStatuses } from '../types/users'
import { contactField, emailField, idField, requiredText, usernameField } from './fields'
import { userTextLimits } from './rules'

export const userFields = {
  fullName: requiredText('Full name', userTextLimits.fullName),
  username: usernameField,
  email: emailField,
  company: requiredText('Company', userTextLimits.company),
  country: requiredText('Country', userTextLimits.country),
  contact: contactField,
  role: z.enum(userRoles, 'Choose a role'),
  currentPlan: z.enum(userPlans, 'Choose a plan'),
  status: z.enum(userStatuses, 'Choose a status'),
  billing: z.enum(userBillingMethods, 'Choose a billing method'),
}

const avatarField = z.string().check(z.maxLength(500))

/** A new user: every field, the avatar optional (empty: the UI shows the initials). */
export const newUserSchema = z.object({ ...userFields, avatar: z._default(avatarField, '') })

/** An edit: the id and any of the fields, nothing else. */
export const userUpdateSchema = z.strictObject({
  id: idField,
  ...z.partial(z.object({ ...userFields, avatar: avatarField })).shape,
})

/** What the user forms hold, checked field by field. */
export const userFormSchema = z.object(userFields)
