import type { Decorator } from '@storybook/react-vite'
import i18next from 'i18next'
import { Suspense, useMemo } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { isSkin } from '../src/api/types/preferences'
import { SkinThemeProvider } from '../src/components/skin-theme/SkinThemeProvider'
import { AuthContext } from '../src/screens/auth/authContext'
import { PreferencesContext } from '../src/screens/preferences/preferencesContext'

/** Primer theme from the skin toolbar, and the document direction from the direction toolbar. */
export const withSkinAndDirection: Decorator = (Story, context) => {
  const skin = isSkin(context.globals.skin) ? context.globals.skin : 'light'
  const isRtlLanguage = i18next.dir(String(context.globals.lang ?? 'en')) === 'rtl'
  const dir = context.globals.dir === 'rtl' || isRtlLanguage ? 'rtl' : 'ltr'
  document.documentElement.dir = dir
  return (
    <SkinThemeProvider skin={skin}>
      <div dir={dir}>
        <Suspense fallback={null}>
          <Story />
        </Suspense>
      </div>
    </SkinThemeProvider>
  )
}

interface RouterParameters {
  /** The URL the story starts at. */
  initialEntry?: string
  /** The route pattern the story's screen is mounted at (for useParams). */
  path?: string
}

function StoryRouter({
  Story,
  router,
}: {
  Story: () => React.ReactNode
  router: RouterParameters
}) {
  const memoryRouter = useMemo(
    () =>
      createMemoryRouter(
        [
          { path: router.path ?? '*', element: <Story /> },
          { path: '*', element: null },
        ],
        { initialEntries: [router.initialEntry ?? '/'] },
      ),
    [Story, router.initialEntry, router.path],
  )
  return <RouterProvider router={memoryRouter} />
}

/** Every story renders inside a memory data router, so links and route hooks work. */
export const withRouter: Decorator = (Story, context) => {
  const router = (context.parameters.router ?? {}) as RouterParameters
  return <StoryRouter Story={Story} router={router} />
}

/**
 * The app's actors for every story: auth restores the session the role toolbar
 * stored; preferences start from the skin and direction toolbars, in memory only.
 */
export const withAppActors: Decorator = (Story, context) => {
  const skin = isSkin(context.globals.skin) ? context.globals.skin : 'light'
  const isRTL = context.globals.dir === 'rtl'
  const overrides = { skin, isRTL, ...((context.parameters.preferences ?? {}) as object) }
  return (
    <AuthContext.Provider>
      <PreferencesContext.Provider
        key={`${skin}-${String(isRTL)}`}
        options={{ input: { overrides } }}
      >
        <Story />
      </PreferencesContext.Provider>
    </AuthContext.Provider>
  )
}
