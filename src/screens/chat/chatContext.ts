import { createActorContext } from '@xstate/react'
import { chatMachine } from '../../machines/chat/chatMachine'

/** The chat actor; `ChatScreen` starts it from the URL and every chat screen part reads it. */
export const ChatContext = createActorContext(chatMachine)
