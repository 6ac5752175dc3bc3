// Builds Storybook, serves it on 127.0.0.1 and runs the test-runner over every
// story in headless Chromium (play functions + an axe check per story).
import { ensureChromium } from './ensure-chromium.mjs'
import { runCommand, startServer, waitForUrl } from './run-step.mjs'

const port = process.env.STORYBOOK_TEST_PORT ?? '6106'
const url = `http://127.0.0.1:${port}`

process.env.CHROMIUM_PATH = ensureChromium()
if (!process.argv.includes('--no-build')) {
  await runCommand('./node_modules/.bin/storybook', [
    'build',
    '--quiet',
    '--output-dir',
    'storybook-static',
  ])
}
const server = startServer('./node_modules/.bin/http-server', [
  'storybook-static',
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
  await runCommand('./node_modules/.bin/test-storybook', ['--url', url, '--maxWorkers=2', '--ci'])
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  exitCode = 1
} finally {
  server.stop()
}
process.exit(exitCode)
