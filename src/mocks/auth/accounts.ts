import type { LoginUser } from '../../api/types/auth'
import { demoAccounts } from '../../fixtures/auth'
import { defineTable } from '../db/table'

/** Accounts that can sign in: the demo accounts plus everyone who registers. */
export const accountsTable = defineTable<LoginUser>('accounts', () =>
  structuredClone([...demoAccounts]),
)

/**
 * A refresh token still valid; a used one is removed (rotation) and its successor keeps the
 * session's id, its device and when it signed in, so the account settings list sessions.
 */
export interface RefreshTokenRow {
  tokenId: string
  userId: number
  /** Older rows (stored before sessions were listed) have none. */
  sessionId?: string
  browser?: string
  os?: string
  signedInAt?: string
  lastSeenAt?: string
}

/** Refresh tokens still valid; a used one is removed (rotation). */
export const refreshTokensTable = defineTable<RefreshTokenRow>('refreshTokens', () => [], {
  key: 'tokenId',
})

/**
 * Sessions ended (signed out, ended from another session, the account deactivated), kept while
 * their access tokens could still be valid: a call with such a token is refused at once.
 */
export const endedSessionsTable = defineTable<{ sessionId: string; endedAt: string }>(
  'endedSessions',
  () => [],
  { key: 'sessionId' },
)
