import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { ActorRefFrom } from 'xstate'
import type { listMachine } from '../../machines/list/listMachine'
import { type ListParams, paramsFromSearch, searchFromParams } from '../../machines/list/listParams'

export type ListActorRef = ActorRefFrom<typeof listMachine>

/** How a list's params read from and write to the URL: the area's defaults and sortable columns. */
export interface ListUrlShape {
  defaults: ListParams
  sortColumns: readonly string[]
}

export const listParamsFromSearch = (search: URLSearchParams, shape: ListUrlShape): ListParams =>
  paramsFromSearch(search, shape.defaults, shape.sortColumns)

/**
 * Keeps the URL and a list machine's params in step: the URL leads when it changes
 * (a shared link, Back / Forward), the list when the user searches, filters, sorts
 * or pages (each a history entry; typing replaces the entry of the search).
 */
export function useListUrl(list: ListActorRef, shape: ListUrlShape) {
  const [search, setSearch] = useSearchParams()
  const paramsSearch = useSelector(list, (snapshot) =>
    searchFromParams(snapshot.context.params, shape.defaults).toString(),
  )
  const searchText = search.toString()
  const urlRef = useRef(searchText)

  useEffect(() => {
    urlRef.current = searchText
    list.send({
      type: 'list.params',
      params: listParamsFromSearch(new URLSearchParams(searchText), shape),
    })
  }, [list, searchText, shape])

  useEffect(() => {
    const current = listParamsFromSearch(new URLSearchParams(urlRef.current), shape)
    const wanted = list.getSnapshot().context.params
    const next = searchFromParams(wanted, shape.defaults)
    if (next.toString() === searchFromParams(current, shape.defaults).toString()) return
    // At once, not as a transition: a Back right after must find the list at this URL.
    setSearch(next, { replace: current.q !== wanted.q, flushSync: true })
  }, [list, paramsSearch, setSearch, shape])
}
