// The user view's calls as actors: one load (user, account, invoices) and one per save.
import { fromCall } from '../shared/fromCall'
import { backendTables } from '../../api/backendAnnouncements'
import { fetchInvoices } from '../../api/invoices'
import type {
  NotificationsUpdate,
  PasswordChange,
  PlanUpdate,
  TwoStepUpdate,
  UserAccountWriteResponse,
} from '../../api/types/userAccount'
import type { User, UserUpdate } from '../../api/types/users'
import {
  changePassword,
  changePlan,
  fetchUserAccount,
  saveBilling,
  saveNotifications,
  saveTwoStep,
} from '../../api/userAccount'
import { fetchUser, fetchUsers, updateUser } from '../../api/users'
import { fromTableChanges } from '../shared/tableChanges'
import type { UserViewData } from './userViewTypes'

/** The page without an id shows the user with the lowest id. */
async function firstUserId(signal: AbortSignal): Promise<number> {
  const { users } = await fetchUsers({ sortColumn: 'id', sort: 'asc', perPage: 1 }, signal)
  const first = users[0]
  if (!first) throw new Error('There are no users.')
  return first.id
}

export const userViewActors = {
  loadUserView: fromCall<UserViewData, { id: number | null }>(async ({ input, signal }) => {
    const id = input.id ?? (await firstUserId(signal))
    const [{ user }, { account }] = await Promise.all([
      fetchUser(id, signal),
      fetchUserAccount(id, signal),
    ])
    // The user's invoices: those whose client has the user's email or name.
    const { invoices } = await fetchInvoices(
      {
        clientEmail: user.email,
        clientName: user.fullName,
        perPage: 50,
        sortColumn: 'issuedDate',
        sort: 'desc',
      },
      signal,
    )
    return { user, account, invoices }
  }),
  submitUser: fromCall<User, UserUpdate>(async ({ input }) => (await updateUser(input)).user),
  submitPlan: fromCall<UserAccountWriteResponse, PlanUpdate>(({ input }) => changePlan(input)),
  submitPassword: fromCall<unknown, PasswordChange>(({ input }) => changePassword(input)),
  submitTwoStep: fromCall<UserAccountWriteResponse, TwoStepUpdate>(({ input }) =>
    saveTwoStep(input),
  ),
  submitNotifications: fromCall<UserAccountWriteResponse, NotificationsUpdate>(({ input }) =>
    saveNotifications(input),
  ),
  submitBilling: fromCall<UserAccountWriteResponse, Parameters<typeof saveBilling>[0]>(
    ({ input }) => saveBilling(input),
  ),
  /** Writes to users or accounts from other tabs: the page refetches in place. */
  listenToChanges: fromTableChanges(
    { tables: [backendTables.users, backendTables.userAccounts], includeOwnWrites: false },
    { type: 'view.refresh' },
  ),
}
