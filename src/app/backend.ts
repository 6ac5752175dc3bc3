import { onBackendAnnouncement } from '../api/backendAnnouncements'
import { getApiBaseUrl, holdRequestsUntil } from '../api/http'
import { fetchBackendHealth } from '../api/system'
import type { BackendStoreKind } from '../api/types/backend'
import { firstScreenShown } from './loadingScreenElement'

// The simulated back end runs in a service worker of ours (src/mocks/serviceWorker.ts, built
// into /backend-worker.js): one store per origin, shared by every tab. The page only
// registers it, waits until it answers, and listens to what it announces.

const workerScript = 'backend-worker.js'
const pageVersion = import.meta.env.VITE_BACKEND_VERSION ?? 'unversioned'
/** Set before a page of an older build reloads itself, so it never loops. */
const staleReloadKey = 'cea.backend.staleReload'

function scriptPath(registration: ServiceWorkerRegistration): string {
  const worker = registration.active ?? registration.waiting ?? registration.installing
  return worker ? new URL(worker.scriptURL).pathname : ''
}

/**
 * On start the app removes any background worker that is not the simulated back end's
 * (SPEC §1), and that one too when a real server answers (VITE_API_URL).
 */
export async function unregisterForeignServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const registrations = await navigator.serviceWorker.getRegistrations()
  const base = import.meta.env.BASE_URL
  const isOwn = (registration: ServiceWorkerRegistration) =>
    !getApiBaseUrl() &&
    scriptPath(registration) === `${base}${workerScript}` &&
    new URL(registration.scope).pathname === base
  const foreign = registrations.filter((registration) => !isOwn(registration))
  await Promise.all(foreign.map((registration) => registration.unregister()))
}

/** VITE_API_LATENCY_MS, else 300 ms: enough to see every loading state, short enough to work with. */
function configuredLatency(): number {
  const configured = Number(import.meta.env.VITE_API_LATENCY_MS)
  return Number.isFinite(configured) && configured >= 0 ? configured : 300
}

/** The worker script this page registers: its latency is the build's setting. */
function ownWorkerUrl(): string {
  return `${import.meta.env.BASE_URL}${workerScript}?latency=${configuredLatency()}`
}

const registrationOptions: RegistrationOptions = {
  scope: import.meta.env.BASE_URL,
  updateViaCache: 'none',
}

/** Fetches the worker again: under this page's address if the registration has another one. */
async function fetchNewerWorker(registration: ServiceWorkerRegistration): Promise<void> {
  const newest = registration.installing ?? registration.waiting ?? registration.active
  const ownUrl = new URL(ownWorkerUrl(), window.location.href).href
  // A register with the same address does nothing; with another one it fetches it.
  if (newest && newest.scriptURL !== ownUrl)
    await navigator.serviceWorker.register(ownWorkerUrl(), registrationOptions)
  else await registration.update()
}

function nextControllerChange(): Promise<void> {
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  )
}

/** The build of the worker that controls this page, or undefined if it does not say in time. */
function controllerVersion(controller: ServiceWorker): Promise<string | undefined> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = setTimeout(() => resolve(undefined), 3000)
    channel.port1.onmessage = (event: MessageEvent<{ version?: string }>) => {
      clearTimeout(timer)
      resolve(event.data.version)
    }
    controller.postMessage({ type: 'cea.backend.version' }, [channel.port2])
  })
}

/** How often a newer build's worker still waiting is asked again to take over. */
const nudgeEveryMs = 2000

/**
 * A newer build's worker calls skipWaiting as it installs, and the browser activates it once the
 * old worker has nothing in hand. Now and then Chromium misses that moment and leaves it waiting
 * for good, the old worker idle (tests/e2e/worker.spec.ts: 1 run in 35 to 100 on a busy machine;
 * both workers answered messages). Asked to skip waiting again, the worker took over within 2 s.
 * So while a worker waits, it is asked every 2 s; the page reloads when it takes over.
 */
function nudgeWaitingWorkers(registration: ServiceWorkerRegistration): void {
  let timer: ReturnType<typeof setInterval> | undefined
  const nudge = () => {
    if (!registration.waiting) {
      clearInterval(timer)
      timer = undefined
      return
    }
    registration.waiting.postMessage({ type: 'cea.backend.skipWaiting' })
  }
  const watch = () => {
    if (registration.waiting && timer === undefined) timer = setInterval(nudge, nudgeEveryMs)
  }
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') watch()
    })
  })
  watch()
}

