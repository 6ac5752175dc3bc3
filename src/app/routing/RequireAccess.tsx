import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useSearchParams } from 'react-router-dom'
import type { RouteAccess } from '../../api/access'
import { LoadingScreen } from '../../components/loading-screen/LoadingScreen'
import { AuthContext } from '../../screens/auth/authContext'
import { roleHomePath, safeReturnPath } from './roleHome'

export interface RequireAccessProps {
  access: RouteAccess
  children: ReactNode
}

/**
 * The router guard: signed-out visits go to the login page and come back after
 * sign-in; forbidden routes go to /misc/not-authorized (the home page sends each
 * role to its own home instead); signed-in visits to login/register go home.
 */
export function RequireAccess({ access, children }: RequireAccessProps) {
  const { t } = useTranslation()
  const location = useLocation()
  const [searchParams] = useSearchParams()
  const isRestoring = AuthContext.useSelector((snapshot) => snapshot.hasTag('loading'))
  const isSignedIn = AuthContext.useSelector((snapshot) => snapshot.hasTag('signedIn'))
  const userData = AuthContext.useSelector((snapshot) => snapshot.context.userData)
  const ability = AuthContext.useSelector((snapshot) => snapshot.context.ability)

  if (access === 'public') return children
  if (isRestoring) return <LoadingScreen label={t('app.loadingScreen')} isContained />
  if (access === 'guest') {
    if (!isSignedIn) return children
    return (
      <Navigate
        to={safeReturnPath(searchParams.get('returnTo')) ?? roleHomePath(userData)}
        replace
      />
    )
  }
  if (!isSignedIn) {
    const returnTo = `${location.pathname}${location.search}${location.hash}`
    return <Navigate to={`/login?returnTo=${encodeURIComponent(returnTo)}`} replace />
  }
  if (!ability.can(access.action, access.subject)) {
    const home = roleHomePath(userData)
    return (
      <Navigate
        to={location.pathname === '/' && home !== '/' ? home : '/misc/not-authorized'}
        replace
      />
    )
  }
  return children
}
