import { describe, expect, it } from 'vitest'
import type { DataTableInitialData, DataTablePage, Employee } from '../../src/api/types/dataTables'
import { dataTablesHandlers } from '../../src/mocks/handlers/dataTables'
import { call, startContractServer } from '../support/contract'

startContractServer(...dataTablesHandlers)

const data = (query: Record<string, string | number | undefined> = {}) =>
  call<DataTablePage>('/api/datatables/data', { query })
const ids = (rows: Employee[]) => rows.map((row) => row.id)
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index)
const matches = async (q: string) => ids((await data({ q, perPage: 50 })).body.invoices)

describe('GET /api/datatables/initial-data', () => {
  it('answers every row under { rows }', async () => {
    const { status, body } = await call<DataTableInitialData>('/api/datatables/initial-data')
    expect(status).toBe(200)
    expect(ids(body.rows)).toEqual(range(1, 50))
    expect(body.rows[4]).toEqual({
      id: 5,
      responsive_id: '',
      avatar: '/assets/images/avatars/6.svg',
      full_name: 'Lucía Navarro',
      post: 'Product Designer',
      email: 'lucia.navarro@quillpost.org',
      city: 'Valencia',
      start_date: '2022-07-25',
      salary: 72400,
      age: 35,
      experience: '9 Years',
      status: 4,
    })
    expect(new Set(body.rows.map((row) => row.status))).toEqual(new Set([1, 2, 3, 4, 5]))
    expect(body.rows.filter((row) => row.avatar === '')).toHaveLength(12)
  })

  it('answers 401 signed out and 403 to a client', async () => {
    expect((await call('/api/datatables/initial-data', { as: 'signed-out' })).status).toBe(401)
    expect((await call('/api/datatables/initial-data', { as: 'client' })).status).toBe(403)
    expect((await call('/api/datatables/data', { as: 'client' })).status).toBe(403)
  })
})

describe('GET /api/datatables/data', () => {
  it('defaults to page 1 of 10, with allData holding every match', async () => {
    const { status, body } = await data()
    expect(status).toBe(200)
    expect(body.total).toBe(50)
    expect(ids(body.invoices)).toEqual(range(1, 10))
    expect(ids(body.allData)).toEqual(range(1, 50))
  })

  it('searches full_name, post and email, case-insensitively', async () => {
    expect(await matches('LUCÍA')).toEqual([5])
    expect(await matches('engineer')).toEqual([2, 8, 15, 31, 36, 49])
    expect(await matches('@quillpost')).toEqual(range(1, 10).map((n) => n * 5))
  })

  it('searches age, salary and start_date', async () => {
    // 58 is George's age and part of two salaries (58800, 58000)
    expect(await matches('58')).toEqual([12, 20, 27])
    expect(await matches('185000')).toEqual([27])
    expect(await matches('2024-12')).toEqual([24, 36])
  })

  it('does not search city, experience or status', async () => {
    expect(await matches('Oslo')).toEqual([])
    expect(await matches('32 Years')).toEqual([])
  })

  it('pages: last page, beyond the last page, other page sizes, with a search', async () => {
    expect(ids((await data({ page: 5 })).body.invoices)).toEqual(range(41, 50))
    expect((await data({ page: 6 })).body).toMatchObject({ invoices: [], total: 50 })
    expect(ids((await data({ page: 3, perPage: 20 })).body.invoices)).toEqual(range(41, 50))
    const searched = (await data({ q: 'engineer', perPage: 4, page: 2 })).body
    expect(ids(searched.invoices)).toEqual([36, 49])
    expect(searched.total).toBe(6)
    expect(ids(searched.allData)).toEqual([2, 8, 15, 31, 36, 49])
  })

  it('answers 400 with a message on malformed parameters', async () => {
    for (const query of [{ page: 0 }, { perPage: 'x' }, { page: 1.5 }]) {
      const { status, body } = await data(query)
      expect(status).toBe(400)
      expect(body).toEqual({ message: expect.stringContaining('Invalid query') })
    }
  })
})
