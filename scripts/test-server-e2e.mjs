// `npm run test:server-e2e`: builds the server and the app pointed at it (VITE_API_URL), then
// runs the journeys of tests/e2e-server against them (playwright.server.config.ts).
// `--build` only builds; `--test` only tests (npm test runs the two in different stages).
import { ensureChromium } from './ensure-chromium.mjs'
import { runCommand } from './run-step.mjs'

const serverPort = process.env.E2E_SERVER_PORT ?? '8793'
const outDir = process.env.E2E_SERVER_DIST ?? 'dist-on-server'
const only = process.argv[2]

if (only !== '--test') {
  await runCommand('./node_modules/.bin/vite', ['build', '--config', 'vite.server.config.ts'])
  await runCommand(
    './node_modules/.bin/vite',
    ['build', '--logLevel', 'warn', '--outDir', outDir],
    {
      env: { ...process.env, VITE_API_URL: `http://127.0.0.1:${serverPort}` },
    },
  )
}
if (only !== '--build') {
  process.env.CHROMIUM_PATH ??= ensureChromium()
  await runCommand('./node_modules/.bin/playwright', [
    'test',
    '--config',
    'playwright.server.config.ts',
  ])
}
