// Migration 0004: each declared sorted column's sort keys in a narrow table of their own
// (`cea_sort_keys`), kept by triggers on `cea_rows`, so a sorted page is read from a covering
// index (an index-only scan that computes nothing per row) rather than from an expression index
// of `cea_rows`, whose scan computes every key again for each row it passes, or from a sort of
// every row. Which columns are declared: `sortedColumns.ts`. Also each table's row count
// (`cea_row_counts`), kept by the same triggers, so an unfiltered list's total reads one row.
import { type Migration, sql } from 'kysely'

export const sortKeysMigration: Migration = {
  async up(db) {
    // A value's sort keys, as the list query sorts (sqlQuery's sortKeys): missing last, numbers
    // and booleans as numbers, then the folded text, compared by code point (COLLATE "C").
    await sql`
      CREATE FUNCTION cea_sort_missing(value jsonb) RETURNS boolean
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN coalesce(jsonb_typeof(value), 'null') = 'null'
    `.execute(db)
    await sql`
      CREATE FUNCTION cea_sort_number(value jsonb) RETURNS float8
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN CASE jsonb_typeof(value)
        WHEN 'number' THEN (value #>> '{}')::float8
        WHEN 'boolean' THEN CASE WHEN value #>> '{}' = 'true' THEN 1 ELSE 0 END
      END
    `.execute(db)
    await sql`
      CREATE FUNCTION cea_sort_text(value jsonb) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN cea_fold(value #>> '{}')
    `.execute(db)
    // The declared columns: a column's path is its field, or a field of an object field.
    await sql`
      CREATE TABLE cea_sort_columns (
        table_name text NOT NULL,
        column_name text NOT NULL,
        path text[] NOT NULL,
        PRIMARY KEY (table_name, column_name)
      )
    `.execute(db)
    await sql`
      CREATE TABLE cea_sort_keys (
        table_name text NOT NULL,
        column_name text NOT NULL,
        key jsonb NOT NULL,
        seq bigint NOT NULL,
        missing boolean NOT NULL,
        num float8,
        txt text COLLATE "C",
        PRIMARY KEY (table_name, column_name, key)
      )
    `.execute(db)
    // One index per direction, in ORDER BY's order (ties in table order either way); `key` is
    // included, so a page's keys come from the index alone.
    await sql`
      CREATE INDEX cea_sort_keys_asc ON cea_sort_keys
      (table_name, column_name, missing, num, txt, seq) INCLUDE (key)
    `.execute(db)
    await sql`
      CREATE INDEX cea_sort_keys_desc ON cea_sort_keys
      (table_name, column_name, missing, num DESC NULLS LAST, txt DESC NULLS LAST, seq) INCLUDE (key)
    `.execute(db)
    await sql`
      CREATE TABLE cea_row_counts (table_name text PRIMARY KEY, rows bigint NOT NULL)
    `.execute(db)
    await sql`
      INSERT INTO cea_row_counts SELECT table_name, count(*) FROM cea_rows GROUP BY table_name
    `.execute(db)
    await sql`
      CREATE FUNCTION cea_rows_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO cea_sort_keys (table_name, column_name, key, seq, missing, num, txt)
        SELECT added.table_name, sorted.column_name, added.key, added.seq,
          cea_sort_missing(added.doc #> sorted.path), cea_sort_number(added.doc #> sorted.path),
          cea_sort_text(added.doc #> sorted.path)
        FROM added JOIN cea_sort_columns AS sorted ON sorted.table_name = added.table_name;
        INSERT INTO cea_row_counts AS counted (table_name, rows)
        SELECT table_name, count(*) FROM added GROUP BY table_name
        ON CONFLICT (table_name) DO UPDATE SET rows = counted.rows + excluded.rows;
        RETURN NULL;
      END $$
    `.execute(db)
    // Row by row, each by its primary key: a plan over the whole statement may choose to scan
    // every key of cea_sort_keys for one changed row.
    await sql`
      CREATE FUNCTION cea_rows_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        fresh record;
      BEGIN
        FOR fresh IN
          SELECT changed.table_name, sorted.column_name, changed.key,
            cea_sort_missing(changed.doc #> sorted.path) AS missing,
            cea_sort_number(changed.doc #> sorted.path) AS num,
            cea_sort_text(changed.doc #> sorted.path) AS txt
          FROM changed JOIN cea_sort_columns AS sorted ON sorted.table_name = changed.table_name
        LOOP
          UPDATE cea_sort_keys AS keys
          SET missing = fresh.missing, num = fresh.num, txt = fresh.txt
          WHERE keys.table_name = fresh.table_name AND keys.column_name = fresh.column_name
            AND keys.key = fresh.key
            AND (keys.missing, keys.num, keys.txt) IS DISTINCT FROM (fresh.missing, fresh.num, fresh.txt);
        END LOOP;
        RETURN NULL;
      END $$
    `.execute(db)
    await sql`
      CREATE FUNCTION cea_rows_removed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM cea_sort_keys AS keys
        USING removed JOIN cea_sort_columns AS sorted ON sorted.table_name = removed.table_name
        WHERE keys.table_name = removed.table_name AND keys.column_name = sorted.column_name
          AND keys.key = removed.key;
        UPDATE cea_row_counts AS counted SET rows = counted.rows - gone.rows
        FROM (SELECT table_name, count(*) AS rows FROM removed GROUP BY table_name) AS gone
        WHERE counted.table_name = gone.table_name;
        RETURN NULL;
      END $$
    `.execute(db)
    await sql`
      CREATE TRIGGER cea_rows_inserted AFTER INSERT ON cea_rows
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION cea_rows_inserted()
    `.execute(db)
    await sql`
      CREATE TRIGGER cea_rows_updated AFTER UPDATE ON cea_rows
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION cea_rows_updated()
    `.execute(db)
    await sql`
      CREATE TRIGGER cea_rows_removed AFTER DELETE ON cea_rows
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION cea_rows_removed()
    `.execute(db)
  },
}
