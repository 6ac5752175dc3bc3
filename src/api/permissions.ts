// Typed calls of the permissions area (SPEC §7 "Permissions").
import { apiRequest } from './http'
import type {
  AddPermissionRequest,
  PermissionResponse,
  PermissionsPage,
  PermissionsQuery,
  UpdatePermissionRequest,
} from './types/permissions'

export async function fetchPermissions(
  params: PermissionsQuery = {},
  signal?: AbortSignal,
): Promise<PermissionsPage> {
  return apiRequest<PermissionsPage>('/apps/permissions/data', { query: { ...params }, signal })
}

export async function addPermission(name: string): Promise<PermissionResponse> {
  const body: AddPermissionRequest = { permission: { name } }
  return apiRequest<PermissionResponse>('/apps/permissions/add-permission', {
    method: 'POST',
    body,
  })
}

export async function updatePermission(id: number, name: string): Promise<PermissionResponse> {
  const body: UpdatePermissionRequest = { id, name }
  return apiRequest<PermissionResponse>('/apps/permissions/update-permission', {
    method: 'POST',
    body,
  })
}

/** Deletes several permissions in one call: all of them, or none when one is unknown (404). */
export async function deletePermissions(ids: readonly number[]): Promise<void> {
  await apiRequest<unknown>('/apps/permissions/delete', { method: 'DELETE', query: { id: ids } })
}
