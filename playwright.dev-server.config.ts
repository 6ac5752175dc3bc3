import { defineConfig } from '@playwright/test'
import e2eConfig, { journeyDefaults } from './playwright.config'

// The dev-server smoke test: README's first command (`npm start`) as a new user meets it — Vite's
// dev server, React's development build (StrictMode runs effects twice), the back-end worker
// built on request. Everything else in `npm test` runs against the built app or Storybook.
const port = Number(process.env.DEV_SMOKE_PORT ?? 5183)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  ...e2eConfig,
  testDir: 'tests/dev-server',
  reporter: journeyDefaults.reporter,
  fullyParallel: false,
  workers: 1,
  // The first visit waits for Vite to pre-bundle the dependencies and build the worker.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: { ...e2eConfig.use, baseURL, viewport: { width: 1280, height: 800 } },
  webServer: {
    // As `npm run dev` (`npm start` without opening a browser).
    command: `./node_modules/.bin/vite --host 127.0.0.1 --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
