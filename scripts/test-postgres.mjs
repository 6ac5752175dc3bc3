// `npm run test:postgres`: a private Postgres (ensure-postgres.mjs), the server built, then the
// tests of tests/postgres (vitest project `postgres`): two server processes on one database.
import { startPostgres } from './ensure-postgres.mjs'
import { runCommand } from './run-step.mjs'

const postgres = startPostgres()
try {
  await runCommand('./node_modules/.bin/vite', ['build', '--config', 'vite.server.config.ts'])
  await runCommand('./node_modules/.bin/vitest', ['run', '--project', 'postgres'], {
    env: { ...process.env, DATABASE_URL: postgres.url },
  })
} finally {
  postgres.stop()
}
