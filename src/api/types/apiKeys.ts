// API keys of the signed-in account (issue #33): a key authenticates like a session, limited to its access level.

export const apiKeyAccessLevels = ['full', 'read-write', 'read-only'] as const
export type ApiKeyAccess = (typeof apiKeyAccessLevels)[number]

/** Every secret starts with this, so the back end tells a key from a session token at a glance. */
export const apiKeySecretPrefix = 'cea_'

/** A key as the list shows it: never its secret, only the prefix it starts with. */
export interface ApiKey {
  id: number
  name: string
  /** The secret's first characters, e.g. `cea_3f9a1c2b`. */
  prefix: string
  access: ApiKeyAccess
  /** ISO date-time. */
  createdAt: string
  /** ISO date-time; null for a key that never expires. */
  expiresAt: string | null
  /** ISO date-time of the last call made with it; null before the first. */
  lastUsedAt: string | null
  /** ISO date-time it was revoked; null while it works. */
  revokedAt: string | null
}

/** GET /api/api-keys */
export interface ApiKeyList {
  keys: ApiKey[]
}

/** POST /api/api-keys */
export interface ApiKeyCreate {
  name: string
  access: ApiKeyAccess
  /** Days until it expires; null or absent: never. */
  expiresInDays?: number | null
}

/** The answer of POST /api/api-keys: the only time the secret is ever sent. */
export interface ApiKeyCreated {
  key: ApiKey
  secret: string
}

/** The expiry choices the form offers (days; null: never). */
export const apiKeyExpiryChoices = [null, 7, 30, 90, 365] as const
