import type { Preferences } from '../../api/types/preferences'
import { PreferencesContext } from '../../screens/preferences/preferencesContext'

/** The current layout preferences, and a typed setter for one of them. */
export function usePreferences() {
  const preferences = PreferencesContext.useSelector((snapshot) => snapshot.context)
  const actor = PreferencesContext.useActorRef()
  const setPreference = <Key extends keyof Preferences>(key: Key, value: Preferences[Key]) =>
    actor.send({ type: 'preferences.set', key, value } as Parameters<typeof actor.send>[0])
  return { preferences, setPreference }
}
