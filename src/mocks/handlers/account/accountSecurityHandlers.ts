// The Security tab's calls: password, two-step verification and the account's sessions, each
// only ever the caller's own.
import { z } from 'zod'
import { accountPasswordSchema, accountTwoStepSchema } from '../../../api/schemas/accountSettings'
import type { AccountSecurity, AccountSession } from '../../../api/types/accountSettings'
import { accountsTable, refreshTokensTable } from '../../auth/accounts'
import { endSessions } from '../../auth/sessionEnd'
import { refreshTokenLifetimeSeconds, tokenClockNow } from '../../auth/tokens'
import type { RepositoryReader } from '../../db/repository'
import { badRequest, invalidFields, notFound } from '../../http/errors'
import { readQuery } from '../../http/input'
import { route } from '../../http/route'
import { callerOf } from './accountSettingsHandlers'
import { readAccount, readSettingsRecord, writeSettingsRecord } from './accountSettingsTable'
import { readAccountForm } from './formBody'

/** The account's sessions still alive (a refresh token not yet expired), latest first. */
async function sessionsOf(
  reader: RepositoryReader,
  userId: number,
  currentSessionId: string | undefined,
): Promise<AccountSession[]> {
  const { rows } = await reader.list(refreshTokensTable, { where: { userId } })
  const aliveAfter = tokenClockNow() - refreshTokenLifetimeSeconds * 1000
  return rows
    .flatMap((row): AccountSession[] =>
      row.sessionId && row.lastSeenAt && Date.parse(row.lastSeenAt) > aliveAfter
        ? [
            {
              id: row.sessionId,
              browser: row.browser ?? 'Unknown',
              os: row.os ?? 'Unknown',
              signedInAt: row.signedInAt ?? row.lastSeenAt,
              lastSeenAt: row.lastSeenAt,
              isCurrent: row.sessionId === currentSessionId,
            },
          ]
        : [],
    )
    .sort(
      (a, b) =>
        Number(b.isCurrent) - Number(a.isCurrent) || b.lastSeenAt.localeCompare(a.lastSeenAt),
    )
}

async function securityOf(
  reader: RepositoryReader,
  userId: number,
  currentSessionId: string | undefined,
): Promise<AccountSecurity> {
  const record = await readSettingsRecord(reader, userId)
  return {
    twoStep: record.twoStep,
    passwordChangedAt: record.passwordChangedAt,
    sessions: await sessionsOf(reader, userId, currentSessionId),
  }
}

const sessionQuery = z.object({ id: z.string().min(1).max(100) })

export const accountSecurityHandlers = [
  route('get', '/account-setting/security', async (context) =>
    securityOf(context.repo, callerOf(context).id, context.sessionId),
  ),

  route('post', '/account-setting/password', async (context) => {
    const caller = callerOf(context)
    const change = await readAccountForm(context.request, accountPasswordSchema)
    await context.repo.transaction(async (tx) => {
      const account = await readAccount(tx, caller.id)
      if (account.password !== change.currentPassword)
        throw invalidFields('Invalid request: currentPassword: the current password is wrong', {
          currentPassword: 'The current password is wrong',
        })
      if (change.newPassword === change.currentPassword)
        throw invalidFields('Invalid request: newPassword: choose a password you do not use now', {
          newPassword: 'Choose a password other than the current one',
        })
      await tx.update(accountsTable, { ...account, password: change.newPassword })
      const record = await readSettingsRecord(tx, caller.id)
      await writeSettingsRecord(tx, {
        ...record,
        passwordChangedAt: new Date(tokenClockNow()).toISOString(),
      })
    })
    return securityOf(context.repo, caller.id, context.sessionId)
  }),

  route('post', '/account-setting/two-step', async (context) => {
    const caller = callerOf(context)
    const { enabled, phone } = await readAccountForm(context.request, accountTwoStepSchema)
    await context.repo.transaction(async (tx) => {
      const record = await readSettingsRecord(tx, caller.id)
      await writeSettingsRecord(tx, { ...record, twoStep: { enabled, phone } })
    })
    return securityOf(context.repo, caller.id, context.sessionId)
  }),

  route('delete', '/account-setting/sessions', async (context) => {
    const caller = callerOf(context)
    const { id } = readQuery(context.url, sessionQuery)
    if (id === context.sessionId) throw badRequest('Sign out of this session from the user menu.')
    await context.repo.transaction(async (tx) => {
      const { rows } = await tx.list(refreshTokensTable, {
        where: { userId: caller.id, sessionId: id },
      })
      if (rows.length === 0) throw notFound(`This account has no session ${id}.`)
      await endSessions(tx, rows)
    })
    return securityOf(context.repo, caller.id, context.sessionId)
  }),
]
