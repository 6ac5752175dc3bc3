// Builds Storybook, serves it on 127.0.0.1 and runs the test-runner over every
// story in headless Chromium (play functions + an axe check per story).
//   STORYBOOK_TEST_PORT / STORYBOOK_OUT_DIR: a port and build folder of its own (parallel runs);
//   STORYBOOK_TEST_WORKERS: story files tested at once (default: one fewer than the cores, at
//   least one). One worker already keeps 1.6 of two cores busy (Chromium's renderer and browser
//   processes, Jest loading its modules again for every file): on two cores, 49 stories in 6 files
//   took 75 s with one worker, 75 s with two and 78-92 s with three, and with three each story
//   waited on the others' browsers — two stories passed the 30 s test timeout on the CI machine;
//   --no-build: reuse the build; any other argument goes to test-storybook (e.g. a story file path).
import { availableParallelism } from 'node:os'
import { ensureChromium } from './ensure-chromium.mjs'
import { runCommand, startServer, waitForUrl } from './run-step.mjs'

const port = process.env.STORYBOOK_TEST_PORT ?? '6106'
const url = `http://127.0.0.1:${port}`
const outDir = process.env.STORYBOOK_OUT_DIR ?? 'storybook-static'
const workers =
  process.env.STORYBOOK_TEST_WORKERS ?? String(Math.max(1, availableParallelism() - 1))
const passedOn = process.argv.slice(2).filter((arg) => arg !== '--no-build')

process.env.CHROMIUM_PATH = ensureChromium()
// The stories' plays read the sample data's times as UTC shows them; the browser the test-runner
// starts takes its time zone from TZ (the app itself shows times in the viewer's zone).
process.env.TZ = 'UTC'
if (!process.argv.includes('--no-build')) {
  await runCommand('./node_modules/.bin/storybook', ['build', '--quiet', '--output-dir', outDir])
}
const server = startServer('./node_modules/.bin/http-server', [
  outDir,
  '-a',
  '127.0.0.1',
  '-p',
  port,
  '-s',
  '-c-1',
])
let exitCode = 0
try {
  await waitForUrl(`${url}/index.json`)
  await runCommand('./node_modules/.bin/test-storybook', [
    '--url',
    url,
    `--maxWorkers=${workers}`,
    // A story's play, its page load and axe: seconds on an idle machine, more when the other
    // workers' browsers share the two cores.
    '--testTimeout=30000',
    '--ci',
    ...passedOn,
  ])
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  exitCode = 1
} finally {
  server.stop()
}
process.exit(exitCode)
