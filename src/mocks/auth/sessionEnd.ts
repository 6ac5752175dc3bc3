import type { RepositoryTransaction } from '../db/repository'
import { endedSessionsTable, type RefreshTokenRow, refreshTokensTable } from './accounts'
import { accessTokenLifetimeSeconds, tokenClockNow } from './tokens'

/**
 * Ends sessions for good, in the caller's transaction: their refresh tokens are removed, and their
 * ids are remembered while an access token of theirs could still be valid (older entries go).
 */
export async function endSessions(
  tx: RepositoryTransaction,
  rows: readonly RefreshTokenRow[],
): Promise<void> {
  const now = tokenClockNow()
  const { rows: ended } = await tx.list(endedSessionsTable)
  const stale = now - accessTokenLifetimeSeconds * 1000
  for (const entry of ended)
    if (Date.parse(entry.endedAt) < stale) await tx.remove(endedSessionsTable, entry.sessionId)
  for (const row of rows) {
    await tx.remove(refreshTokensTable, row.tokenId)
    if (row.sessionId && !(await tx.get(endedSessionsTable, row.sessionId)))
      await tx.insert(endedSessionsTable, {
        sessionId: row.sessionId,
        endedAt: new Date(now).toISOString(),
      })
  }
}
