// A role's name, as the roles handlers check it and the role dialog checks it first.
import { z } from 'zod'

export const maxRoleName = 40

export const roleNameField = z
  .string('The role name must be text')
  .trim()
  .min(1, 'Enter a role name')
  .max(maxRoleName, `A role name has at most ${maxRoleName} characters`)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} '&-]*$/u, 'Use letters, digits, spaces, dashes or &')
