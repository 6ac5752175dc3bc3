import { createActorContext } from '@xstate/react'
import { emailMachine } from '../../machines/email/emailMachine'

/** The mailbox actor; `EmailScreen` starts it from the URL and every email screen part reads it. */
export const EmailContext = createActorContext(emailMachine)
