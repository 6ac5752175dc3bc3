// `npm run test:stories`: every story as a test in headless Chromium (its play function, then
// axe), through Storybook's Vitest addon (vitest.stories.config.ts). Arguments go to vitest,
// e.g. `npm run test:stories -- stories/screens/todo` for some files.
import { ensureChromium } from './ensure-chromium.mjs'
import { runCommand } from './run-step.mjs'

process.env.CHROMIUM_PATH = ensureChromium()
// The stories' plays read the sample data's times as UTC shows them.
process.env.TZ = 'UTC'
try {
  await runCommand(
    './node_modules/.bin/vitest',
    ['run', '--project', 'stories', ...process.argv.slice(2)],
    { env: process.env },
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
