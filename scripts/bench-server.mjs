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
  const line = (store, name, { requests, perSecond, p50Ms, p99Ms }) =>
    console.log(
      `  ${store.padEnd(9)} ${name.padEnd(32)} ${String(perSecond).padStart(7)} req/s  p50 ${p50Ms} ms  p99 ${p99Ms} ms  (${requests} requests)`,
    )
  for (const [store, { list, write, sorted = {} }] of Object.entries(results)) {
    line(store, 'users list (page of 10, sorted)', list)
    line(store, 'one-user write', write)
    for (const [column, figures] of Object.entries(sorted))
      line(store, `  sorted by ${column}`, figures)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printServer(await benchServer())
