import { createActorContext } from '@xstate/react'
import { formValidationMachine } from '../../../machines/formValidation/formValidationMachine'

/** The validation page's actor; `FormValidationScreen` starts it and every part reads it. */
export const FormValidationContext = createActorContext(formValidationMachine)
