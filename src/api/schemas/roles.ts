// A role's name, as the roles handlers check it and the role dialog checks it first.
import * as z from 'zod/mini'
import { maxRoleName, roleNamePattern } from './rules'

export { maxRoleName }

export const roleNameField = z
  .string('The role name must be text')
  .check(
    z.trim(),
    z.minLength(1, 'Enter a role name'),
    z.maxLength(maxRoleName, `A role name has at most ${maxRoleName} characters`),
    z.regex(roleNamePattern, 'Use letters, digits, spaces, dashes or &'),
  )
