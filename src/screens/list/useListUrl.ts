import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { ListActorRef } from '../../machines/list/listMachine'
import {
  type ListFilters,
  type ListShape,
  paramsFromSearch,
  searchFromParams,
} from '../../machines/list/listParams'
import type { ListRow } from '../../machines/list/listSteps'
import type { WindowedListActorRef } from '../../machines/list/windowedListMachine'
import { writeSearchAfterCommit } from './writeSearchAfterCommit'

const noScreenKeys: readonly string[] = []

/**
 * Keeps the URL and a list machine's params in step: the URL leads when it changes
 * (a shared link, Back / Forward), the list when the user searches, filters, sorts
 * or pages (each a history entry; typing replaces the entry of the search). Keys in
 * `screenKeys` belong to the screen (the shop's grid or list view) and are kept as they are.
 */
export function useListUrl<Row extends ListRow, Filters extends ListFilters, Summary>(
  list: ListActorRef<Row, Filters, Summary> | WindowedListActorRef<Row, Filters, Summary>,
  shape: ListShape<Filters>,
  screenKeys: readonly string[] = noScreenKeys,
) {
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
      params: paramsFromSearch(new URLSearchParams(searchText), shape),
    })
  }, [list, searchText, shape])

  useEffect(() => {
    const current = paramsFromSearch(new URLSearchParams(urlRef.current), shape)
    const wanted = list.getSnapshot().context.params
    const next = searchFromParams(wanted, shape.defaults)
    if (next.toString() === searchFromParams(current, shape.defaults).toString()) return
    const url = new URLSearchParams(urlRef.current)
    for (const key of screenKeys) for (const value of url.getAll(key)) next.append(key, value)
    return writeSearchAfterCommit(setSearch, next, { replace: current.q !== wanted.q })
  }, [list, paramsSearch, setSearch, shape, screenKeys])
}
