// The few service-worker types the back end's worker uses. The project compiles
// against the DOM library, whose global scope is a window's; these name the
// worker's own scope without mixing in the WebWorker library.

export interface SwClient {
  readonly id: string
  postMessage(message: unknown): void
}

export interface SwClients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly SwClient[]>
  claim(): Promise<void>
}

export interface SwExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}

/** A rule of the static routing API: requests it matches skip the worker's fetch handler. */
export interface SwRouterRule {
  condition: { requestMode?: RequestMode; urlPattern?: { pathname: string } }
  source: 'network'
}

export interface SwInstallEvent extends SwExtendableEvent {
  /** The static routing API (Chromium 123+); absent in browsers without it. */
  addRoutes?: (rules: readonly SwRouterRule[]) => Promise<void>
}

export interface SwFetchEvent extends SwExtendableEvent {
  readonly request: Request
  readonly clientId: string
  respondWith(response: Promise<Response>): void
}

export interface SwMessageEvent extends SwExtendableEvent {
  readonly data: unknown
  readonly ports: readonly MessagePort[]
}

export interface SwScope {
  readonly location: Location
  readonly clients: SwClients
  skipWaiting(): Promise<void>
  addEventListener(type: 'install', listener: (event: SwInstallEvent) => void): void
  addEventListener(type: 'activate', listener: (event: SwExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: SwFetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: SwMessageEvent) => void): void
}
