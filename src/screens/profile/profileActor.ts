import type { useActorRef } from '@xstate/react'
import type { profileMachine } from '../../machines/profile/profileMachine'

export type ProfileActor = ReturnType<typeof useActorRef<typeof profileMachine>>
