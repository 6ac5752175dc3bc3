import { Navigate, type RouteObject } from 'react-router-dom'
import { isFirstTextsRoute, loadEveryText } from './i18n'
import { navigation } from './navigation'
import type { NavigationItem } from './navigationTypes'
import { InitialRouteFallback, RootLayout, RouteErrorBoundary } from './RootLayout'
import { RequireAccess } from './routing/RequireAccess'
import { RouteTitle } from './routing/RouteTitle'

function toRoute(item: NavigationItem): RouteObject {
  return {
    id: item.id,
    path: item.path,
    lazy: async () => {
      // A page's texts are in before it renders (a page opened on the sign-in or the home has
      // only theirs until the first screen is in: src/app/i18n.ts).
      const [screen] = await Promise.all([
        item.screen(),
        isFirstTextsRoute(item.path) ? undefined : loadEveryText(),
      ])
      return {
        element: (
          <RequireAccess access={item.access}>
            <RouteTitle titleKey={item.labelKey}>{screen}</RouteTitle>
          </RequireAccess>
        ),
      }
    },
  }
}

/** One route table for the whole app, built from the navigation table; every screen is a lazy chunk. */
export const routeTable: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    // While the first page's lazy route loads, index.html's loading screen stays in view. A
    // fallback that renders nothing says so to React Router (null reads as "none given" and warns).
    HydrateFallback: InitialRouteFallback,
    children: [
      {
        // Layouts are lazy too: the login page never loads the dashboard's frame.
        lazy: async () => ({ Component: (await import('./layouts/MainLayout')).MainLayout }),
        children: navigation.filter((item) => item.layout === 'main').map(toRoute),
      },
      {
        lazy: async () => ({ Component: (await import('./layouts/BlankLayout')).BlankLayout }),
        children: navigation.filter((item) => item.layout === 'blank').map(toRoute),
      },
      { path: '*', element: <Navigate to="/misc/error" replace /> },
    ],
  },
]
