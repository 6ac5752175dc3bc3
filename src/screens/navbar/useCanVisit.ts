import { useCallback, useContext } from 'react'
import { subjectForRoute } from '../../api/access'
import { AuthContext } from '../auth/authContext'
import { RouteAvailabilityContext } from './routeAvailability'

/** Whether the signed-in user may open an app route that exists (the rule the route guard uses). */
export function useCanVisit(): (link: string) => boolean {
  const ability = AuthContext.useSelector((state) => state.context.ability)
  const isRouteAvailable = useContext(RouteAvailabilityContext)
  return useCallback(
    (link: string) =>
      isRouteAvailable(link.split(/[?#]/)[0] ?? link) && ability.can('read', subjectForRoute(link)),
    [ability, isRouteAvailable],
  )
}
