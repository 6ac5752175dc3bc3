import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { searchFromView, viewFromSearch } from '../../machines/email/emailView'
import { EmailContext } from './emailContext'

/**
 * Keeps the URL and the machine's view in step. The URL leads when it changes
 * (links, back/forward, a shared link); the machine leads when it moves by
 * itself (previous/next, a search after the typing pause, trashing the open
 * email). Each side only follows a change of the other, so they never loop.
 */
export function useMailboxUrl() {
  const [search, setSearch] = useSearchParams()
  const actor = EmailContext.useActorRef()
  // Compared by value: the machine may hand out an equal view as a new object.
  const viewSearch = EmailContext.useSelector((snapshot) =>
    searchFromView(snapshot.context.view).toString(),
  )
  const searchText = search.toString()
  const urlRef = useRef(searchText)

  useEffect(() => {
    urlRef.current = searchText
    actor.send({ type: 'view.changed', view: viewFromSearch(new URLSearchParams(searchText)) })
  }, [actor, searchText])

  useEffect(() => {
    // Read live: this also runs when only `setSearch` changed (the URL moved), and the effect above
    // may just have moved the machine to it.
    const wanted = actor.getSnapshot().context.view
    const current = viewFromSearch(new URLSearchParams(urlRef.current))
    const next = searchFromView(wanted)
    if (next.toString() === searchFromView(current).toString()) return
    // Opening another email is a step back can undo; a new search replaces the entry.
    setSearch(next, { replace: current.emailId === wanted.emailId })
  }, [actor, viewSearch, setSearch])
}
