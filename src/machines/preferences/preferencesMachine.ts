import { assign, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import { isSkin } from '../../api/types/preferences'
import {
  defaultPreferences,
  persistedPreferenceKeys,
  type Preferences,
} from '../../api/types/preferences'

export type PreferencesEvent =
  | {
      [Key in keyof Preferences]: { type: 'preferences.set'; key: Key; value: Preferences[Key] }
    }[keyof Preferences]
  | { type: 'preferences.reset' }

/** Where skin, isRTL and menuCollapsed are kept: localStorage in the app, memory in tests. */
export interface PreferenceStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

function readPersisted(storage: PreferenceStorage | undefined): Partial<Preferences> {
  if (!storage) return {}
  const restored: Partial<Preferences> = {}
  try {
    const skin: unknown = JSON.parse(storage.getItem('skin') ?? 'null')
    if (isSkin(skin)) restored.skin = skin
    const isRTL: unknown = JSON.parse(storage.getItem('isRTL') ?? 'null')
    if (typeof isRTL === 'boolean') restored.isRTL = isRTL
    const menuCollapsed: unknown = JSON.parse(storage.getItem('menuCollapsed') ?? 'null')
    if (typeof menuCollapsed === 'boolean') restored.menuCollapsed = menuCollapsed
  } catch {
    // unreadable stored values: keep the defaults
  }
  return restored
}

export interface PreferencesInput {
  storage?: PreferenceStorage
  /** Values that win over stored ones (Storybook's toolbar). */
  overrides?: Partial<Preferences>
}

/** The layout preferences of SPEC §1, changed live by the customizer. */
export const preferencesMachine = setup({
  types: {
    context: {} as Preferences & { storage: PreferenceStorage | undefined },
    events: {} as PreferencesEvent,
    input: {} as PreferencesInput,
  },
  actors: {
    // Kept as an actor so tests can see writes and a failing storage never breaks the UI.
    savePreferences: fromCall<
      undefined,
      { storage: PreferenceStorage | undefined; preferences: Preferences }
    >(async ({ input }) => {
      if (!input.storage) return undefined
      for (const key of persistedPreferenceKeys)
        input.storage.setItem(key, JSON.stringify(input.preferences[key]))
    }),
  },
  actions: {
    applyChange: assign(({ event }) => {
      if (event.type === 'preferences.reset') return { ...defaultPreferences }
      return { [event.key]: event.value }
    }),
  },
}).createMachine({
  id: 'preferences',
  context: ({ input }) => ({
    ...defaultPreferences,
    ...readPersisted(input.storage),
    ...input.overrides,
    storage: input.storage,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'preferences.set': { target: 'saving', actions: 'applyChange' },
        'preferences.reset': { target: 'saving', actions: 'applyChange' },
      },
    },
    saving: {
      invoke: {
        src: 'savePreferences',
        input: ({ context }) => ({ storage: context.storage, preferences: context }),
        onDone: 'ready',
        onError: 'ready',
      },
      on: {
        'preferences.set': { target: 'saving', actions: 'applyChange', reenter: true },
        'preferences.reset': { target: 'saving', actions: 'applyChange', reenter: true },
      },
    },
  },
})
