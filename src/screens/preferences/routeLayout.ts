import { createContext, useContext } from 'react'
import type { Preferences } from '../../api/types/preferences'

/**
 * Layout preferences (SPEC §1) a route sets for itself, over the person's own: shown while the
 * route is open, never written to the person's preferences.
 */
export type LayoutOverrides = Partial<
  Pick<
    Preferences,
    'layout' | 'menuCollapsed' | 'menuHidden' | 'contentWidth' | 'navbarType' | 'footerType'
  >
>

export interface RouteLayout {
  /** What the open route sets, less what the person has changed on it since. */
  overrides: LayoutOverrides
  /** The person changed this preference on the route: from now on their own value shows. */
  onPreferenceChange: (key: keyof Preferences) => void
  /** Opens the customizer's drawer; absent where the frame has none. */
  onOpenCustomizer?: () => void
}

export const RouteLayoutContext = createContext<RouteLayout>({
  overrides: {},
  onPreferenceChange: () => undefined,
})

/** The open route's layout overrides, and how to reach the customizer from a page. */
export const useRouteLayout = () => useContext(RouteLayoutContext)
