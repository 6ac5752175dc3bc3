// The body of a new API key, as the back end checks it and the create form checks it first.
import * as z from 'zod/mini'
import { apiKeyAccessLevels } from '../types/apiKeys'

export const maxApiKeyName = 60
export const maxApiKeyDays = 365

export const apiKeyCreateSchema = z.strictObject({
  name: z
    .string('The key name must be text')
    .check(
      z.trim(),
      z.minLength(1, 'Enter a name for the key'),
      z.maxLength(maxApiKeyName, `A key name has at most ${maxApiKeyName} characters`),
    ),
  access: z.enum(apiKeyAccessLevels, 'Choose full, read-write or read-only access'),
  expiresInDays: z.optional(
    z.nullable(
      z
        .int('The expiry must be a whole number of days')
        .check(
          z.minimum(1, 'A key lasts at least 1 day'),
          z.maximum(maxApiKeyDays, `A key lasts at most ${maxApiKeyDays} days`),
        ),
    ),
  ),
})
