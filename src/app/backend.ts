import { getApiBaseUrl, holdRequestsUntil } from '../api/http'

const mswWorkerScript = 'mockServiceWorker.js'

/** On start the app removes any background worker that is not the simulated back end's. */
export async function unregisterForeignServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const registrations = await navigator.serviceWorker.getRegistrations()
  const foreign = registrations.filter((registration) => {
    const script =
      (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL ?? ''
    return !script.endsWith(`/${mswWorkerScript}`)
  })
  await Promise.all(foreign.map((registration) => registration.unregister()))
}

/** VITE_API_LATENCY_MS, else 300 ms: enough to see every loading state, short enough to work with. */
function configuredLatency(): number {
  const configured = Number(import.meta.env.VITE_API_LATENCY_MS)
  return Number.isFinite(configured) && configured >= 0 ? configured : 300
}

/** Starts the in-browser back end unless VITE_API_URL points at a real server. */
async function startSimulatedBackend(): Promise<void> {
  if (getApiBaseUrl()) return
  const { startSimulatedBackend: start } = await import('../mocks/browser')
  await start({
    latencyMs: configuredLatency(),
    workerUrl: `${import.meta.env.BASE_URL}${mswWorkerScript}`,
  })
  // Tells tests (and curious developers) that requests are now answered in the browser.
  document.documentElement.dataset.backend = 'simulated'
}

/** Begins the back end's start without waiting for it; API calls wait instead. */
export function startBackendInBackground(): Promise<void> {
  const ready = unregisterForeignServiceWorkers()
    .catch((error: unknown) => console.warn('Could not unregister old service workers', error))
    .then(startSimulatedBackend)
  holdRequestsUntil(ready)
  ready.catch((error: unknown) => console.error('The simulated back end did not start', error))
  return ready
}
