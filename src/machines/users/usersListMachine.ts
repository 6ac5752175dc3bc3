import { fromCall } from '../shared/fromCall'
import { deleteUser, fetchUsers, fetchUserStats } from '../../api/users'
import type { UsersQuery } from '../../api/types/users'
import { type ListAnswer, listMachine } from '../list/listMachine'
import { type ListParams, queryFromParams } from '../list/listParams'

export const userFilters = ['role', 'status', 'currentPlan'] as const
export type UserFilter = (typeof userFilters)[number]

/** SPEC §7 and §9 defaults: by full name, ascending, page 1 of 10. */
export const defaultUserParams: ListParams<UserFilter> = {
  q: '',
  filters: { role: '', status: '', currentPlan: '' },
  sortColumn: 'fullName',
  sort: 'asc',
  page: 1,
  perPage: 10,
}

/** The list call's query for these params (validated by the back end). */
export function usersQueryOf(params: ListParams): UsersQuery {
  return queryFromParams(params) as UsersQuery
}

/**
 * The users table: the kit's list machine with the users calls. Each load also
 * fetches the counts for the stat cards (`summary`), so they follow every write.
 */
export const usersListMachine = listMachine.provide({
  actors: {
    loadRows: fromCall<ListAnswer, ListParams>(async ({ input, signal }) => {
      const [page, stats] = await Promise.all([
        fetchUsers(usersQueryOf(input), signal),
        fetchUserStats(signal),
      ])
      return { total: page.total, rows: page.users, summary: stats }
    }),
    deleteRows: fromCall<undefined, { ids: number[] }>(async ({ input }) => {
      for (const id of input.ids) await deleteUser(id)
      return undefined
    }),
  },
})
