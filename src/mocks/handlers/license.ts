import type { LicenseComparison, Subscription } from '../../api/types/license'
import type { LoginUser } from '../../api/types/auth'
import {
  createLicenseTiers,
  createSubscriptions,
  defaultSubscription,
} from '../../fixtures/license'
import type { RepositoryReader } from '../db/repository'
import { defineTable } from '../db/table'
import { unauthorized } from '../http/errors'
import { route } from '../http/route'

export const licenseTiersTable = defineTable('licenseTiers', createLicenseTiers)
export const subscriptionsTable = defineTable('subscriptions', createSubscriptions, {
  key: 'userId',
})

async function subscriptionOf(
  repo: RepositoryReader,
  user: LoginUser | undefined,
): Promise<Subscription> {
  if (!user) throw unauthorized('Sign in to see your plan.')
  const stored = await repo.get(subscriptionsTable, user.id)
  return stored
    ? { planId: stored.planId, licenseTierId: stored.licenseTierId }
    : { ...defaultSubscription }
}

/** The signed-in account's plan and licence, and the licence tiers compared. */
export const licenseHandlers = [
  route('get', '/api/subscription', async ({ repo, user }) => subscriptionOf(repo, user)),

  route('get', '/api/license', async ({ repo, user }) => {
    const { licenseTierId } = await subscriptionOf(repo, user)
    const { rows: tiers } = await repo.list(licenseTiersTable)
    return { tiers, currentTierId: licenseTierId } satisfies LicenseComparison
  }),
]
