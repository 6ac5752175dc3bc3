import { createActorContext } from '@xstate/react'
import { authMachine } from '../../machines/auth/authMachine'

/** The signed-in state for every screen: `AuthContext.useSelector`, `AuthContext.useActorRef`. */
export const AuthContext = createActorContext(authMachine)
