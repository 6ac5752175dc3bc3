import type { RequestHandler } from 'msw'
import { systemHandlers } from './handlers/system'

/** Every handler group of the simulated back end, served to the app, Storybook and tests alike. */
export const handlerGroups = {
  system: systemHandlers,
} satisfies Record<string, RequestHandler[]>

export const allHandlers: RequestHandler[] = Object.values(handlerGroups).flat()
