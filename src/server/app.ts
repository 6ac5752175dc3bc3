// The server's HTTP face: Hono answering the contract's calls with the same MSW handlers as
// the service worker (`getResponse`), each request bound to the SQL repository as its tab's
// (X-Client-Id), behind request logs, security headers, CORS for configured origins, a body
// size limit and a sign-in rate limit; plus the change stream.
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { secureHeaders } from 'hono/secure-headers'
import { getResponse, type RequestHandler } from 'msw'
import { bindRepository } from '../mocks/http/hostRepository'
import type { ServerConfig } from './config'
import type { SqlRepository } from './db/sqlRepository'
import { changesStream } from './http/changesStream'
import { rateLimitPerMinute } from './http/rateLimit'
import { requestLog } from './http/requestLog'

export const clientIdHeader = 'X-Client-Id'

export interface ServerAppOptions {
  repository: SqlRepository
  handlers: RequestHandler[]
  config: Pick<ServerConfig, 'allowedOrigins' | 'bodyLimitBytes' | 'loginAttemptsPerMinute'>
  log: (line: string) => void
}

export function createServerApp({ repository, handlers, config, log }: ServerAppOptions): Hono {
  const app = new Hono()
  app.use(requestLog(log))
  // CORS decides which pages may read the answers; CORP must not refuse them first.
  app.use(secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }))
  app.use(
    cors({
      origin: (origin) => (config.allowedOrigins.includes(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowHeaders: ['Authorization', 'Content-Type', clientIdHeader],
      maxAge: 600,
    }),
  )
  app.use(
    bodyLimit({
      maxSize: config.bodyLimitBytes,
      onError: (c) => c.json({ message: 'The request body is too large.' }, 413),
    }),
  )
  app.post('/jwt/login', rateLimitPerMinute(config.loginAttemptsPerMinute))
  app.get('/api/changes', (c) => changesStream(c, (listener) => repository.onMessage(listener)))
  app.all('*', async (c) => {
    const writer = c.req.header(clientIdHeader) ?? ''
    const request = bindRepository(c.req.raw, repository.as(writer))
    const response = await getResponse(handlers, request)
    return response ?? c.json({ message: 'No such call.' }, 404)
  })
  return app
}
