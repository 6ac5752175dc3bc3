import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium-path.mjs'
import { timingsFile } from './scripts/test-timings.mjs'
import type { PlaywrightTestConfig } from '@playwright/test'

// E2E_PORT / E2E_DIST let several runs (or a dev's own build) use their own preview server.
const port = Number(process.env.E2E_PORT ?? 4173)
const outDir = process.env.E2E_DIST ?? 'dist'
const baseURL = `http://127.0.0.1:${port}`

/** What the journeys' configs share (this one and playwright.server.config.ts). */
export const journeyDefaults = {
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    browserName: 'chromium',
    // The journeys read the sample data's times as UTC shows them: the browser, its pages and
    // the back end's worker all run in UTC, wherever the tests do.
    timezoneId: 'UTC',
    // As a visitor who asked for less motion: skeleton shimmers and entrance animations stop,
    // which on a 2-core machine without a GPU is CPU the journeys need (email, dashboard and users
    // specs: 180 s → 156 s), and no assertion races a transition.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath(),
      args: chromiumArgs,
      env: { ...process.env, TZ: 'UTC' },
    },
  },
} satisfies PlaywrightTestConfig

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // A journey that fails runs once more, and the report lists it as "flaky" (a failure both
  // times fails the run). The clicks in the navbar's panels that were lost now and then (the
  // account menu's Sign out, the cart's Checkout) had a cause, now fixed (README); the journeys
  // print a click trail with such a failure (tests/e2e/support/clickTrail.ts).
  retries: 1,
  // Two test workers, each with a browser, share the CI machine's two cores: a journey that takes
  // 15 s on an idle machine can take twice that, and a change crossing tabs can take seconds.
  ...journeyDefaults,
  // Each journey's duration too, for the summary that ends `npm test` (scripts/test-timings.mjs).
  reporter: [
    [journeyDefaults.reporter],
    ['./tests/e2e/support/timingReporter.ts', { outputFile: timingsFile('journeys') }],
  ],
  use: { ...journeyDefaults.use, baseURL },
  webServer: {
    command: `./node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
  },
})
