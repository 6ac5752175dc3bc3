import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import type { RouterTransition } from '../../api/types/preferences'

/**
 * Replays the chosen entrance animation on each route the person goes to; CSS turns it off under
 * reduced motion. The page a tab opens on (react-router's `default` location) appears at once:
 * a fade there would only hold back its first paint.
 */
export function RouteTransition({
  kind,
  children,
}: {
  kind: RouterTransition
  children: ReactNode
}) {
  const location = useLocation()
  const isFirstPage = location.key === 'default'
  return (
    <div
      key={location.pathname}
      className="cea-route"
      data-transition={isFirstPage ? undefined : kind}
    >
      {children}
    </div>
  )
}
