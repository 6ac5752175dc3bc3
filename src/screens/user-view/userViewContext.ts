import { createActorContext } from '@xstate/react'
import { userViewMachine } from '../../machines/users/userViewMachine'

/** The user view page's actor; `UserViewScreen` starts it from the URL and every part reads it. */
export const UserViewContext = createActorContext(userViewMachine)
