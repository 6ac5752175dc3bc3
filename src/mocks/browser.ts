import { setupWorker } from 'msw/browser'
import { allHandlers } from './allHandlers'

export const worker = setupWorker(...allHandlers)
