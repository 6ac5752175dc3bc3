import { useMemo, useState } from 'react'
import type { Preferences } from '../../api/types/preferences'
import type { LayoutOverrides, RouteLayout } from '../../screens/preferences/routeLayout'
import { navigation } from '../navigation'

const overridesByPath = new Map(
  navigation.flatMap((item) => (item.layoutOverrides ? [[item.path, item.layoutOverrides]] : [])),
)

/**
 * The layout the open route sets (its row's `layoutOverrides`), for the main frame to provide.
 * A preference the person changes on that route drops out of it until they leave; the customizer
 * opens on request (a remount of its panel, opened).
 */
export function useRouteLayoutState(pathname: string): {
  routeLayout: RouteLayout
  customizerOpenings: number
} {
  const [changed, setChanged] = useState<{ path: string; keys: Array<keyof Preferences> }>()
  const [customizerOpenings, setCustomizerOpenings] = useState(0)
  const changedHere = changed?.path === pathname ? changed.keys : undefined
  const routeLayout = useMemo<RouteLayout>(() => {
    const set = overridesByPath.get(pathname) ?? {}
    const overrides: LayoutOverrides = { ...set }
    for (const key of changedHere ?? []) Reflect.deleteProperty(overrides, key)
    return {
      overrides,
      onPreferenceChange: (key) => {
        if (!(key in set)) return
        setChanged((last) => ({
          path: pathname,
          keys: [...(last?.path === pathname ? last.keys : []), key],
        }))
      },
      onOpenCustomizer: () => setCustomizerOpenings((count) => count + 1),
    }
  }, [pathname, changedHere])
  return { routeLayout, customizerOpenings }
}
