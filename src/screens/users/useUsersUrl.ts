import { userSortColumns } from '../../api/types/users'
import { defaultUserParams } from '../../machines/users/usersListMachine'
import { type ListUrlShape, listParamsFromSearch, useListUrl } from '../list/useListUrl'
import { useUsersListActor } from './usersContext'

const usersUrl: ListUrlShape = { defaults: defaultUserParams, sortColumns: userSortColumns }

export const usersParamsFromSearch = (search: URLSearchParams) =>
  listParamsFromSearch(search, usersUrl)

/** The users list's params in the URL (see `useListUrl`). */
export function useUsersUrl() {
  useListUrl(useUsersListActor(), usersUrl)
}
