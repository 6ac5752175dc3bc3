import { useEffect } from 'react'
import { Outlet, useRouteError } from 'react-router-dom'
import { RouteErrorScreen } from '../screens/misc/RouteErrorScreen'
import { removeStaticLoadingScreen } from './loadingScreenElement'

/** The root route: once its first screen has rendered, the app is ready. */
export function RootLayout() {
  useEffect(removeStaticLoadingScreen, [])
  return <Outlet />
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`
  if (error && typeof error === 'object' && 'status' in error && 'statusText' in error) {
    return `${String(error.status)} ${String(error.statusText)}`
  }
  return String(error)
}

/** The router's error boundary: a screen that throws shows this instead of a blank page. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  useEffect(removeStaticLoadingScreen, [])
  return (
    <RouteErrorScreen details={describeError(error)} onReload={() => window.location.reload()} />
  )
}
