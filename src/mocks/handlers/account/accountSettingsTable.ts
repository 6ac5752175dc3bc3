// The signed-in account's settings: one row per account (`accountId`), made blank until its first
// save; the general fields other than the company are the account's own.
import type { AccountSettingsRecord } from '../../../api/types/accountSettings'
import type { LoginUser } from '../../../api/types/auth'
import type { AccountSettings } from '../../../api/types/pages'
import {
  blankAccountSettingsRecord,
  createAccountSettingsRecords,
} from '../../../fixtures/accountSettings'
import { accountsTable } from '../../auth/accounts'
import type { RepositoryReader, RepositoryTransaction } from '../../db/repository'
import { defineTable } from '../../db/table'
import { unauthorized } from '../../http/errors'

export const accountSettingsTable = defineTable<AccountSettingsRecord>(
  'accountSettings.byAccount',
  createAccountSettingsRecords,
  { key: 'accountId' },
)

/** The caller's account as stored now (the route's copy may be older inside a transaction). */
export async function readAccount(reader: RepositoryReader, id: number): Promise<LoginUser> {
  const account = await reader.get(accountsTable, id)
  if (!account) throw unauthorized('The access token belongs to no account.')
  return account
}

export async function readSettingsRecord(
  reader: RepositoryReader,
  accountId: number,
): Promise<AccountSettingsRecord> {
  return (
    (await reader.get(accountSettingsTable, accountId)) ?? blankAccountSettingsRecord(accountId)
  )
}

/** Adds or replaces the account's row. */
export async function writeSettingsRecord(
  tx: RepositoryTransaction,
  record: AccountSettingsRecord,
): Promise<AccountSettingsRecord> {
  return (await tx.get(accountSettingsTable, record.accountId))
    ? tx.update(accountSettingsTable, record)
    : tx.insert(accountSettingsTable, record)
}

/** SPEC §3's account settings of one account, as GET /account-setting/data answers them. */
export function settingsOf(account: LoginUser, record: AccountSettingsRecord): AccountSettings {
  return {
    general: {
      avatar: account.avatar,
      username: account.username,
      fullName: account.fullName,
      email: account.email,
      company: record.company,
    },
    info: record.info,
    social: record.social,
    notification: record.notification,
  }
}
