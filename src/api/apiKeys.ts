import { apiRequest } from './http'
import type { ApiKey, ApiKeyCreate, ApiKeyCreated, ApiKeyList } from './types/apiKeys'

export function fetchApiKeys(signal?: AbortSignal): Promise<ApiKeyList> {
  return apiRequest<ApiKeyList>('/api/api-keys', { signal })
}

/** Creates a key; the answer carries its secret, which is never sent again. */
export function createApiKey(fields: ApiKeyCreate, signal?: AbortSignal): Promise<ApiKeyCreated> {
  return apiRequest<ApiKeyCreated>('/api/api-keys', { method: 'POST', body: fields, signal })
}

export function revokeApiKey(id: number, signal?: AbortSignal): Promise<{ key: ApiKey }> {
  return apiRequest<{ key: ApiKey }>(`/api/api-keys/${id}`, { method: 'DELETE', signal })
}
