// `npm run test:server-e2e`: builds the server and the app pointed at it, then runs the
// journeys of tests/e2e-server against them (playwright.server.config.ts).
import { ensureChromium } from './ensure-chromium.mjs'
import { runCommand } from './run-step.mjs'

export const serverE2eSteps = () => {
  const serverPort = process.env.E2E_SERVER_PORT ?? '8793'
  const outDir = process.env.E2E_SERVER_DIST ?? 'dist-on-server'
  return [
    {
      name: 'server build',
      command: './node_modules/.bin/vite',
      args: ['build', '--config', 'vite.server.config.ts'],
    },
    {
      name: 'app build for the server',
      command: './node_modules/.bin/vite',
      args: ['build', '--logLevel', 'warn', '--outDir', outDir],
      env: { VITE_API_URL: `http://127.0.0.1:${serverPort}` },
    },
    {
      name: 'e2e on the server',
      command: './node_modules/.bin/playwright',
      args: ['test', '--config', 'playwright.server.config.ts'],
    },
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.CHROMIUM_PATH = ensureChromium()
  for (const step of serverE2eSteps())
    await runCommand(step.command, step.args, { env: { ...process.env, ...step.env } })
}
