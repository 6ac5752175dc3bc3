// The simulated back end as the app runs it: a service worker of our own (built
// by vite/backendWorker.ts into /backend-worker.js), holding the one store of
// the origin in IndexedDB. Every tab's API calls come here, so there is one
// writer however many tabs are open; the page ships no handler, fixture or msw.
// First: msw needs a localStorage when it loads.
import './serviceWorkerGlobals'
import { HttpHandler, getResponse, matchRequestUrl } from 'msw'
import type { BackendAnnouncement, StoreChange } from '../api/types/backend'
import { allHandlers } from './allHandlers'
import { getRepository, openPersistentStore, watchStore } from './db/instance'
import type { Store } from './db/store'
import type {
  SwClient,
  SwExtendableEvent,
  SwFetchEvent,
  SwMessageEvent,
  SwRouterRule,
  SwScope,
} from './serviceWorkerTypes'
import { setChatReplies } from './handlers/chat'
import { backendVersion } from './handlers/system'

const scope = self as unknown as SwScope

/** Delay of every answer, so loading states are real; `?latency=` on the worker's URL sets it. */
const latencyMs = Math.max(
  0,
  Number(new URL(scope.location.href).searchParams.get('latency') ?? 300) || 0,
)

const httpHandlers = allHandlers.filter((handler) => handler instanceof HttpHandler)

/** Whether one of the back end's calls answers this request; everything else goes to the network. */
function isBackendCall(request: Request): boolean {
  if (request.mode === 'navigate') return false
  const url = new URL(request.url)
  if (url.origin !== scope.location.origin) return false
  return httpHandlers.some((handler) => {
    const { method, path } = handler.info
    const isMethod =
      method instanceof RegExp ? method.test(request.method) : method === request.method
    return isMethod && typeof path !== 'function' && matchRequestUrl(url, path).matches
  })
}

let storeReady: Promise<Store> | undefined

/**
 * Opened on the first call this worker answers, not when its script runs: a new
 * build's worker installs while the old one still writes, and must not read early.
 * A worker the browser stopped while idle reopens it from IndexedDB.
 */
const openStore = () => (storeReady ??= openPersistentStore())

/** The client whose write is being handled now (writes run one at a time). */
let writerClientId = ''

async function announce(toClient: (client: SwClient) => BackendAnnouncement): Promise<void> {
  const clients = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })
  for (const client of clients) client.postMessage(toClient(client))
}

watchStore({
  onChange(changes: readonly StoreChange[]) {
    const writer = writerClientId
    void announce((client) => ({
      type: 'cea.backend.changed',
      changes: [...changes],
      isFromThisTab: client.id === writer,
    }))
  },
  onReset() {
    void announce(() => ({ type: 'cea.backend.reset' }))
  },
})

let writeQueue: Promise<unknown> = Promise.resolve()

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds))

/**
 * Writes take their turn in the order they arrive, so they never interleave and ids never
 * collide, and each answers only once its change is in IndexedDB. A read answers after every
 * write that arrived before it: a page that deleted a row and reloads at once (or another tab
 * that asks right after) never reads the row back. The latency runs from arrival, side by side.
 */
async function answer(request: Request, clientId: string): Promise<Response> {
  const latency = latencyMs > 0 ? sleep(latencyMs) : Promise.resolve()
  const respond = async () => {
    await latency
    await openStore()
    return (
      (await getResponse(httpHandlers, request)) ??
      Response.json({ message: 'No such call in the simulated back end.' }, { status: 404 })
    )
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return queueWrite(clientId, respond)
  const earlierWrites = writeQueue
  await latency
  await earlierWrites
  return respond()
}

/** Runs `write` after every write before it, as `clientId`'s (announced as theirs), saved before it answers. */
function queueWrite<Result>(clientId: string, write: () => Promise<Result>): Promise<Result> {
  const turn = writeQueue.then(async () => {
    writerClientId = clientId
    try {
      // Every handler writes through the repository, whose transaction resolves once saved.
      return await write()
    } finally {
      writerClientId = ''
    }
  })
  writeQueue = turn.catch(() => undefined)
  return turn
}

// A contact answers a message after a pause: a write of no tab, in the queue like any other.
setChatReplies({
  delayMs: 2000,
  run: (write) => void queueWrite('', () => write(getRepository())),
})

/**
 * What never reaches the back end goes straight to the network (the static routing API): page
 * loads and the build's scripts, stylesheets, translations and images. Otherwise every one of a
 * page's hundred-odd first requests waits for this worker to start and to match it against every
 * handler before the browser fetches it (Lighthouse's estimated server time per request: 50–110 ms).
 * The sample files under assets/files/ stay with the handlers.
 */
function staticRoutes(): SwRouterRule[] {
  const base = new URL('./', scope.location.href).pathname
  const paths = ['assets/*.js', 'assets/*.css', 'assets/data/*', 'assets/images/*']
  return [
    { condition: { requestMode: 'navigate' }, source: 'network' },
    ...paths.map((path) => ({
      condition: { urlPattern: { pathname: `${base}${path}` } },
      source: 'network' as const,
    })),
  ]
}

scope.addEventListener('install', (event) => {
  // A browser without the routing API (or one refusing a rule) sends every request to the handler.
  event.waitUntil(event.addRoutes?.(staticRoutes()).catch(() => undefined) ?? Promise.resolve())
  // A new build takes over at once; pages of the old build reload when it does (src/app/backend.ts).
  void scope.skipWaiting()
})

scope.addEventListener('activate', (event: SwExtendableEvent) => {
  event.waitUntil(scope.clients.claim())
})

scope.addEventListener('fetch', (event: SwFetchEvent) => {
  if (!isBackendCall(event.request)) return
  event.respondWith(answer(event.request, event.clientId))
})

scope.addEventListener('message', (event: SwMessageEvent) => {
  const data: unknown = event.data
  if (!data || typeof data !== 'object' || !('type' in data)) return
  // A page loaded with a hard reload is not controlled: it asks to be.
  if (data.type === 'cea.backend.claim') event.waitUntil(scope.clients.claim())
  if (data.type === 'cea.backend.version') event.ports[0]?.postMessage({ version: backendVersion })
  // A page sees this worker still waiting (src/app/backend.ts): asked again, the browser looks again.
  if (data.type === 'cea.backend.skipWaiting') event.waitUntil(scope.skipWaiting())
})
