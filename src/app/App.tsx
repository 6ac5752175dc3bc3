import { Suspense, useEffect } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { SkinThemeProvider } from '../components/skin-theme/SkinThemeProvider'
import { AuthContext } from '../screens/auth/authContext'
import { PreferencesContext } from '../screens/preferences/preferencesContext'
import { reflectDirection } from './i18n'
import { routeTable } from './routes'

const router = createBrowserRouter(routeTable, { basename: import.meta.env.BASE_URL })

function browserStorage() {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

function ThemedApp() {
  const skin = PreferencesContext.useSelector((snapshot) => snapshot.context.skin)
  const isRTL = PreferencesContext.useSelector((snapshot) => snapshot.context.isRTL)
  useEffect(() => {
    document.documentElement.dataset.skin = skin
  }, [skin])
  useEffect(() => reflectDirection(isRTL), [isRTL])
  return (
    <SkinThemeProvider skin={skin}>
      {/* Translations load over HTTP; the static loading screen covers the wait. */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </SkinThemeProvider>
  )
}

export function App() {
  return (
    <AuthContext.Provider>
      <PreferencesContext.Provider options={{ input: { storage: browserStorage() } }}>
        <ThemedApp />
      </PreferencesContext.Provider>
    </AuthContext.Provider>
  )
}
