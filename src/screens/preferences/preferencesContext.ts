import { createActorContext } from '@xstate/react'
import { preferencesMachine } from '../../machines/preferences/preferencesMachine'

/** Layout preferences for the shell and the customizer. */
export const PreferencesContext = createActorContext(preferencesMachine)
