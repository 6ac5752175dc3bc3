import { type User, userSortColumns } from '../../api/types/users'
import { fetchUsers } from '../../api/users'
import { createListMachine } from '../list/listMachine'
import { listShape, type ListParams, pageQuery } from '../list/listParams'

/** The roles page's users table: every user, or the holders of one role (`accessRole`, a role id). */
export type RoleUsersFilters = { accessRole: string }

export const roleUsersListShape = listShape<RoleUsersFilters>({
  filters: { accessRole: '' },
  sortColumns: userSortColumns,
  sortColumn: 'fullName',
})
export const defaultRoleUsersParams = roleUsersListShape.defaults

function roleUsersQueryOf(params: ListParams<RoleUsersFilters>) {
  const accessRole = Number(params.filters.accessRole)
  return {
    ...pageQuery(params, userSortColumns),
    ...(Number.isInteger(accessRole) && accessRole > 0 ? { accessRole } : {}),
  }
}

/** The kit's list machine with the users call; the roles page reads it without deleting. */
export const roleUsersListMachine = createListMachine<User, RoleUsersFilters, never>({
  shape: roleUsersListShape,
  load: async (params, signal) => {
    const page = await fetchUsers(roleUsersQueryOf(params), signal)
    return { total: page.total, rows: page.users }
  },
})
