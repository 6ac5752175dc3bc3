import { paramsFromSearch } from '../../machines/list/listParams'
import { usersListShape } from '../../machines/users/usersListMachine'
import { useListUrl } from '../list/useListUrl'
import { useUsersListActor } from './usersContext'

export const usersParamsFromSearch = (search: URLSearchParams) =>
  paramsFromSearch(search, usersListShape)

/** The users list's params in the URL (see `useListUrl`). */
export function useUsersUrl() {
  useListUrl(useUsersListActor(), usersListShape)
}
