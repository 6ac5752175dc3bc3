import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium-path.mjs'

// E2E_PORT / E2E_DIST let several runs (or a dev's own build) use their own preview server.
const port = Number(process.env.E2E_PORT ?? 4173)
const outDir = process.env.E2E_DIST ?? 'dist'
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: {
    command: `./node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
  },
})
