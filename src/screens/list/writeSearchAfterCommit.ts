import type { SetURLSearchParams } from 'react-router-dom'

/**
 * Writes the URL's query from an effect, at once (flushSync, not a transition: a Back right after
 * must find the page at this URL), in a microtask: an effect of a click's render runs inside
 * React's commit, where flushSync cannot flush (React says so in the console). Returns the
 * effect's cleanup, which drops the write if the state changed again or the screen left first.
 */
export function writeSearchAfterCommit(
  setSearch: SetURLSearchParams,
  next: URLSearchParams,
  options: { replace: boolean },
): () => void {
  let isCurrent = true
  queueMicrotask(() => {
    if (isCurrent) setSearch(next, { ...options, flushSync: true })
  })
  return () => {
    isCurrent = false
  }
}
