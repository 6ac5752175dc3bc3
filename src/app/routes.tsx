import { Navigate, type RouteObject } from 'react-router-dom'
import { getApiBaseUrl } from '../api/http'
import { RootLayout, RouteErrorBoundary } from './RootLayout'

/** One route table for the whole app; every screen is a lazy chunk. */
export const routeTable: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: null,
    children: [
      {
        index: true,
        lazy: async () => {
          const { StartScreen } = await import('../screens/start/StartScreen')
          return { element: <StartScreen apiUrl={getApiBaseUrl() || undefined} /> }
        },
      },
      {
        path: 'misc/error',
        lazy: async () => ({
          Component: (await import('../screens/misc/ErrorScreen')).ErrorScreen,
        }),
      },
      { path: '*', element: <Navigate to="/misc/error" replace /> },
    ],
  },
]
