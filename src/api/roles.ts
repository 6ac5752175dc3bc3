// Typed calls of the roles page (README "Calls": roles are stored by the back end).
import { apiRequest } from './http'
import type {
  NewRoleRequest,
  RolePermissions,
  RoleResponse,
  RolesAnswer,
  UpdateRoleRequest,
} from './types/roles'

export async function fetchRoles(signal?: AbortSignal): Promise<RolesAnswer> {
  return apiRequest<RolesAnswer>('/apps/roles/data', { signal })
}

export async function addRole(name: string, permissions: RolePermissions): Promise<RoleResponse> {
  const body: NewRoleRequest = { role: { name, permissions } }
  return apiRequest<RoleResponse>('/apps/roles/add-role', { method: 'POST', body })
}

export async function updateRole(
  id: number,
  name: string,
  permissions: RolePermissions,
): Promise<RoleResponse> {
  const body: UpdateRoleRequest = { id, name, permissions }
  return apiRequest<RoleResponse>('/apps/roles/update-role', { method: 'POST', body })
}

export async function deleteRole(id: number): Promise<void> {
  await apiRequest<unknown>('/apps/roles/delete', { method: 'DELETE', query: { id } })
}
