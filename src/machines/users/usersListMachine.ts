import {
  userPlans,
  userRoles,
  userSortColumns,
  userStatuses,
  type User,
  type UsersQuery,
  type UserStats,
} from '../../api/types/users'
import { startEarly } from '../../api/http'
import { deleteUsers, fetchUsers, fetchUserStats } from '../../api/users'
import { createListMachine } from '../list/listMachine'
import { listShape, type ListParams, oneOf, pageQuery, paramsFromSearch } from '../list/listParams'

export type UserFilters = { role: string; status: string; currentPlan: string }
export type UserFilter = keyof UserFilters & string

/** SPEC §7 and §9 defaults: by full name, ascending, page 1 of 10. */
export const usersListShape = listShape<UserFilters>({
  filters: { role: '', status: '', currentPlan: '' },
  sortColumns: userSortColumns,
  sortColumn: 'fullName',
})
export const defaultUserParams = usersListShape.defaults

/** The list call's query for these params: filters the back end knows, the others left out. */
export function usersQueryOf(params: ListParams<UserFilters>): UsersQuery {
  const role = oneOf(userRoles, params.filters.role)
  const status = oneOf(userStatuses, params.filters.status)
  const currentPlan = oneOf(userPlans, params.filters.currentPlan)
  return {
    ...pageQuery(params, userSortColumns),
    ...(role ? { role } : {}),
    ...(status ? { status } : {}),
    ...(currentPlan ? { currentPlan } : {}),
  }
}

/** One load of the table: a page of users, and the counts for the stat cards (`summary`). */
async function loadUsers(params: ListParams<UserFilters>, signal?: AbortSignal) {
  const [page, stats] = await Promise.all([
    fetchUsers(usersQueryOf(params), signal),
    fetchUserStats(signal),
  ])
  return { total: page.total, rows: page.users, summary: stats }
}

/**
 * The users table: the kit's list machine with the users calls. Each load also
 * fetches the counts, so they follow every write.
 */
export const usersListMachine = createListMachine<User, UserFilters, UserStats>({
  shape: usersListShape,
  load: loadUsers,
  remove: deleteUsers,
})

/** The table's first load for a URL's query, started as the page loads (src/app/firstRequests.ts). */
export function startUsersListRequests(search: URLSearchParams): void {
  startEarly(() => loadUsers(paramsFromSearch(search, usersListShape)))
}
