import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import {
  type DataTableDataset,
  type DataTableInitialData,
  type DataTablePage,
  type DataTableSize,
  dataTableSizes,
  type DataTableWindow,
  type Employee,
} from '../../api/types/dataTables'
import { createEmployees } from '../../fixtures/dataTables'
import { generateEmployees } from '../../fixtures/dataTablesGenerated'
import { pinnedReferenceDay } from '../db/instance'
import type { Repository } from '../db/repository'
import { defineDocument, defineTable } from '../db/table'
import { readJson, readQuery } from '../http/input'
import { route } from '../http/route'
import { readDocument } from './documents'
import {
  allMatchingEmployees,
  employeeListNames,
  employeeQuery,
  queryEmployees,
} from './dataTables/employeeQuery'

export const employeesTable = defineTable<Employee>('dataTableEmployees', createEmployees)
/** The demo switch: which data set the data table calls answer from (kept until reset). */
export const dataTableDatasetTable = defineDocument<DataTableDataset>('dataTableDataset', () => ({
  size: 50,
}))

const datasetBody = z.object({
  size: z.union(dataTableSizes.map((size) => z.literal(size))),
})

// Generated sets are the same for a day and a size: made once, then their sort indexes are cached.
const generated = new Map<string, readonly Employee[]>()

function generatedEmployees(size: DataTableSize, referenceDay: Date): readonly Employee[] {
  const key = `${size}@${referenceDay.toISOString()}`
  let rows = generated.get(key)
  if (!rows) {
    generated.clear()
    rows = generateEmployees(size, referenceDay)
    generated.set(key, rows)
  }
  return rows
}

/** The rows of the data set the demo switch chose: the stored sample, or a generated set. */
async function datasetRows(repo: Repository): Promise<readonly Employee[]> {
  const { size } = await readDocument(repo, dataTableDatasetTable, 'data table data set')
  if (size === 50) return (await repo.list(employeesTable)).rows
  return generatedEmployees(size, repo.referenceDay)
}

export const dataTablesHandlers = [
  route('get', '/api/datatables/initial-data', async ({ repo }): Promise<DataTableInitialData> => ({
    rows: (await repo.list(employeesTable)).rows,
  })),

  // SPEC §7's page (with allData), or a window of rows (`offset` + `limit`, without allData).
  route(
    'get',
    '/api/datatables/data',
    async ({ url, repo }): Promise<DataTablePage | DataTableWindow> => {
      const query = readQuery(url, employeeQuery, employeeListNames)
      const rows = await datasetRows(repo)
      const answer = queryEmployees(rows, query)
      if (query.limit !== undefined) return { invoices: answer.rows, total: answer.total }
      return {
        allData: allMatchingEmployees(rows, query),
        invoices: answer.rows,
        total: answer.total,
      }
    },
  ),

  route('get', '/api/datatables/dataset', ({ repo }) =>
    readDocument(repo, dataTableDatasetTable, 'data table data set'),
  ),

  route('post', '/api/datatables/dataset', async ({ request, repo }): Promise<DataTableDataset> => {
    const { size } = await readJson(request, datasetBody)
    return repo.transaction((tx) => tx.update(dataTableDatasetTable, { size }))
  }),
]

const readPaths = ['*/api/datatables/initial-data', '*/api/datatables/data'] as const

/** Story states of the data table screens. */
export const dataTablesScenarios = {
  /** The data calls answered from a generated set of `size` rows (the demo switch, preset). */
  sized: (size: DataTableSize) =>
    http.get(readPaths[1], ({ request }) => {
      const url = new URL(request.url)
      const query = readQuery(url, employeeQuery, employeeListNames)
      const rows = generatedEmployees(size, pinnedReferenceDay)
      const answer = queryEmployees(rows, query)
      return HttpResponse.json({ invoices: answer.rows, total: answer.total })
    }),
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
