// The create form's draft and its checks: the shared schema first, then the back end's 400.
import * as z from 'zod/mini'
import { apiKeyCreateSchema, maxApiKeyName } from '../../api/schemas/apiKeys'
import { issueKind, issuesByField, serverFieldMessages } from '../../api/schemas/formIssues'
import type { ApiKeyAccess, ApiKeyCreate } from '../../api/types/apiKeys'

/** The longest name the form takes (the back end's limit). */
export { maxApiKeyName }

export const apiKeyFields = ['name', 'access', 'expiresInDays'] as const
export type ApiKeyField = (typeof apiKeyFields)[number]

export interface ApiKeyDraft {
  name: string
  access: ApiKeyAccess
  /** null: never expires. */
  expiresInDays: number | null
}

export const emptyApiKeyDraft: ApiKeyDraft = { name: '', access: 'read-only', expiresInDays: 30 }

/** What is wrong with a field: a kind the screen words, or the back end's own sentence. */
export type ApiKeyFieldError =
  { kind: 'required' | 'tooShort' | 'tooLong' | 'format' } | { kind: 'server'; message: string }

export type ApiKeyFieldErrors = Partial<Record<ApiKeyField, ApiKeyFieldError>>

function isApiKeyField(field: string): field is ApiKeyField {
  return (apiKeyFields as readonly string[]).includes(field)
}

/** The body to send, or the problem of each field. */
export function checkApiKeyDraft(
  draft: ApiKeyDraft,
): { ok: true; body: ApiKeyCreate } | { ok: false; errors: ApiKeyFieldErrors } {
  const parsed = z.safeParse(apiKeyCreateSchema, draft)
  if (parsed.success) return { ok: true, body: parsed.data }
  const errors: ApiKeyFieldErrors = {}
  for (const [field, issue] of issuesByField(parsed.error)) {
    if (isApiKeyField(field)) errors[field] = { kind: issueKind(issue) }
  }
  return { ok: false, errors }
}

/** The back end's per-field sentences of a 400, for the fields the form has. */
export function serverApiKeyErrors(error: unknown): ApiKeyFieldErrors {
  const errors: ApiKeyFieldErrors = {}
  for (const [field, message] of Object.entries(serverFieldMessages(error))) {
    if (isApiKeyField(field)) errors[field] = { kind: 'server', message }
  }
  return errors
}
