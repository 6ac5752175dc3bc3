import { useEffect, useState } from 'react'
import { chartNearMargin, requestChartTurn } from './chartTurns'

/**
 * Whether the chart in `element` may draw: once it has come near the viewport and its turn has
 * come (see chartTurns.ts). It stays true afterwards, so a drawn chart is never taken down.
 */
export function useChartTurn(element: Element | null): boolean {
  const [mayDraw, setMayDraw] = useState(false)
  useEffect(() => {
    if (mayDraw || !element) return
    let cancelTurn: (() => void) | undefined
    const askForTurn = () => {
      cancelTurn ??= requestChartTurn(() => setMayDraw(true))
    }
    if (typeof IntersectionObserver === 'undefined') {
      askForTurn()
      return () => cancelTurn?.()
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        askForTurn()
      },
      { rootMargin: chartNearMargin },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelTurn?.()
    }
  }, [element, mayDraw])
  return mayDraw
}
