import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { searchFromView, viewFromSearch } from '../../machines/calendar/calendarView'
import { CalendarContext } from './calendarContext'

/**
 * Keeps the URL and the machine's view in step (like the to-do list's): links and Back move
 * the URL and the machine follows; the toolbar, the mini month and the filters move the
 * machine and the URL follows (replacing the entry, so Back leaves the calendar).
 */
export function useCalendarUrl() {
  const [search, setSearch] = useSearchParams()
  const actor = CalendarContext.useActorRef()
  const defaultMode = CalendarContext.useSelector((snapshot) => snapshot.context.defaultMode)
  const viewSearch = CalendarContext.useSelector((snapshot) =>
    searchFromView(snapshot.context.view, snapshot.context.defaultMode).toString(),
  )
  const searchText = search.toString()
  const urlRef = useRef(searchText)
  // Addresses this hook wrote itself: when the router reports one of them, the machine is
  // already there (or further on), so it is not sent back.
  const writtenRef = useRef<string[]>([])

  useEffect(() => {
    urlRef.current = searchText
    const written = writtenRef.current.indexOf(searchText)
    if (written >= 0) {
      writtenRef.current = writtenRef.current.slice(written + 1)
      return
    }
    writtenRef.current = []
    actor.send({
      type: 'view.changed',
      view: viewFromSearch(new URLSearchParams(searchText), defaultMode),
    })
  }, [actor, searchText, defaultMode])

  useEffect(() => {
    // Where the URL is, or is going, in the machine's own spelling.
    const current = searchFromView(
      viewFromSearch(new URLSearchParams(writtenRef.current.at(-1) ?? urlRef.current), defaultMode),
      defaultMode,
    ).toString()
    if (viewSearch === current) return
    writtenRef.current = [...writtenRef.current, viewSearch]
    setSearch(new URLSearchParams(viewSearch), { replace: true })
  }, [viewSearch, setSearch, defaultMode])
}
