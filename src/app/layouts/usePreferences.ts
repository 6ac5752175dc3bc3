import type { Preferences } from '../../api/types/preferences'
import { PreferencesContext } from '../../screens/preferences/preferencesContext'
import { useRouteLayout } from '../../screens/preferences/routeLayout'

/**
 * The layout preferences in effect (the person's own, under what the open route sets), and a
 * typed setter for one of them: a change the person makes shows at once, even on such a route.
 */
export function usePreferences() {
  const own = PreferencesContext.useSelector((snapshot) => snapshot.context)
  const actor = PreferencesContext.useActorRef()
  const { overrides, onPreferenceChange } = useRouteLayout()
  const preferences: Preferences = Object.keys(overrides).length ? { ...own, ...overrides } : own
  const setPreference = <Key extends keyof Preferences>(key: Key, value: Preferences[Key]) => {
    onPreferenceChange(key)
    actor.send({ type: 'preferences.set', key, value } as Parameters<typeof actor.send>[0])
  }
  return { preferences, setPreference }
}
