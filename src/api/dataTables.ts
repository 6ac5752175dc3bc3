// Typed calls of the data tables area (SPEC §7 "Data tables").
import { apiRequest } from './http'
import type { DataTableInitialData, DataTablePage, DataTableQuery } from './types/dataTables'

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
