import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { ListParams } from '../../machines/list/listParams'
import { paramsFromSearch, searchFromParams } from '../../machines/list/listParams'
import { defaultUserParams } from '../../machines/users/usersListMachine'
import { userSortColumns } from '../../api/types/users'
import { useUsersList, useUsersListActor } from './usersContext'

/** The list's params as a URL query, and back. */
export const usersParamsFromSearch = (search: URLSearchParams): ListParams =>
  paramsFromSearch(search, defaultUserParams, userSortColumns)

/**
 * Keeps the URL and the list's params in step: the URL leads when it changes (a
 * shared link, Back / Forward), the list when the user searches, filters, sorts
 * or pages (each a history entry; typing replaces the entry of the search).
 */
export function useUsersUrl() {
  const [search, setSearch] = useSearchParams()
  const list = useUsersListActor()
  const paramsSearch = useUsersList((snapshot) =>
    searchFromParams(snapshot.context.params, defaultUserParams).toString(),
  )
  const searchText = search.toString()
  const urlRef = useRef(searchText)

  useEffect(() => {
    urlRef.current = searchText
    list.send({
      type: 'list.params',
      params: usersParamsFromSearch(new URLSearchParams(searchText)),
    })
  }, [list, searchText])

  useEffect(() => {
    const current = usersParamsFromSearch(new URLSearchParams(urlRef.current))
    const wanted = list.getSnapshot().context.params
    const next = searchFromParams(wanted, defaultUserParams)
    if (next.toString() === searchFromParams(current, defaultUserParams).toString()) return
    setSearch(next, { replace: current.q !== wanted.q })
  }, [list, paramsSearch, setSearch])
}
