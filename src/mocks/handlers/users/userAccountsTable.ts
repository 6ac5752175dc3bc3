import type { ActivityEntry, ActivityKind, UserAccount } from '../../../api/types/userAccount'
import type { User } from '../../../api/types/users'
import { createUserAccount } from '../../../fixtures/userAccounts'
import type { RepositoryReader, RepositoryTransaction } from '../../db/repository'
import { defineTable } from '../../db/table'
import { notFound } from '../../http/errors'
import { usersTable } from './usersTable'

/** Accounts written so far (one row per user, `id` = the user's id); the others are still their seed. */
export const userAccountsTable = defineTable<UserAccount>('users.accounts', () => [])

const dayMs = 24 * 60 * 60 * 1000

/** Days from `referenceDay` to `date` (YYYY-MM-DD), never below 0. */
export function daysUntil(date: string, referenceDay: Date): number {
  const day = Date.UTC(
    referenceDay.getUTCFullYear(),
    referenceDay.getUTCMonth(),
    referenceDay.getUTCDate(),
  )
  return Math.max(0, Math.round((Date.parse(`${date}T00:00:00Z`) - day) / dayMs))
}

/** The account as answered: the days left counted from the back end's day. */
export function answerOf(account: UserAccount, referenceDay: Date): UserAccount {
  return {
    ...account,
    plan: { ...account.plan, daysLeft: daysUntil(account.plan.renewsOn, referenceDay) },
  }
}

/** A user and their account; 404 when there is no such user. */
export async function readUserAccount(
  tx: RepositoryReader,
  id: number,
  referenceDay: Date,
): Promise<{ user: User; account: UserAccount }> {
  const user = await tx.get(usersTable, id)
  if (!user) throw notFound(`There is no user with id ${id}.`)
  const stored = await tx.get(userAccountsTable, id)
  return { user, account: stored ?? createUserAccount(user, referenceDay) }
}

/** Writes one account (added or replaced) in the transaction. */
export async function writeUserAccount(
  tx: RepositoryTransaction,
  account: UserAccount,
): Promise<void> {
  if (await tx.get(userAccountsTable, account.id)) await tx.update(userAccountsTable, account)
  else await tx.insert(userAccountsTable, account)
}

/** The account with one more activity entry on top (newest first), at `now`. */
export function withActivity(
  account: UserAccount,
  kind: ActivityKind,
  subject: string,
  now: string,
): UserAccount {
  const id = account.activity.reduce((highest, entry) => Math.max(highest, entry.id), 0) + 1
  const entry: ActivityEntry = { id, kind, at: now, subject }
  return { ...account, activity: [entry, ...account.activity].slice(0, 20) }
}