/**
 * Resolves once a worker of this page's build controls the page. On a first
 * visit the worker claims the page when it activates; after a hard reload the
 * page asks the active worker to claim it; after a deploy the page waits for the
 * new build's worker (an update check brings it) instead of talking to the old one.
 */
async function controlledByOwnBuild(registration: ServiceWorkerRegistration): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const controller = navigator.serviceWorker.controller
    if (!controller) {
      const changed = nextControllerChange()
      registration.active?.postMessage({ type: 'cea.backend.claim' })
      await changed
      continue
    }
    if ((await controllerVersion(controller)) === pageVersion) return
    const changed = nextControllerChange()
    await fetchNewerWorker(registration)
    if (registration.installing || registration.waiting) {
      await changed
      continue
    }
    // No newer worker to fetch: this page is the older build. Load the page of the worker's build.
    if (sessionStorage.getItem(staleReloadKey) !== pageVersion) {
      sessionStorage.setItem(staleReloadKey, pageVersion)
      window.location.reload()
      await new Promise(() => undefined)
    }
    console.error('This page and the back-end worker come from different builds')
    return
  }
  throw new Error('No back-end worker of this build took control of the page')
}

async function startServiceWorkerBackend(): Promise<void> {
  // A page a worker already controls registers nothing here: it asks that worker which build it
  // is (controlledByOwnBuild) and fetches a newer one only for another build. A register job on
  // every start was no use (same address: nothing to do) and did harm: after a write Chromium
  // sometimes held it for good, and under another address (tests register the worker under
  // their own) it installed a second worker of the same build as the page reloaded, which
  // Chromium then left waiting for good (tests/e2e/worker.spec.ts, 1 run in 10 on a busy machine).
  const existing = navigator.serviceWorker.controller
    ? await navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL)
    : undefined
  const registration =
    existing ?? (await navigator.serviceWorker.register(ownWorkerUrl(), registrationOptions))
  navigator.serviceWorker.startMessages()
  nudgeWaitingWorkers(registration)
  await controlledByOwnBuild(registration)
  // From now on, another worker taking over means another build: this page reloads to match it.
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload())
  // "Reset demo data" in any tab: every tab starts again from the sample data.
  onBackendAnnouncement((announcement) => {
    if (announcement.type === 'cea.backend.reset') window.location.reload()
  })
  if (import.meta.hot) {
    // The dev server rebuilt the worker after a handler changed: fetch it, and reload when it takes over.
    import.meta.hot.on('cea:backend-changed', () => void registration.update())
  }
  // Tells tests (and curious developers) that requests are now answered by the worker.
  document.documentElement.dataset.backend = 'simulated'
}

/** A real server answers: "Reset demo data" in any browser starts every page again. */
function listenToServer(): void {
  onBackendAnnouncement((announcement) => {
    if (announcement.type === 'cea.backend.reset') window.location.reload()
  })
  document.documentElement.dataset.backend = 'server'
}

let backendStarted: Promise<void> | undefined

/**
 * When the worker's script may be fetched. A page the worker already controls starts at once (its
 * first calls need it, and nothing is downloaded). Otherwise (a first visit, a hard reload) the
 * worker's script (~230 KB gzip) would share a phone's link with the first screen's code and
 * styles: it is fetched once that screen has painted. A call made before then waits, as it waits
 * for the worker anyway; the sign-in form cannot be sent before it shows.
 */
function whenWorkerMayLoad(): Promise<void> {
  if (getApiBaseUrl() || !('serviceWorker' in navigator) || navigator.serviceWorker.controller)
    return Promise.resolve()
  return firstScreenShown.then(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  )
}

/** Begins the back end's start without waiting for it; API calls wait instead. */
export function startBackendInBackground(): Promise<void> {
  const ready = whenWorkerMayLoad()
    .then(unregisterForeignServiceWorkers)
    .catch((error: unknown) => console.warn('Could not unregister old service workers', error))
    .then(() => (getApiBaseUrl() ? listenToServer() : startServiceWorkerBackend()))
  holdRequestsUntil(ready)
  ready.catch((error: unknown) => console.error('The simulated back end did not start', error))
  backendStarted = ready
  return ready
}

/**
 * Where the simulated back end keeps the data once it has started: 'memory' when
 * IndexedDB is unavailable; undefined with a real server or before the app started it.
 */
export async function simulatedStoreKind(): Promise<BackendStoreKind | undefined> {
  if (!backendStarted || getApiBaseUrl()) return undefined
  await backendStarted
  const health = await fetchBackendHealth()
  return health.store
}
