import type { LoginUser } from '../../api/types/auth'
import { demoAccounts } from '../../fixtures/auth'
import { defineTable } from '../db/table'

/** Accounts that can sign in: the demo accounts plus everyone who registers. */
export const accountsTable = defineTable<LoginUser>('accounts', () =>
  structuredClone([...demoAccounts]),
)

/** Refresh tokens still valid; a used one is removed (rotation). */
export const refreshTokensTable = defineTable<{ tokenId: string; userId: number }>(
  'refreshTokens',
  () => [],
  { key: 'tokenId' },
)
