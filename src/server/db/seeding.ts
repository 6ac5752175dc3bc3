// Tables are seeded from the same fixtures as the in-browser store, each the first time it is
// read or written (so a reset costs nothing until a table is asked for). `cea_seeded` says
// which tables hold their seed or later writes, across every server process.
import { type Kysely, sql } from 'kysely'
import { rowKeyOf, type Table } from '../../mocks/db/table'
import type { Database, Executor } from './schema'

/** One lock for every write of the database: transactions run one at a time, as in the store. */
export const writeLockId = 7_402_911

const rowsPerInsert = 1000

/** A seed this large is followed by ANALYZE, so the planner reads its sorted pages from the index. */
const analyzedSeedRows = 10_000

export interface SeedState {
  /** Tables this process knows are seeded (forgotten on a reset). */
  readonly seeded: Set<string>
  referenceDay: Date
}

async function insertSeed(tx: Executor, table: Table<unknown>, referenceDay: Date): Promise<void> {
  const rows = table.seed(referenceDay).map((row, seq) => ({
    table_name: table.name,
    key: JSON.stringify(table.fixedKey ?? rowKeyOf(row, table.key, seq)),
    seq,
    row: JSON.stringify(row),
  }))
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    await tx
      .insertInto('cea_rows')
      .values(rows.slice(start, start + rowsPerInsert))
      .execute()
  }
  await tx.insertInto('cea_seeded').values({ table_name: table.name }).execute()
  // Without statistics the planner takes a table for a few rows and sorts a late page from all
  // of them (PGlite has no autovacuum to gather them; Postgres's would, some time later).
  if (rows.length >= analyzedSeedRows) await sql`ANALYZE cea_rows, cea_sort_keys`.execute(tx)
}

/** Seeds `table` inside `tx`, which holds the write lock, unless a process already did. */
export async function seedWithin(tx: Executor, state: SeedState, table: Table<unknown>) {
  if (state.seeded.has(table.name)) return
  const found = await tx
    .selectFrom('cea_seeded')
    .select('table_name')
    .where('table_name', '=', table.name)
    .executeTakeFirst()
  if (!found) await insertSeed(tx, table, state.referenceDay)
}

/** Seeds `table` unless it is, in a transaction of its own; from then on this process knows. */
export async function ensureSeeded(
  db: Kysely<Database>,
  state: SeedState,
  table: Table<unknown>,
): Promise<void> {
  if (state.seeded.has(table.name)) return
  await db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${writeLockId})`.execute(tx)
    await seedWithin(tx, state, table)
  })
  state.seeded.add(table.name)
}
