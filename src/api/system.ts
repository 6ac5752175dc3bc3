import { apiRequest } from './http'
import type { BackendHealth } from './types/backend'

/** `GET /api/health`: which back end answers and where it keeps the data. */
export function fetchBackendHealth(): Promise<BackendHealth> {
  return apiRequest<BackendHealth>('/api/health')
}

/** `POST /api/demo-data/reset` (admins): every write is dropped and the sample data returns. */
export function resetDemoData(): Promise<{ store: BackendHealth['store'] }> {
  return apiRequest('/api/demo-data/reset', { method: 'POST', body: {} })
}
