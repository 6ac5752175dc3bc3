import { fromCall } from '../shared/fromCall'
import { fetchUsers } from '../../api/users'
import type { UsersQuery } from '../../api/types/users'
import { type ListAnswer, listMachine } from '../list/listMachine'
import { type ListParams, queryFromParams } from '../list/listParams'

/** The roles page's users table: every user, or the holders of one role (`accessRole`, a role id). */
export const defaultRoleUsersParams: ListParams<'accessRole'> = {
  q: '',
  filters: { accessRole: '' },
  sortColumn: 'fullName',
  sort: 'asc',
  page: 1,
  perPage: 10,
}

/** The kit's list machine with the users call; the roles page reads it without deleting. */
export const roleUsersListMachine = listMachine.provide({
  actors: {
    loadRows: fromCall<ListAnswer, ListParams>(async ({ input, signal }) => {
      const page = await fetchUsers(queryFromParams(input) as UsersQuery, signal)
      return { total: page.total, rows: page.users }
    }),
  },
})
