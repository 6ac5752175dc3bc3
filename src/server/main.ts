// `npm run server`: the contract over HTTP, on PGlite in a data folder or on Postgres
// (DATABASE_URL). `--reset` reseeds the demo data first. See README, "Run against a real server".
import { mkdirSync } from 'node:fs'
import { serve } from '@hono/node-server'
import { HttpHandler } from 'msw'
import { allHandlers } from '../mocks/allHandlers'
import { setTokenSecret } from '../mocks/auth/tokens'
import { setChatReplies } from '../mocks/handlers/chat'
import { createServerApp } from './app'
import { ConfigError, readConfig } from './config'
import { openDatabase } from './db/connect'

const logLine = (line: string) => process.stdout.write(`${line}\n`)
const say = (level: 'info' | 'warn' | 'error', message: string) =>
  logLine(JSON.stringify({ time: new Date().toISOString(), level, message }))

async function start(): Promise<void> {
  const config = readConfig(process.env, process.argv.slice(2), (message) => say('warn', message))
  setTokenSecret(config.jwtSecret)
  if (config.database.kind === 'pglite' && config.database.dataDir)
    mkdirSync(config.database.dataDir, { recursive: true })
  const database = await openDatabase(config.database, { referenceDay: new Date() })
  const { repository } = database
  if (config.reset) {
    await repository.resetDemoData()
    say('info', 'The demo data was reset to the sample data')
  }
  // A contact's answer is no tab's write: announced to every tab, the writer's too.
  setChatReplies(
    config.chatReplyDelayMs > 0
      ? { delayMs: config.chatReplyDelayMs, run: (write) => void write(repository) }
      : null,
  )
  const handlers = allHandlers.filter((handler) => handler instanceof HttpHandler)
  const app = createServerApp({ repository, handlers, config, log: logLine })
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) =>
    say('info', `Listening on http://${info.address}:${info.port} (${repository.storageKind})`),
  )
  // Longer than the usual proxy's idle timeout, so the proxy (or a client) closes idle
  // connections first and a request never races the server closing one.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 65_000
  const stop = () => {
    server.close()
    void database.close().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

start().catch((error: unknown) => {
  say('error', error instanceof ConfigError ? error.message : String(error))
  if (!(error instanceof ConfigError)) console.error(error)
  process.exit(1)
})
