import { useEffect, useState } from 'react'
import { chartNearMargin, requestChartTurn } from './chartTurns'

const nothingToPrepare = () => Promise.resolve()

/**
 * Whether the chart in `element` may draw: once it has come near the viewport, its turn has come
 * (see chartTurns.ts) and `prepare` (loading the renderer module) has settled. It stays true
 * afterwards, so a drawn chart is never taken down.
 */
export function useChartTurn(
  element: Element | null,
  prepare: () => Promise<unknown> = nothingToPrepare,
): boolean {
  const [mayDraw, setMayDraw] = useState(false)
  useEffect(() => {
    if (mayDraw || !element) return
    let cancelTurn: (() => void) | undefined
    const askForTurn = () => {
      cancelTurn ??= requestChartTurn(() => prepare().finally(() => setMayDraw(true)))
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
  }, [element, mayDraw, prepare])
  return mayDraw
}
