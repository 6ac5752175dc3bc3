import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { gridViewFromSearch, searchWithGridView } from '../../machines/data-tables/gridView'
import type { gridViewMachine } from '../../machines/data-tables/gridViewMachine'
import type { ActorRefFrom } from 'xstate'
import { writeSearchAfterCommit } from '../list/writeSearchAfterCommit'

/**
 * Keeps the URL and the grid's view (columns, density, selection) in step, as `useListUrl` does
 * for the query: the URL leads when it changes (a link, Back / Forward), the view when the user
 * changes it (replacing the history entry: a click in the grid is not a page to go back to).
 */
export function useGridViewUrl(
  view: ActorRefFrom<typeof gridViewMachine>,
  columnIds: readonly string[],
) {
  const [search, setSearch] = useSearchParams()
  const searchText = search.toString()
  const urlRef = useRef(searchText)
  const viewSearch = useSelector(view, (snapshot) =>
    searchWithGridView(new URLSearchParams(), snapshot.context.view).toString(),
  )

  useEffect(() => {
    urlRef.current = searchText
    const fromUrl = gridViewFromSearch(new URLSearchParams(searchText), columnIds)
    const current = searchWithGridView(new URLSearchParams(), view.getSnapshot().context.view)
    if (searchWithGridView(new URLSearchParams(), fromUrl).toString() !== current.toString())
      view.send({ type: 'view.url', view: fromUrl })
  }, [view, searchText, columnIds])

  useEffect(() => {
    const url = new URLSearchParams(urlRef.current)
    const next = searchWithGridView(url, view.getSnapshot().context.view)
    if (next.toString() === url.toString()) return
    return writeSearchAfterCommit(setSearch, next, { replace: true })
  }, [view, viewSearch, setSearch])
}
