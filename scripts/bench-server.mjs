// The server under load (tests/server-bench): built, then measured on PGlite and on a private
// Postgres (ensure-postgres.mjs; skipped, and said, when Postgres cannot be had). Prints and
// answers .bench/server.json.
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { startPostgres } from './ensure-postgres.mjs'
import { runCommand } from './run-step.mjs'

export async function benchServer() {
  await runCommand('./node_modules/.bin/vite', ['build', '--config', 'vite.server.config.ts'])
  let postgres
  try {
    postgres = startPostgres(Number(process.env.POSTGRES_BENCH_PORT ?? 55433))
  } catch (error) {
    console.log(
      `[bench] no Postgres, PGlite only: ${error instanceof Error ? error.message : error}`,
    )
  }
  try {
    await runCommand('./node_modules/.bin/vitest', ['run', '--project', 'server-bench'], {
      env: { ...process.env, ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
    })
  } finally {
    postgres?.stop()
  }
  return JSON.parse(readFileSync('.bench/server.json', 'utf8'))
}

export function printServer({ userCount, concurrency, results }) {
  console.log(
    `\nServer over ${userCount.toLocaleString('en')} users (${concurrency} callers on 127.0.0.1)`,
  )
  for (const [store, figures] of Object.entries(results)) {
    for (const [call, { requests, perSecond, p50Ms, p99Ms }] of Object.entries(figures)) {
      const name = call === 'list' ? 'users list (page of 10, sorted)' : 'one-user write'
      console.log(
        `  ${store.padEnd(9)} ${name.padEnd(32)} ${String(perSecond).padStart(7)} req/s  p50 ${p50Ms} ms  p99 ${p99Ms} ms  (${requests} requests)`,
      )
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printServer(await benchServer())
