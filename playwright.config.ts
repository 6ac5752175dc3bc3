import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium-path.mjs'

const baseURL = 'http://127.0.0.1:4173'

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
    command: './node_modules/.bin/vite preview --host 127.0.0.1 --port 4173 --strictPort',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
  },
})
