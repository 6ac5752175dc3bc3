// The data table's query beyond SPEC §7: sort by any column, per-column filters, a window, and
// the demo switch between the 50-row sample and generated sets.
import { describe, expect, it } from 'vitest'
import type {
  DataTableDataset,
  DataTablePage,
  DataTableWindow,
  Employee,
} from '../../src/api/types/dataTables'
import { dataTablesHandlers } from '../../src/mocks/handlers/dataTables'
import { call, resetContractData, startContractServer } from '../support/contract'

startContractServer(...dataTablesHandlers)

type Query = Record<string, string | number | readonly (string | number)[] | undefined>
const windowOf = async (query: Query) =>
  (await call<DataTableWindow>('/api/datatables/data', { query })).body
const page = async (query: Query) =>
  (await call<DataTablePage>('/api/datatables/data', { query })).body
const setSize = (size: number) =>
  call<DataTableDataset>('/api/datatables/dataset', { method: 'POST', body: { size } })
const ids = (rows: Employee[]) => rows.map((row) => row.id)

describe('GET /api/datatables/data: sort, filters, window', () => {
  it('sorts by salary both ways and keeps allData in the same order', async () => {
    const up = await page({ sortColumn: 'salary', sort: 'asc', perPage: 3 })
    expect(up.invoices.map((row) => row.salary)).toEqual([36900, 38600, 39800])
    expect(up.allData.map((row) => row.salary).at(-1)).toBe(185000)
    const down = await page({ sortColumn: 'salary', sort: 'desc', perPage: 2 })
    expect(ids(down.invoices)).toEqual([27, 50])
  })

  it('sorts every column, texts folded, ties in id order', async () => {
    for (const column of ['full_name', 'post', 'email', 'city', 'start_date', 'age', 'status']) {
      const rows = (await windowOf({ sortColumn: column, offset: 0, limit: 50 })).invoices
      const values = rows.map((row) => String(row[column as keyof Employee]))
      const numeric = column === 'age' || column === 'status'
      const sorted = [...values].sort((a, b) =>
        numeric ? Number(a) - Number(b) : a.localeCompare(b, 'en', { sensitivity: 'base' }),
      )
      expect(values, column).toEqual(sorted)
    }
  })

  it('breaks ties by further keys (thenBy)', async () => {
    const rows = (
      await windowOf({ sortColumn: 'status', thenBy: ['salary:desc'], offset: 0, limit: 50 })
    ).invoices
    expect(rows.map((row) => row.status)).toEqual([...rows.map((row) => row.status)].sort())
    const firstStatus = rows.filter((row) => row.status === 1).map((row) => row.salary)
    expect(firstStatus).toEqual([...firstStatus].sort((a, b) => b - a))
  })

  it('filters by text, ranges and a set of status codes, all together', async () => {
    expect(ids((await page({ post: 'ENGINEER', perPage: 50 })).invoices)).toEqual([
      2, 8, 15, 31, 36, 49,
    ])
    const ranged = await windowOf({
      salaryMin: 60000,
      salaryMax: 90000,
      ageMax: 35,
      start_dateMin: '2020-01-01',
      status: [1, 2],
      offset: 0,
      limit: 50,
    })
    expect(ranged.total).toBe(ranged.invoices.length)
    for (const row of ranged.invoices) {
      expect(row.salary).toBeGreaterThanOrEqual(60000)
      expect(row.salary).toBeLessThanOrEqual(90000)
      expect(row.age).toBeLessThanOrEqual(35)
      expect(row.start_date >= '2020-01-01').toBe(true)
      expect([1, 2]).toContain(row.status)
    }
    const every = (await call<{ rows: Employee[] }>('/api/datatables/initial-data')).body.rows
    const expected = every.filter(
      (row) =>
        row.salary >= 60000 &&
        row.salary <= 90000 &&
        row.age <= 35 &&
        row.start_date >= '2020-01-01' &&
        row.status <= 2,
    )
    expect(ranged.invoices).toEqual(expected)
    expect(expected.length).toBeGreaterThan(2)
  })

  it('answers only the rows asked for by id', async () => {
    const answer = await windowOf({ id: [7, 3, 44], sortColumn: 'id', offset: 0, limit: 10 })
    expect(ids(answer.invoices)).toEqual([3, 7, 44])
  })

  it('answers a window without allData', async () => {
    const answer = await windowOf({ sortColumn: 'id', offset: 45, limit: 10 })
    expect(answer).not.toHaveProperty('allData')
    expect(ids(answer.invoices)).toEqual([46, 47, 48, 49, 50])
    expect(answer.total).toBe(50)
  })

  it('answers 400 on a bad filter, sort key or window', async () => {
    for (const query of [
      { status: 7 },
      { salaryMin: 'lots' },
      { start_dateMin: '2024/01/01' },
      { sortColumn: 'avatar' },
      { thenBy: 'age' },
      { offset: 0, limit: 0 },
      { offset: -1, limit: 10 },
    ]) {
      const { status } = await call('/api/datatables/data', { query })
      expect(status, JSON.stringify(query)).toBe(400)
    }
  })
})

describe('the demo switch: /api/datatables/dataset', () => {
  it('starts on the 50-row sample and refuses other sizes', async () => {
    expect((await call('/api/datatables/dataset')).body).toEqual({ size: 50 })
    expect((await setSize(500)).status).toBe(400)
  })

  it('switches to 100,000 deterministic rows, windowed and sorted until reset', async () => {
    expect((await setSize(100_000)).body).toEqual({ size: 100_000 })
    const first = await windowOf({ offset: 99_990, limit: 20 })
    expect(first.total).toBe(100_000)
    expect(ids(first.invoices)).toEqual(Array.from({ length: 10 }, (_, n) => 99_991 + n))
    const again = await windowOf({ offset: 99_990, limit: 20 })
    expect(again).toEqual(first)

    const sorted = await windowOf({ sortColumn: 'salary', sort: 'desc', offset: 500, limit: 100 })
    const salaries = sorted.invoices.map((row) => row.salary)
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a))

    const filtered = await windowOf({ status: [3], salaryMin: 150000, offset: 0, limit: 5 })
    expect(filtered.total).toBeGreaterThan(1000)
    expect(filtered.total).toBeLessThan(10_000)

    await resetContractData()
    expect((await windowOf({ offset: 0, limit: 1 })).total).toBe(50)
  })

  it('answers 403 to a client', async () => {
    expect((await call('/api/datatables/dataset', { as: 'client' })).status).toBe(403)
  })
})
