// Server processes for tests and the bench: `node dist-server/main.js` (build it first) with its
// own port, its change stream read as announcements, and calls signed in as the demo admin.
import { type ChildProcess, spawn } from 'node:child_process'
import type { BackendAnnouncement } from '../../src/api/types/backend'

export interface ServerProcess {
  url: string
  stop(): Promise<void>
}

const testSecret = 'tests-only-secret-shared-by-every-server-process'

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server at ${url} exited (${child.exitCode})`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The server at ${url} did not answer within ${timeoutMs} ms`)
}

export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`
  // The database is what `env` names, never one inherited: the server bench runs with Postgres's
  // DATABASE_URL set, and its PGlite server took it and measured Postgres instead.
  const { DATABASE_URL: _database, PGLITE_DATA_DIR: _folder, ...inherited } = process.env
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    env: {
      ...inherited,
      PORT: String(port),
      JWT_SECRET: testSecret,
      CHAT_REPLY_DELAY_MS: '0',
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitForHealth(url, child, timeoutMs)
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

export async function adminToken(url: string): Promise<string> {
  const response = await fetch(`${url}/jwt/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  })
  const body = (await response.json()) as { accessToken: string }
  return body.accessToken
}

/** A call as the admin: JSON in and out, as the tab `client`. */
export async function callAs<Body>(
  url: string,
  token: string,
  path: string,
  options: { method?: string; body?: unknown; client?: string } = {},
): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${url}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'X-Client-Id': options.client ?? '',
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  return { status: response.status, body: (await response.json()) as Body }
}

/** Reads `GET /api/changes` as `client`; resolves once the stream is open. */
export async function listenToChanges(url: string, token: string, client: string) {
  const heard: BackendAnnouncement[] = []
  const abort = new AbortController()
  const query = new URLSearchParams({ token, client })
  const response = await fetch(`${url}/api/changes?${query.toString()}`, { signal: abort.signal })
  if (!response.ok || !response.body)
    throw new Error(`The change stream answered ${response.status}`)
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  let markReady: () => void = () => undefined
  const ready = new Promise<void>((resolve) => (markReady = resolve))
  const read = async () => {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      buffer += value
      let end = buffer.indexOf('\n\n')
      while (end >= 0) {
        const event = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (event.startsWith('event: ready')) markReady()
        const data = /^data: (.*)$/m.exec(event)?.[1]
        if (data && !event.startsWith('event:')) heard.push(JSON.parse(data) as BackendAnnouncement)
        end = buffer.indexOf('\n\n')
      }
    }
  }
  read().catch(() => undefined)
  await ready
  return { heard, stop: () => abort.abort() }
}
