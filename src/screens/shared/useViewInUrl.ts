import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'

/** How a screen's view (held by its machine) and the URL's query follow each other. */
export interface ViewInUrl {
  /** The view as the query the machine wants, from this render: the URL follows its changes. */
  viewSearch: string
  /**
   * The same, read from the machine now. When the URL moves, the machine follows it in the
   * same commit, after this render: the value above is then already behind.
   */
  readViewSearch: () => string
  /** Someone else moved the URL (a link, Back, a shared address): the machine follows. */
  followUrl: (search: URLSearchParams) => void
  /** A query as the machine would write it, so equal views compare equal. */
  normalize: (search: string) => string
  /** Whether the machine's move from one query to the other replaces the history entry. */
  replaces?: (from: string, to: string) => boolean
}

/**
 * Keeps the URL and a machine's view in step: links and Back move the URL and the machine
 * follows; the machine's own moves (a search after the typing pause, a filter, a toolbar
 * button) move the URL. The router reports a write a render later (its navigation is a
 * transition) and by then the machine may have moved on — a search typed quickly commits a
 * letter at a time — so the echo of a write of this hook is not sent back to the machine.
 */
export function useViewInUrl({
  viewSearch,
  readViewSearch,
  followUrl,
  normalize,
  replaces,
}: ViewInUrl) {
  const [search, setSearch] = useSearchParams()
  const searchText = search.toString()
  const urlRef = useRef(searchText)
  // Queries this hook wrote and the router has not reported yet, oldest first.
  const writtenRef = useRef<string[]>([])
  const latest = useRef({ readViewSearch, followUrl, normalize, replaces })
  useEffect(() => {
    latest.current = { readViewSearch, followUrl, normalize, replaces }
  })

  useEffect(() => {
    urlRef.current = searchText
    const written = writtenRef.current.indexOf(searchText)
    if (written >= 0) {
      // Writes before it were replaced before the router reported them.
      writtenRef.current = writtenRef.current.slice(written + 1)
      return
    }
    // Someone else moved the URL: every write before it is behind us.
    writtenRef.current = []
    latest.current.followUrl(new URLSearchParams(searchText))
  }, [searchText])

  useEffect(() => {
    const { readViewSearch: readNow, normalize: spell, replaces: isReplacing } = latest.current
    const wanted = readNow()
    // Where the URL is, or is going: the last query written and not yet reported (a letter
    // typed and taken back before the router reported it still puts the query back).
    const current = spell(writtenRef.current.at(-1) ?? urlRef.current)
    if (wanted === current) return
    writtenRef.current = [...writtenRef.current, wanted]
    setSearch(new URLSearchParams(wanted), { replace: isReplacing?.(current, wanted) ?? true })
  }, [viewSearch, setSearch])
}
