import { Suspense } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { isSkin, type Skin } from '../api/types/preferences'
import { SkinThemeProvider } from '../components/skin-theme/SkinThemeProvider'
import { routeTable } from './routes'

const router = createBrowserRouter(routeTable, { basename: import.meta.env.BASE_URL })

function storedSkin(): Skin {
  try {
    const value: unknown = JSON.parse(localStorage.getItem('skin') ?? '"light"')
    return isSkin(value) ? value : 'light'
  } catch {
    return 'light'
  }
}

export function App() {
  return (
    <SkinThemeProvider skin={storedSkin()}>
      {/* Translations load over HTTP; the static loading screen covers the wait. */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </SkinThemeProvider>
  )
}
