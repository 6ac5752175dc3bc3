import { createActorContext } from '@xstate/react'
import { wizardMachine } from '../../../machines/wizard/wizardMachine'

/** The wizard page's actor; `WizardScreen` starts it and every part reads it. */
export const WizardContext = createActorContext(wizardMachine)
