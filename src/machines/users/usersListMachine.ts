import {
  userPlans,
  userRoles,
  userSortColumns,
  userStatuses,
  type User,
  type UsersQuery,
  type UserStats,
} from '../../api/types/users'
import { deleteUsers, fetchUsers, fetchUserStats } from '../../api/users'
import { createListMachine } from '../list/listMachine'
import { listShape, type ListParams, oneOf, pageQuery } from '../list/listParams'

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

/**
 * The users table: the kit's list machine with the users calls. Each load also
 * fetches the counts for the stat cards (`summary`), so they follow every write.
 */
export const usersListMachine = createListMachine<User, UserFilters, UserStats>({
  shape: usersListShape,
  load: async (params, signal) => {
    const [page, stats] = await Promise.all([
      fetchUsers(usersQueryOf(params), signal),
      fetchUserStats(signal),
    ])
    return { total: page.total, rows: page.users, summary: stats }
  },
  remove: deleteUsers,
})
