import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { searchFromView, viewFromSearch } from '../../machines/todo/todoView'
import { TodoContext } from './todoContext'

/**
 * Keeps the URL and the machine's view in step (like the mailbox's): links and
 * Back move the URL and the machine follows; a search after the typing pause
 * or a sort from the menu moves the machine and the URL follows.
 */
export function useTodoUrl() {
  const [search, setSearch] = useSearchParams()
  const actor = TodoContext.useActorRef()
  const viewSearch = TodoContext.useSelector((snapshot) =>
    searchFromView(snapshot.context.view).toString(),
  )
  const searchText = search.toString()
  const urlRef = useRef(searchText)
  // Addresses this hook wrote itself: when the router reports one of them, the machine is
  // already there (or further on, if the user kept typing), so it is not sent back.
  const writtenRef = useRef<string[]>([])

  useEffect(() => {
    urlRef.current = searchText
    const written = writtenRef.current.indexOf(searchText)
    if (written >= 0) {
      // Writes before it were replaced before the router reported them.
      writtenRef.current = writtenRef.current.slice(written + 1)
      return
    }
    // Someone else moved the URL (a link, Back): every write before it is behind us.
    writtenRef.current = []
    actor.send({ type: 'view.changed', view: viewFromSearch(new URLSearchParams(searchText)) })
  }, [actor, searchText])

  useEffect(() => {
    const wanted = searchFromView(actor.getSnapshot().context.view)
    // Where the URL is, or is going: the last address written and not yet reported (a letter
    // typed and taken back before the router reported it still puts the address back).
    const current = searchFromView(
      viewFromSearch(new URLSearchParams(writtenRef.current.at(-1) ?? urlRef.current)),
    )
    if (wanted.toString() === current.toString()) return
    writtenRef.current = [...writtenRef.current, wanted.toString()]
    setSearch(wanted, { replace: true })
  }, [actor, viewSearch, setSearch])
}
