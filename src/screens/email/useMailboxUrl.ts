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
  // Addresses this hook wrote itself, not yet reported by the router. The router reports a
  // write a render later (its navigation is a transition): by then the machine may have moved
  // on (a search typed quickly commits a letter at a time), so an echo is not sent back.
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
    // Read live: this also runs when only `setSearch` changed (the URL moved), and the effect above
    // may just have moved the machine to it.
    const wanted = actor.getSnapshot().context.view
    // Where the URL is, or is going: the last address written and not yet reported.
    const current = viewFromSearch(new URLSearchParams(writtenRef.current.at(-1) ?? urlRef.current))
    const next = searchFromView(wanted)
    if (next.toString() === searchFromView(current).toString()) return
    writtenRef.current = [...writtenRef.current, next.toString()]
    // Opening another email is a step back can undo; a new search replaces the entry.
    setSearch(next, { replace: current.emailId === wanted.emailId })
  }, [actor, viewSearch, setSearch])
}
