import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, expect, it } from 'vitest'
import { userSortColumns } from '../../src/api/types/users'
import { createBulkUsers } from '../../src/fixtures/users'
import { usersTable } from '../../src/mocks/handlers/users'
import { type DatabaseLocation, openDatabase } from '../../src/server/db/connect'
import { adminToken, type ServerProcess, startServerProcess } from '../support/serverProcess'
import { type LoadFigures, loadLoop } from './serverLoad'

// `npm run bench` (scripts/bench-server.mjs): the server over 100,000 users, on PGlite and, when
// DATABASE_URL is given, on Postgres. Requests per second and p50/p99 for the users list (a
// page of 10 sorted by name, from anywhere in the list) and a one-user write (update-user:
// the user's row and its account's timeline), from a bounded load loop on 127.0.0.1; then a
// shorter loop per sortable column of the users list (BENCH_SORT_COLUMNS=email,role narrows it).

const userCount = 100_000
const concurrency = 8
const port = Number(process.env.BENCH_SERVER_PORT ?? 8796)
const folders: string[] = []
const sortColumns = process.env.BENCH_SORT_COLUMNS?.split(',') ?? userSortColumns
const results: Record<
  string,
  { list: LoadFigures; write: LoadFigures; sorted: Record<string, LoadFigures> }
> = {}

/** How many users the database at `location` holds, read by a fresh connection. */
async function storedUsers(location: DatabaseLocation): Promise<number> {
  const { db, close } = await openDatabase(location, { referenceDay: new Date() })
  const { rows } = await sql<{ total: string | number }>`
    SELECT count(*) AS total FROM cea_rows WHERE table_name = ${usersTable.name}`.execute(db)
  await close()
  return Number(rows[0]?.total ?? 0)
}

/**
 * The users table replaced by 100,000 generated users, checked by a fresh connection. (A server
 * once seemed to open the folder without those writes: it had inherited Postgres's DATABASE_URL
 * from this run and was reading Postgres. `startServerProcess` no longer passes it on.)
 */
async function prepare(location: DatabaseLocation): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await fillUsers(location)
    if ((await storedUsers(location)) === userCount) return
    console.warn(`[bench] the 100,000 users were not kept (attempt ${attempt}); filling again`)
  }
  throw new Error('The database did not keep the 100,000 users')
}

async function fillUsers(location: DatabaseLocation): Promise<void> {
  const { db, repository, close } = await openDatabase(location, { referenceDay: new Date() })
  await repository.resetDemoData()
  const rows = createBulkUsers(userCount).map((user, seq) => ({
    table_name: usersTable.name,
    key: JSON.stringify(user.id),
    seq,
    row: JSON.stringify(user),
  }))
  for (let start = 0; start < rows.length; start += 2000)
    await db
      .insertInto('cea_rows')
      .values(rows.slice(start, start + 2000))
      .execute()
  await db.insertInto('cea_seeded').values({ table_name: usersTable.name }).execute()
  // What Postgres's autovacuum does some time after such a load (PGlite has none): the planner's
  // statistics, and the visibility map that lets an index-only scan skip the table.
  await sql`VACUUM ANALYZE`.execute(db)
  // Everything on disk before the server process opens the same PGlite folder.
  await sql`CHECKPOINT`.execute(db)
  await close()
}

async function measure(server: ServerProcess) {
  const token = await adminToken(server.url)
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
  const listPage = (index: number, sortColumn = '') => {
    const page = 1 + ((index * 7919) % (userCount / 10))
    const sort = index % 2 ? 'desc' : 'asc'
    const query = `page=${page}&perPage=10&sort=${sort}${sortColumn && `&sortColumn=${sortColumn}`}`
    return fetch(`${server.url}/api/users/list/data?${query}`, { headers })
  }
  // Warm: the first sorted query pays for plans and caches; and the server sees every user.
  const { total } = (await (await listPage(0)).json()) as { total: number }
  expect(total).toBe(userCount)
  const list = await loadLoop(listPage, { requests: 200, concurrency, maxMs: 40_000 })
  const write = await loadLoop(
    (index) =>
      fetch(`${server.url}/apps/users/update-user`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          id: 1 + ((index * 104_729) % userCount),
          company: `Bench ${index}`,
        }),
      }),
    { requests: 200, concurrency, maxMs: 40_000 },
  )
  const sorted: Record<string, LoadFigures> = {}
  for (const column of sortColumns) {
    sorted[column] = await loadLoop((index) => listPage(index, column), {
      requests: 48,
      concurrency,
      maxMs: 10_000,
    })
  }
  return { list, write, sorted }
}

async function bench(name: string, location: DatabaseLocation, env: Record<string, string>) {
  await prepare(location)
  const server = await startServerProcess(port, env)
  try {
    results[name] = await measure(server)
  } finally {
    await server.stop()
  }
  expect(results[name]?.list.failed).toBe(0)
  expect(results[name]?.write.failed).toBe(0)
  for (const figures of Object.values(results[name]?.sorted ?? {})) expect(figures.failed).toBe(0)
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
  mkdirSync('.bench', { recursive: true })
  writeFileSync(
    '.bench/server.json',
    `${JSON.stringify({ userCount, concurrency, results }, null, 2)}\n`,
  )
})

it('PGlite (a data folder)', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cea-bench-pglite-'))
  folders.push(dataDir)
  await bench('pglite', { kind: 'pglite', dataDir }, { PGLITE_DATA_DIR: dataDir })
})

it.skipIf(!process.env.DATABASE_URL)('Postgres (DATABASE_URL)', async () => {
  const connectionString = process.env.DATABASE_URL ?? ''
  await bench(
    'postgres',
    { kind: 'postgres', connectionString },
    { DATABASE_URL: connectionString },
  )
})
