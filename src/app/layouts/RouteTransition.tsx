import type { ReactNode } from 'react'
import { useLocation, useMatches } from 'react-router-dom'
import type { RouterTransition } from '../../api/types/preferences'
import { screenKeyOf } from '../navigation'

/**
 * Replays the chosen entrance animation on each screen the person goes to; CSS turns it off under
 * reduced motion. The page a tab opens on (react-router's `default` location) appears at once:
 * a fade there would only hold back its first paint. A move within one screen (another chat,
 * another user) keeps the screen: remounting it would start its machine again, reload what it
 * shows and drop what was typed.
 */
export function RouteTransition({
  kind,
  children,
}: {
  kind: RouterTransition
  children: ReactNode
}) {
  const location = useLocation()
  const routeId = useMatches().at(-1)?.id
  const isFirstPage = location.key === 'default'
  return (
    <div
      key={(routeId && screenKeyOf(routeId)) ?? location.pathname}
      className="cea-route"
      data-transition={isFirstPage ? undefined : kind}
    >
      {children}
    </div>
  )
}
