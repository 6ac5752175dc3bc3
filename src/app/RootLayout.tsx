import { lazy, Suspense, useEffect, useState } from 'react'
import { Outlet, useRouteError } from 'react-router-dom'
import type { BackendStoreKind } from '../api/types/backend'
import { RouteErrorScreen } from '../screens/misc/RouteErrorScreen'
import { simulatedStoreKind } from './backend'
import { removeStaticLoadingScreen } from './loadingScreenElement'

// Rare (IndexedDB unavailable): loaded only when it has to show.
const MemoryStoreNotice = lazy(() =>
  import('./MemoryStoreNotice').then((module) => ({ default: module.MemoryStoreNotice })),
)

function useSimulatedStoreKind(): BackendStoreKind | undefined {
  const [kind, setKind] = useState<BackendStoreKind>()
  useEffect(() => {
    let isCurrent = true
    simulatedStoreKind().then(
      (found) => isCurrent && setKind(found),
      () => undefined,
    )
    return () => {
      isCurrent = false
    }
  }, [])
  return kind
}

/** Shown while the first page's code loads: nothing, as index.html's loading screen is still up. */
export function InitialRouteFallback() {
  return null
}

/** The root route: once its first screen has rendered, the app is ready. */
export function RootLayout() {
  useEffect(removeStaticLoadingScreen, [])
  const storeKind = useSimulatedStoreKind()
  return (
    <>
      {storeKind === 'memory' ? (
        <Suspense fallback={null}>
          <MemoryStoreNotice />
        </Suspense>
      ) : null}
      <Outlet />
    </>
  )
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
