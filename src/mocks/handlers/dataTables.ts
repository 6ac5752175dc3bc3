import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import type { DataTableInitialData, DataTablePage, Employee } from '../../api/types/dataTables'
import { createEmployees } from '../../fixtures/dataTables'
import { queryList } from '../db/listQuery'
import { defineTable } from '../db/table'
import { positiveInt, queryText, readQuery } from '../http/input'
import { route } from '../http/route'

export const employeesTable = defineTable<Employee>('dataTableEmployees', createEmployees)

const dataQuery = z.object({
  q: queryText,
  perPage: positiveInt(10),
  page: positiveInt(1),
})

export const dataTablesHandlers = [
  route('get', '/api/datatables/initial-data', async ({ repo }): Promise<DataTableInitialData> => ({
    rows: (await repo.list(employeesTable)).rows,
  })),

  route('get', '/api/datatables/data', async ({ url, repo }): Promise<DataTablePage> => {
    const query = readQuery(url, dataQuery)
    const matching = await repo.list(employeesTable, {
      q: query.q,
      searchFields: ['full_name', 'post', 'email', 'age', 'salary', 'start_date'],
    })
    const page = queryList(matching.rows, { page: query.page, perPage: query.perPage })
    return { allData: matching.rows, invoices: page.rows, total: matching.total }
  }),
]

const readPaths = ['*/api/datatables/initial-data', '*/api/datatables/data'] as const

/** Story states of the data table screens. */
export const dataTablesScenarios = {
  empty: [
    http.get(readPaths[0], () => HttpResponse.json({ rows: [] } satisfies DataTableInitialData)),
    http.get(readPaths[1], () =>
      HttpResponse.json({ allData: [], invoices: [], total: 0 } satisfies DataTablePage),
    ),
  ],
  error: readPaths.map((path) =>
    http.get(path, () =>
      HttpResponse.json(
        { message: 'The table data could not be loaded. Try again.' },
        { status: 500 },
      ),
    ),
  ),
  loading: readPaths.map((path) =>
    http.get(path, async () => {
      await delay('infinite')
    }),
  ),
}
