// GET / POST /account-setting/data and POST /account-setting/deactivate: the signed-in account's
// own settings (never another account's: the account is the caller's token's).
import { accountSettingsUpdateSchema } from '../../../api/schemas/accountSettings'
import type { LoginUser } from '../../../api/types/auth'
import type { AccountSettingsRecord } from '../../../api/types/accountSettings'
import type { AccountSettingsUpdate } from '../../../api/types/pages'
import { accountDeactivationSchema } from '../../../api/schemas/accountSettings'
import { accountsTable, refreshTokensTable } from '../../auth/accounts'
import { endSessions } from '../../auth/sessionEnd'
import { tokenClockNow } from '../../auth/tokens'
import type { RepositoryTransaction } from '../../db/repository'
import { isTaken } from '../../db/unique'
import { invalidFields, unauthorized } from '../../http/errors'
import { route, type RouteContext } from '../../http/route'
import { readAccountForm } from './formBody'
import {
  readAccount,
  readSettingsRecord,
  settingsOf,
  writeSettingsRecord,
} from './accountSettingsTable'

/** The caller (every /account-setting/ call needs a signed-in one). */
export function callerOf(context: Pick<RouteContext, 'user'>): LoginUser {
  if (!context.user) throw unauthorized('Sign in to continue.')
  return context.user
}

function applyUpdate(
  account: LoginUser,
  record: AccountSettingsRecord,
  update: AccountSettingsUpdate,
): { account: LoginUser; record: AccountSettingsRecord } {
  const { company, ...accountFields } = update.general ?? {}
  return {
    account: { ...account, ...accountFields },
    record: {
      ...record,
      company: company ?? record.company,
      info: { ...record.info, ...update.info },
      social: {
        socialLinks: { ...record.social.socialLinks, ...update.social?.socialLinks },
        connections: { ...record.social.connections, ...update.social?.connections },
      },
      notification: { ...record.notification, ...update.notification },
    },
  }
}

/** A taken email or username (another account's, in any letter case), at its field. */
async function takenFields(
  tx: RepositoryTransaction,
  self: number,
  update: AccountSettingsUpdate,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {}
  const { email, username } = update.general ?? {}
  if (email && (await isTaken(tx, accountsTable, 'email', email, self)))
    errors['general.email'] = 'This email is already in use.'
  if (username && (await isTaken(tx, accountsTable, 'username', username, self)))
    errors['general.username'] = 'This username is already in use.'
  return errors
}

export const accountSettingsHandlers = [
  route('get', '/account-setting/data', async (context) => {
    const caller = callerOf(context)
    const account = await readAccount(context.repo, caller.id)
    return settingsOf(account, await readSettingsRecord(context.repo, caller.id))
  }),

  route('post', '/account-setting/data', async (context) => {
    const caller = callerOf(context)
    const { request, repo } = context
    const update = await readAccountForm(request, accountSettingsUpdateSchema)
    if (update.info?.dob && update.info.dob > repo.referenceDay.toISOString().slice(0, 10)) {
      throw invalidFields('Invalid request: info.dob: must not be in the future', {
        'info.dob': 'Date of birth must not be in the future',
      })
    }
    return repo.transaction(async (tx) => {
      const taken = await takenFields(tx, caller.id, update)
      if (Object.keys(taken).length > 0)
        throw invalidFields(`Invalid request: ${Object.values(taken).join(' ')}`, taken)
      const next = applyUpdate(
        await readAccount(tx, caller.id),
        await readSettingsRecord(tx, caller.id),
        update,
      )
      const account = await tx.update(accountsTable, next.account)
      return settingsOf(account, await writeSettingsRecord(tx, next.record))
    })
  }),

  route('post', '/account-setting/deactivate', async (context) => {
    const caller = callerOf(context)
    const { confirmEmail } = await readAccountForm(context.request, accountDeactivationSchema)
    if (confirmEmail !== caller.email.toLowerCase())
      throw invalidFields('Invalid request: confirmEmail: type your email to confirm', {
        confirmEmail: "That is not this account's email",
      })
    await context.repo.transaction(async (tx) => {
      const account = await readAccount(tx, caller.id)
      await tx.update(accountsTable, {
        ...account,
        deactivatedAt: new Date(tokenClockNow()).toISOString(),
      })
      // Every session of the account ends now.
      const { rows } = await tx.list(refreshTokensTable, { where: { userId: caller.id } })
      await endSessions(tx, rows)
    })
    return { message: 'The account has been deactivated.' }
  }),
]
