import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import type { RouterTransition } from '../../api/types/preferences'

/** Replays the chosen entrance animation on each route; CSS turns it off under reduced motion. */
export function RouteTransition({
  kind,
  children,
}: {
  kind: RouterTransition
  children: ReactNode
}) {
  const location = useLocation()
  return (
    <div key={location.pathname} className="cea-route" data-transition={kind}>
      {children}
    </div>
  )
}
