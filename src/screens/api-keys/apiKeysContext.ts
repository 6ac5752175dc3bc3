import { createActorContext } from '@xstate/react'
import { apiKeysMachine } from '../../machines/api-keys/apiKeysMachine'

/** The API keys page's actor; `ApiKeysScreen` starts it and every part reads it. */
export const ApiKeysContext = createActorContext(apiKeysMachine)
