/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A real server's base URL; when set, the in-browser back end is not started. */
  readonly VITE_API_URL?: string
  /** Delay of the in-browser back end's answers, in milliseconds (default 300). */
  readonly VITE_API_LATENCY_MS?: string
  /** Set by vite.config.ts for each build: the page and its back-end worker carry the same one. */
  readonly VITE_BACKEND_VERSION?: string
  /** Where Storybook's build is served, for the /components index's links (default /storybook/). */
  readonly VITE_STORYBOOK_URL?: string
}
