// Typed calls of the data tables area (SPEC §7 "Data tables", and the calls added beside it).
import { apiRequest } from './http'
import type {
  DataTableDataset,
  DataTableInitialData,
  DataTablePage,
  DataTableQuery,
  DataTableSize,
  DataTableWindow,
} from './types/dataTables'

export async function fetchDataTableInitialData(
  signal?: AbortSignal,
): Promise<DataTableInitialData> {
  return apiRequest<DataTableInitialData>('/api/datatables/initial-data', { signal })
}

export async function fetchDataTableRows(
  params: DataTableQuery = {},
  signal?: AbortSignal,
): Promise<DataTablePage> {
  return apiRequest<DataTablePage>('/api/datatables/data', { query: { ...params }, signal })
}

/** Query of a window: sort, filters and search as `GET /api/datatables/data` takes them. */
export type DataTableWindowQuery = Record<string, string | number | string[]> & {
  offset: number
  limit: number
}

/** `limit` matching rows from `offset`, without SPEC §7's `allData`. */
export async function fetchDataTableWindow(
  query: DataTableWindowQuery,
  signal?: AbortSignal,
): Promise<DataTableWindow> {
  return apiRequest<DataTableWindow>('/api/datatables/data', { query, signal })
}

export async function fetchDataTableDataset(signal?: AbortSignal): Promise<DataTableDataset> {
  return apiRequest<DataTableDataset>('/api/datatables/dataset', { signal })
}

/** The demo switch: the data set the data table calls answer from, until "Reset demo data". */
export async function setDataTableDataset(size: DataTableSize): Promise<DataTableDataset> {
  return apiRequest<DataTableDataset>('/api/datatables/dataset', {
    method: 'POST',
    body: { size },
  })
}
