/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A real server's base URL; when set, the in-browser back end is not started. */
  readonly VITE_API_URL?: string
  /** Delay of the in-browser back end's answers, in milliseconds (default 300). */
  readonly VITE_API_LATENCY_MS?: string
}
