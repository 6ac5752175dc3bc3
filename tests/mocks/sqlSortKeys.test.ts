// The SQL repository's sorted pages of a declared column (src/server/db/sortedColumns.ts) come
// from cea_sort_keys, kept by triggers: they must answer exactly what the sort over every row
// answers (orderSql: missing last, numbers as numbers, folded text, ties in table order), after
// inserts, updates and removals, and the planner must read them from the covering index (a
// changed ORDER BY that no longer matches it shows here as a Sort). PGlite only (contract-pglite).
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { userSortColumns, type User } from '../../src/api/types/users'
import { createBulkUsers } from '../../src/fixtures/users'
import { usersTable } from '../../src/mocks/handlers/users/usersTable'
import { orderSql, sortedPageSql } from '../../src/server/db/sqlQuery'
import { isOnSql, resetSqlRepository, sqlDatabase } from '../support/sqlContract'

/** Values the sort must place by its rules, written as raw rows (not every one is a User). */
const oddRows: Array<{ id: number } & Record<string, unknown>> = [
  { id: 9001, fullName: 10, email: 'Zed@x.io', role: 'admin', company: 'Élan' },
  { id: 9002, fullName: 9, email: 'zed@x.io', role: 'Admin', company: 'elan' },
  { id: 9003, fullName: true, email: null, company: 'ÉLAN' },
  { id: 9004, email: 'ábc@x.io', company: 2.5 },
  { id: 9005, fullName: null, email: 'abc@x.io', company: -1 },
  { id: 9006, fullName: 'Ábel', email: '^hat@x.io', company: 'zz', billing: { card: 1 } },
  { id: 9007, fullName: 'abel', email: '`tick@x.io', company: false, billing: [1, 2] },
  { id: 9008, fullName: 'ZOË', currentPlan: '', status: 'active' },
]

async function keysInOrder(column: string, descending: boolean): Promise<unknown[]> {
  const { db } = await sqlDatabase()
  const { rows } = await sql<{ key: unknown }>`
    SELECT key FROM cea_rows WHERE table_name = ${usersTable.name}
    ORDER BY ${orderSql(column, descending)}`.execute(db)
  return rows.map((found) => found.key)
}

/** Rows written straight into cea_rows (the triggers keep their keys), from `firstSeq` on. */
async function insertUserRows(
  rows: ReadonlyArray<{ id: unknown }>,
  firstSeq: number,
): Promise<void> {
  const { db } = await sqlDatabase()
  await db
    .insertInto('cea_rows')
    .values(
      rows.map((row, index) => ({
        table_name: usersTable.name,
        key: JSON.stringify(row.id),
        seq: firstSeq + index,
        row: JSON.stringify(row),
      })),
    )
    .execute()
}

async function addOddRows(): Promise<void> {
  const { db, repository } = await sqlDatabase()
  await repository.list(usersTable, { perPage: 1 })
  const { rows } = await sql<{ seq: number }>`
    SELECT max(seq) AS seq FROM cea_rows WHERE table_name = ${usersTable.name}`.execute(db)
  await insertUserRows(oddRows, Number(rows[0]?.seq ?? 0) + 1)
}

describe.skipIf(!isOnSql)('sorted pages of declared columns (cea_sort_keys)', () => {
  beforeEach(() => resetSqlRepository())

  it('answer what the sort over every row answers, for every column both ways, after writes', async () => {
    const { repository } = await sqlDatabase()
    await addOddRows()
    const first = (await repository.get(usersTable, 1)) as User
    await repository.transaction(async (tx) => {
      await tx.update(usersTable, { ...first, fullName: 'Ábel', company: 'élan' })
      await tx.remove(usersTable, 2)
      await tx.insert(usersTable, { ...first, id: 9100, fullName: 'abel' })
    })
    const total = (await keysInOrder('id', false)).length
    for (const column of userSortColumns) {
      for (const sort of ['asc', 'desc'] as const) {
        const expected = await keysInOrder(column, sort === 'desc')
        const whole = await repository.list(usersTable, {
          sortColumn: column,
          sort,
          page: 1,
          perPage: total,
        })
        expect(whole.rows.map((row) => row.id)).toEqual(expected)
        const page = await repository.list(usersTable, {
          sortColumn: column,
          sort,
          page: 3,
          perPage: 7,
        })
        expect({ total: page.total, ids: page.rows.map((row) => row.id) }).toEqual({
          total,
          ids: expected.slice(14, 21),
        })
      }
    }
    expect(await repository.count(usersTable)).toBe(total)
  })

  it('reads a page of users sorted by name from the covering index, not a sort of every row', async () => {
    const { db, repository } = await sqlDatabase()
    await repository.list(usersTable, { perPage: 1 })
    await sql`DELETE FROM cea_rows WHERE table_name = ${usersTable.name}`.execute(db)
    await insertUserRows(createBulkUsers(2000), 0)
    await sql`ANALYZE cea_sort_keys`.execute(db)
    const plans: string[] = []
    for (const descending of [false, true]) {
      for (const offset of [0, 1190]) {
        // A late page of 2,000 rows: whether a sort or the index is cheaper is the planner's
        // estimate (a clean-clone run chose the sort). With sorts priced out, the plan still
        // shows a Sort unless the ORDER BY matches the index, which is what this test guards.
        if (offset > 0) await sql`SET enable_sort = off`.execute(db)
        const page = sortedPageSql(usersTable.name, 'fullName', descending, { limit: 10, offset })
        const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${page}`.execute(db)
        await sql`RESET enable_sort`.execute(db)
        plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'))
      }
    }
    expect(plans[0]).toMatch(/Index Only Scan using cea_sort_keys_asc/)
    expect(plans[1]).toMatch(/Index Only Scan using cea_sort_keys_asc/)
    expect(plans[2]).toMatch(/Index Only Scan using cea_sort_keys_desc/)
    expect(plans[3]).toMatch(/Index Only Scan using cea_sort_keys_desc/)
    for (const plan of plans) expect(plan).not.toMatch(/Sort/)
    const { total, rows } = await repository.list(usersTable, {
      sortColumn: 'fullName',
      page: 120,
      perPage: 10,
    })
    expect(total).toBe(2000)
    expect(rows.map((row) => row.id)).toEqual(
      (await keysInOrder('fullName', false)).slice(1190, 1200),
    )
  })
})
