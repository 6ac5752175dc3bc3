// The repository port's SQL adapter: Kysely over PGlite (embedded) or Postgres. Transactions
// hold one advisory lock, so they run one at a time across every server process on the
// database (ids never collide); a transaction's announcement leaves with its commit.
import { type Kysely, sql } from 'kysely'
import type { BackendStoreKind } from '../../api/types/backend'
import {
  type Repository,
  type RepositoryTransaction,
  type RowQuery,
  SaveFailedError,
  type Where,
} from '../../mocks/db/repository'
import type { Table } from '../../mocks/db/table'
import type { ChangeFeed, FeedMessage } from './changeFeed'
import type { Database, Executor } from './schema'
import { ensureSeeded, type SeedState, seedWithin, writeLockId } from './seeding'
import { SqlTransaction } from './sqlTransaction'

export interface SqlRepositoryOptions {
  db: Kysely<Database>
  kind: Extract<BackendStoreKind, 'pglite' | 'postgres'>
  feed: ChangeFeed
  /** The day the sample data is dated around (kept in the database; this when it holds none). */
  referenceDay: Date
  /** The day a reset dates the sample data around: today on a server, a pinned day in tests. */
  resetDay?: () => Date
  /** One connection (PGlite): every call waits for the one before it. */
  exclusive: boolean
}

interface SqlCore extends SeedState {
  readonly options: SqlRepositoryOptions
  turn: Promise<unknown>
}

/** Runs `work` after every call before it on a one-connection database; at once on a pool. */
function inTurn<Result>(core: SqlCore, work: () => Promise<Result>): Promise<Result> {
  if (!core.options.exclusive) return work()
  const run = core.turn.then(work)
  core.turn = run.catch(() => undefined)
  return run
}

const referenceDayName = 'referenceDay'

async function storedReferenceDay(db: Executor, fallback: Date): Promise<Date> {
  await db
    .insertInto('cea_meta')
    .values({ name: referenceDayName, value: fallback.toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute()
  const stored = await db
    .selectFrom('cea_meta')
    .select('value')
    .where('name', '=', referenceDayName)
    .executeTakeFirstOrThrow()
  return new Date(stored.value)
}

/** The SQL repository, as `writer` (the client whose writes its announcements name). */
export class SqlRepository implements Repository {
  constructor(
    private readonly core: SqlCore,
    private readonly writer = '',
  ) {}

  get referenceDay(): Date {
    return this.core.referenceDay
  }

  get storageKind(): BackendStoreKind {
    return this.core.options.kind
  }

  /** The same repository, its writes announced as `writer`'s (a browser tab's id). */
  as(writer: string): SqlRepository {
    return new SqlRepository(this.core, writer)
  }

  /** Hears every write and reset of the database (of every process, on Postgres). */
  onMessage(listener: (message: FeedMessage) => void): () => void {
    return this.core.options.feed.subscribe(listener)
  }

  private reader(): SqlTransaction {
    const { db } = this.core.options
    return new SqlTransaction(db, (_executor, table) => ensureSeeded(db, this.core, table))
  }

  get<Row>(table: Table<Row>, key: string | number) {
    return inTurn(this.core, () => this.reader().get(table, key))
  }

  list<Row>(table: Table<Row>, query?: RowQuery<Row>) {
    return inTurn(this.core, () => this.reader().list(table, query))
  }

  count<Row>(table: Table<Row>, where?: Where<Row>) {
    return inTurn(this.core, () => this.reader().count(table, where))
  }

  transaction<Result>(work: (tx: RepositoryTransaction) => Promise<Result>): Promise<Result> {
    return inTurn(this.core, async () => {
      const seededHere = new Set<string>()
      const afterCommit: Array<() => void> = []
      let isWorkDone = false
      let result: Result
      try {
        result = await this.core.options.db.transaction().execute(async (tx) => {
          await sql`SELECT pg_advisory_xact_lock(${writeLockId})`.execute(tx)
          const staged = new SqlTransaction(tx, async (executor, table) => {
            await seedWithin(executor, this.core, table)
            seededHere.add(table.name)
          })
          const answer = await work(staged)
          const changes = staged.changes()
          if (changes.length > 0) {
            const message: FeedMessage = { type: 'changed', changes, writer: this.writer }
            const announce = await this.core.options.feed.publish(tx, message)
            if (announce) afterCommit.push(announce)
          }
          isWorkDone = true
          return answer
        })
      } catch (error) {
        // The work's own refusals pass as they are; a database that refused the commit: 503.
        throw isWorkDone ? new SaveFailedError(error) : error
      }
      for (const name of seededHere) this.core.seeded.add(name)
      for (const announce of afterCommit) announce()
      return result
    })
  }

  resetDemoData(): Promise<void> {
    return inTurn(this.core, async () => {
      const day = this.core.options.resetDay?.() ?? new Date()
      const { feed, db } = this.core.options
      let announce: (() => void) | undefined
      await db.transaction().execute(async (tx) => {
        await sql`SELECT pg_advisory_xact_lock(${writeLockId})`.execute(tx)
        await tx.deleteFrom('cea_rows').execute()
        await tx.deleteFrom('cea_seeded').execute()
        await tx
          .updateTable('cea_meta')
          .set({ value: day.toISOString() })
          .where('name', '=', referenceDayName)
          .execute()
        announce = await feed.publish(tx, { type: 'reset' })
      })
      this.core.seeded.clear()
      this.core.referenceDay = day
      announce?.()
    })
  }
}

/** Opens the repository over a migrated database. */
export async function createSqlRepository(options: SqlRepositoryOptions): Promise<SqlRepository> {
  const core: SqlCore = {
    options,
    seeded: new Set(),
    referenceDay: await storedReferenceDay(options.db, options.referenceDay),
    turn: Promise.resolve(),
  }
  // Another process reset the demo data: forget which tables were seeded, and the old day.
  options.feed.subscribe((message) => {
    if (message.type !== 'reset') return
    core.seeded.clear()
    void inTurn(core, async () => {
      core.referenceDay = await storedReferenceDay(options.db, core.referenceDay)
    })
  })
  return new SqlRepository(core)
}
