// `npm run start:server`: the server (`npm run server`, PGlite in .data/ unless DATABASE_URL is
// set) and the app's dev server pointed at it (VITE_API_URL), so the app starts no
// service-worker back end. SERVER_PORT (8787) and APP_PORT (5173) choose the ports; arguments
// go to the server (`npm run start:server -- --reset`). Ctrl-C stops both.
import { spawn } from 'node:child_process'
import { runCommand, waitForUrl } from './run-step.mjs'

const serverPort = Number(process.env.SERVER_PORT ?? 8787)
const appPort = Number(process.env.APP_PORT ?? 5173)
const serverUrl = `http://127.0.0.1:${serverPort}`
const appOrigins = [`http://127.0.0.1:${appPort}`, `http://localhost:${appPort}`]

await runCommand('./node_modules/.bin/vite', ['build', '--config', 'vite.server.config.ts'])

const children = []
function start(command, args, env) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  children.push(child)
  child.on('exit', (code) => {
    stopAll()
    process.exitCode = code ?? 1
  })
  return child
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
}
process.on('SIGINT', stopAll)
process.on('SIGTERM', stopAll)

start(process.execPath, ['--enable-source-maps', 'dist-server/main.js', ...process.argv.slice(2)], {
  PORT: String(serverPort),
  CORS_ORIGINS: process.env.CORS_ORIGINS ?? appOrigins.join(','),
})
await waitForUrl(`${serverUrl}/api/health`, 120_000)
start(
  './node_modules/.bin/vite',
  ['--host', '127.0.0.1', '--port', String(appPort), '--strictPort'],
  {
    VITE_API_URL: serverUrl,
  },
)
console.log(`\nThe app: http://127.0.0.1:${appPort}  (its back end: ${serverUrl})\n`)
