// Opens the server's database: PGlite in a data folder (or in memory) by default, Postgres when
// a connection string is given; migrated to the latest schema either way.
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PostgresDialect } from 'kysely'
import { KyselyPGlite } from 'kysely-pglite'
import pg from 'pg'
import { type ChangeFeed, createLocalFeed, createNotifyFeed, notifyChannel } from './changeFeed'
import { migrateToLatest } from './migrations'
import type { Database } from './schema'
import { syncSortedColumns } from './sortedColumns'
import { createSqlRepository, type SqlRepository } from './sqlRepository'

export type DatabaseLocation =
  | { kind: 'pglite'; dataDir: string | undefined }
  | { kind: 'postgres'; connectionString: string; poolSize?: number }

export interface OpenedDatabase {
  db: Kysely<Database>
  repository: SqlRepository
  close(): Promise<void>
}

async function openPglite(dataDir: string | undefined) {
  const client = new PGlite(dataDir)
  await client.waitReady
  const db = new Kysely<Database>({ dialect: new KyselyPGlite(client).dialect })
  return { db, feed: createLocalFeed(), exclusive: true }
}

async function listenTo(connectionString: string, onPayload: (payload: string) => void) {
  const client = new pg.Client({ connectionString })
  await client.connect()
  client.on('notification', (notification) => {
    if (notification.channel === notifyChannel && notification.payload)
      onPayload(notification.payload)
  })
  client.on('error', (error) => console.error('The change announcements connection failed', error))
  await client.query(`LISTEN ${notifyChannel}`)
  return () => client.end()
}

async function openPostgres(connectionString: string, poolSize: number) {
  const pool = new pg.Pool({ connectionString, max: poolSize })
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  const feed: ChangeFeed = await createNotifyFeed((onPayload) =>
    listenTo(connectionString, onPayload),
  )
  return { db, feed, exclusive: false }
}

/** The database at `location`, migrated, and the repository over it. */
export async function openDatabase(
  location: DatabaseLocation,
  days: { referenceDay: Date; resetDay?: () => Date },
): Promise<OpenedDatabase> {
  const opened =
    location.kind === 'pglite'
      ? await openPglite(location.dataDir)
      : await openPostgres(location.connectionString, location.poolSize ?? 10)
  await migrateToLatest(opened.db)
  await syncSortedColumns(opened.db)
  const repository = await createSqlRepository({ ...opened, kind: location.kind, ...days })
  return {
    db: opened.db,
    repository,
    async close() {
      await opened.feed.close()
      await opened.db.destroy()
    },
  }
}
