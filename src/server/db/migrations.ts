// The schema as versioned migrations (Kysely's Migrator), run on every start; each runs once.
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely'
import type { Database } from './schema'
import { sortKeysMigration } from './sortKeysMigration'

const migrations: Record<string, Migration> = {
  '0001-rows': {
    async up(db) {
      await db.schema
        .createTable('cea_rows')
        .addColumn('table_name', 'text', (column) => column.notNull())
        .addColumn('key', 'jsonb', (column) => column.notNull())
        .addColumn('seq', 'bigint', (column) => column.notNull())
        .addColumn('row', 'json', (column) => column.notNull())
        .addPrimaryKeyConstraint('cea_rows_pkey', ['table_name', 'key'])
        .execute()
      await db.schema
        .createIndex('cea_rows_order')
        .on('cea_rows')
        .columns(['table_name', 'seq'])
        .execute()
      await db.schema
        .createTable('cea_seeded')
        .addColumn('table_name', 'text', (column) => column.primaryKey())
        .execute()
      await db.schema
        .createTable('cea_meta')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .execute()
    },
  },
  '0002-fold': {
    // Text as the list query sorts it: case- and accent-folded (NFD, marks stripped, lowercase).
    async up(db) {
      await sql`
        CREATE FUNCTION cea_fold(value text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN lower(regexp_replace(normalize(value, NFD), '[\\u0300-\\u036f^\`]', '', 'g'))
      `.execute(db)
    },
  },
  '0003-query-document': {
    // The row again as jsonb, kept by the database: the list query reads fields from it (binary,
    // no reparse per field), while answers keep the row as written (json keeps its key order).
    async up(db) {
      await sql`ALTER TABLE cea_rows ADD COLUMN doc jsonb GENERATED ALWAYS AS (row::jsonb) STORED`.execute(
        db,
      )
    },
  },
  '0004-sort-keys': sortKeysMigration,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/** Brings the schema up to date; throws with the failed migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
}
