// A role's name, as the roles handlers check it and the role dialog checks it first.
import * as z from 'zod/mini'

export const maxRoleName = 40

export const roleNameField = z
  .string('The role name must be text')
  .check(
    z.trim(),
    z.minLength(1, 'Enter a role name'),
    z.maxLength(maxRoleName, `A role name has at most ${maxRoleName} characters`),
    z.regex(/^[\p{L}\p{N}][\p{L}\p{N} '&-]*$/u, 'Use letters, digits, spaces, dashes or &'),
  )
