import type { Subject } from '../access'

// Roles of SPEC §6 as the roles page manages them, and the shapes of its calls (README "Calls").

/** The kit's areas a role grants access to: one row of the role dialog's matrix each. */
export const roleAreas = [
  'User',
  'Permission',
  'Email',
  'Chat',
  'Todo',
  'Calendar',
  'Invoice',
  'Ecommerce',
  'DataTable',
  'Blog',
  'Faq',
  'Pricing',
  'Profile',
  'AccountSettings',
  'Card',
] as const satisfies readonly Subject[]
export type RoleArea = (typeof roleAreas)[number]

/** What a role may do in an area: the matrix's columns. */
export const roleGrants = ['read', 'write', 'create'] as const
export type RoleGrant = (typeof roleGrants)[number]

/** An area's grants; an area not named grants nothing. */
export type RolePermissions = Partial<Record<RoleArea, RoleGrant[]>>

/** A role as stored: its name, its matrix and the ids of the users who hold it. */
export interface Role {
  id: number
  name: string
  permissions: RolePermissions
  userIds: number[]
}

/** A holder of a role, as its card shows them. */
export interface RoleMember {
  id: number
  fullName: string
  avatar: string
}

/** GET /apps/roles/data: each role with how many existing users hold it and the first few. */
export interface RoleSummary {
  id: number
  name: string
  permissions: RolePermissions
  userCount: number
  members: RoleMember[]
}

export interface RolesAnswer {
  roles: RoleSummary[]
}

/** The body of POST /apps/roles/add-role. */
export interface NewRoleRequest {
  role: { name: string; permissions: RolePermissions }
}

/** The body of POST /apps/roles/update-role: the new name and the whole new matrix. */
export interface UpdateRoleRequest {
  id: number
  name: string
  permissions: RolePermissions
}

/** The answer of add-role and update-role. */
export interface RoleResponse {
  role: RoleSummary
}

/** The most members a card shows as avatars. */
export const roleCardMembers = 4
