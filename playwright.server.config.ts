import { defineConfig } from '@playwright/test'
import { journeyDefaults } from './playwright.config'

// The main journeys against `npm run server` (PGlite in memory) instead of the service worker:
// the app built with VITE_API_URL into E2E_SERVER_DIST (`npm run test:server-e2e` builds both).
// One worker: the tests share the server's database and reset it before each.
const port = Number(process.env.E2E_PORT ?? 4175)
const serverPort = Number(process.env.E2E_SERVER_PORT ?? 8793)
const outDir = process.env.E2E_SERVER_DIST ?? 'dist-on-server'
const baseURL = `http://127.0.0.1:${port}`
export const serverUrl = `http://127.0.0.1:${serverPort}`

export default defineConfig({
  testDir: 'tests/e2e-server',
  workers: 1,
  retries: 0,
  ...journeyDefaults,
  use: { ...journeyDefaults.use, baseURL },
  webServer: [
    {
      command: 'node --enable-source-maps dist-server/main.js',
      url: `${serverUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...process.env,
        PORT: String(serverPort),
        PGLITE_DATA_DIR: 'memory',
        CORS_ORIGINS: baseURL,
        JWT_SECRET: 'end-to-end-tests-only-secret-of-at-least-32-characters',
        LOGIN_ATTEMPTS_PER_MINUTE: '50',
        CHAT_REPLY_DELAY_MS: '0',
      },
    },
    {
      command: `./node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
      url: baseURL,
      reuseExistingServer: false,
    },
  ],
})
