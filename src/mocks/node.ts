import { setupServer } from 'msw/node'
import { allHandlers } from './allHandlers'

export const server = setupServer(...allHandlers)
