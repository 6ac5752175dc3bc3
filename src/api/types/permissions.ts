// Permissions of SPEC §3 and §6, and the shapes of the permission calls of §7.

export const permissionRoles = [
  'administrator',
  'manager',
  'user',
  'support',
  'restricted-user',
] as const
export type PermissionRole = (typeof permissionRoles)[number]

export interface Permission {
  id: number
  name: string
  assignedTo: PermissionRole[]
  /** YYYY-MM-DD */
  createdDate: string
}

/** Columns GET /apps/permissions/data can sort by (beyond §7; none: the store's order). */
export const permissionSortColumns = ['name', 'createdDate', 'id'] as const
export type PermissionSortColumn = (typeof permissionSortColumns)[number]

export interface PermissionsQuery {
  q?: string
  perPage?: number
  page?: number
  /** One role; empty or absent: every permission. */
  assignedTo?: PermissionRole | ''
  sortColumn?: PermissionSortColumn | ''
  sort?: 'asc' | 'desc'
}

/** The query as the back end understood it, defaults filled in. */
export interface PermissionsParams {
  q: string
  perPage: number
  page: number
  assignedTo: PermissionRole | ''
}

/** GET /apps/permissions/data. */
export interface PermissionsPage {
  params: PermissionsParams
  /** Every permission matching the search and filter, before paging. */
  allData: Permission[]
  total: number
  permissions: Permission[]
}

/** POST /apps/permissions/add-permission: a new permission is always assigned to administrator only. */
export interface AddPermissionRequest {
  permission: { name: string }
}

/** POST /apps/permissions/update-permission: a rename. */
export interface UpdatePermissionRequest {
  id: number
  name: string
}

/** The answer of add-permission and update-permission. */
export interface PermissionResponse {
  permission: Permission
}
