// API keys at rest: a row keeps the secret's prefix and its SHA-256 hash, never the secret.
import { type ApiKey, type ApiKeyAccess, apiKeySecretPrefix } from '../../api/types/apiKeys'
import type { Repository } from '../db/repository'
import { defineTable } from '../db/table'
import { tokenClockNow } from './tokens'

export interface StoredApiKey extends ApiKey {
  userId: number
  /** SHA-256 of the whole secret, lower-case hex. */
  secretHash: string
}

/** Keys of every account; rows are created by POST /api/api-keys only. */
export const apiKeysTable = defineTable<StoredApiKey>('apiKeys', () => [])

/** Characters of the secret after `cea_` that make its prefix (the list shows them). */
const prefixIdLength = 8

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes))
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('')
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (value) => value.toString(16).padStart(2, '0')).join('')
}

/** A new secret (`cea_` + 8 hex of prefix + `_` + 48 hex), its prefix and its hash. */
export async function newApiKeySecret(): Promise<{
  secret: string
  prefix: string
  secretHash: string
}> {
  const prefix = `${apiKeySecretPrefix}${randomHex(prefixIdLength / 2)}`
  const secret = `${prefix}_${randomHex(24)}`
  return { secret, prefix, secretHash: await sha256Hex(secret) }
}

export function isApiKeySecret(token: string): boolean {
  return token.startsWith(apiKeySecretPrefix)
}

/** The key as its owner sees it: without the owner and the hash. */
export function toApiKey({
  userId: _userId,
  secretHash: _secretHash,
  ...key
}: StoredApiKey): ApiKey {
  return key
}

function timesEqual(left: string, right: string): boolean {
  if (left.length !== right.length) return false
  let difference = 0
  for (let index = 0; index < left.length; index += 1) {
    difference |= left.charCodeAt(index) ^ right.charCodeAt(index)
  }
  return difference === 0
}

export type ApiKeyVerdict =
  { ok: true; userId: number; access: ApiKeyAccess } | { ok: false; reason: string }

/**
 * The account and access level of a working key, recording its use; a key unknown, revoked or
 * expired by the token clock is refused with the reason.
 */
export async function verifyApiKey(repo: Repository, secret: string): Promise<ApiKeyVerdict> {
  const prefix = secret.slice(0, apiKeySecretPrefix.length + prefixIdLength)
  const { rows } = await repo.list(apiKeysTable, { where: { prefix } })
  const secretHash = await sha256Hex(secret)
  const key = rows.find((row) => timesEqual(row.secretHash, secretHash))
  if (!key) return { ok: false, reason: 'The API key is not valid.' }
  if (key.revokedAt) return { ok: false, reason: 'The API key has been revoked.' }
  const now = tokenClockNow()
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) {
    return { ok: false, reason: 'The API key has expired.' }
  }
  await repo.transaction(async (tx) => {
    const current = await tx.get(apiKeysTable, key.id)
    if (current)
      await tx.update(apiKeysTable, { ...current, lastUsedAt: new Date(now).toISOString() })
  })
  return { ok: true, userId: key.userId, access: key.access }
}
