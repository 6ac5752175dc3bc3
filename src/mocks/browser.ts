import { setupWorker } from 'msw/browser'
import { allHandlers } from './allHandlers'
import { openPersistentStore } from './db/instance'
import { setLatency } from './http/route'

export const worker = setupWorker(...allHandlers)

export interface SimulatedBackendOptions {
  /** Delay of every answer, so loading states are real. */
  latencyMs: number
  /** URL of mockServiceWorker.js. */
  workerUrl: string
}

/** The app's back end: the IndexedDB-backed store, then the service worker. */
export async function startSimulatedBackend({
  latencyMs,
  workerUrl,
}: SimulatedBackendOptions): Promise<void> {
  setLatency(latencyMs)
  await openPersistentStore()
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: workerUrl },
  })
}
