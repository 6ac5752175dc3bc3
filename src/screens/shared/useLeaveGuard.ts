import { useEffect } from 'react'
import { useBlocker } from 'react-router-dom'

/**
 * Asks before the page is left with unsaved edits: an in-app navigation is held by the router's
 * blocker and `onAsk` is called (the editor then asks); `answer` lets it go or keeps the page.
 * Closing or reloading the tab gets the browser's own question (`beforeunload`).
 */
export function useLeaveGuard(isEdited: boolean, onAsk: () => void) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isEdited && currentLocation.pathname !== nextLocation.pathname,
  )
  const isBlocked = blocker.state === 'blocked'
  useEffect(() => {
    if (isBlocked) onAsk()
  }, [isBlocked, onAsk])
  useEffect(() => {
    if (!isEdited) return undefined
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [isEdited])
  return {
    isBlocked,
    /** Leave (true) or stay (false). */
    answer(leave: boolean) {
      if (blocker.state !== 'blocked') return
      if (leave) blocker.proceed()
      else blocker.reset()
    },
  }
}
