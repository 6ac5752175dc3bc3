// The story tests: Storybook's Vitest addon turns every story into a test (its play function,
// then an axe check: `parameters.a11y.test = 'error'` in .storybook/preview.tsx) and runs them in
// headless Chromium, one page for the whole run. Run with `npm run test:stories`, or from
// Storybook's test widget.
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { chromiumArgs, chromiumPath } from './scripts/chromium-path.mjs'

export default defineConfig({
  plugins: [
    storybookTest({
      configDir: '.storybook',
      // A story without a viewport of its own gets the desktop window (below 1200 px the shell's
      // menu is an overlay); phone and tablet stories set theirs (.storybook/viewports.ts).
      initialGlobals: { viewport: { value: 'desktop1440', isRotated: false } },
    }),
  ],
  // The chart worker's libraries are not found by Vite's first scan (a worker's imports are not
  // crawled): found mid-run, they were bundled then (about 20 s) and the chart story waiting for
  // its first drawing timed out. Bundled up front instead.
  // zod/mini likewise: met first deep inside a form machine, it was bundled mid-run once and the
  // story files then running failed to load.
  optimizeDeps: { include: ['vega', 'vega-lite', 'zod/mini', 'scheduler'] },
  test: {
    name: 'stories',
    // A story's play and its axe check take seconds on an idle machine, more on a busy one.
    testTimeout: 30_000,
    // A story that fails runs once more, as a journey does (playwright.config.ts); the story run
    // then lists it as flaky with its first failure's message (scripts/test-stories.mjs), and a
    // failure both times fails the run. One play in ~900 was seen to time out on a busy CI
    // machine (NavbarBookmarks' keyboard picker, 2026-11-28) where it never failed alone.
    retry: 1,
    // Story files share one page and its loaded modules (every story's loaders reset the store,
    // the session and the language), and run one after another: one file at a time already keeps
    // 1.6 of two cores busy, and two at a time were no faster.
    isolate: false,
    fileParallelism: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: chromiumPath(),
          args: chromiumArgs,
          // The plays read the sample data's times as UTC shows them.
          env: { ...process.env, TZ: 'UTC' },
        },
        // Reduced motion, so entrance animations never catch a play mid-fade.
        contextOptions: { reducedMotion: 'reduce', timezoneId: 'UTC' },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
})
