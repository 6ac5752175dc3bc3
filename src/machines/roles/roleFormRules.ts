// The role dialog's rules: the name's checks and the permission matrix's edits. Pure functions.
import { issueKind } from '../../api/schemas/formIssues'
import { maxRoleName, roleNameField } from '../../api/schemas/roles'
import {
  type RoleArea,
  roleAreas,
  type RoleGrant,
  roleGrants,
  type RolePermissions,
} from '../../api/types/roles'

export { maxRoleName }

/** A name's problem, worded by the screen; `rejected` carries the back end's words. */
export type RoleNameError =
  { code: 'required' | 'tooLong' | 'characters' } | { code: 'rejected'; message: string }

/** The back end's rule for a role's name (`src/api/schemas/roles.ts`), checked before sending. */
export function checkRoleName(name: string): RoleNameError | null {
  const checked = roleNameField.safeParse(name)
  if (checked.success) return null
  const issue = checked.error.issues[0]
  const kind = issue ? issueKind(issue) : 'format'
  if (kind === 'required' || kind === 'tooLong') return { code: kind }
  return { code: 'characters' }
}

export const hasGrant = (permissions: RolePermissions, area: RoleArea, grant: RoleGrant) =>
  permissions[area]?.includes(grant) ?? false

/** The matrix with one box flipped; grants stay in read/write/create order. */
export function toggleGrant(
  permissions: RolePermissions,
  area: RoleArea,
  grant: RoleGrant,
): RolePermissions {
  const on = !hasGrant(permissions, area, grant)
  const grants = roleGrants.filter((candidate) =>
    candidate === grant ? on : hasGrant(permissions, area, candidate),
  )
  const others = Object.entries(permissions).filter(([name]) => name !== area)
  return Object.fromEntries(grants.length ? [...others, [area, grants]] : others)
}

/** Every box ticked, or none. */
export function allGrants(selected: boolean): RolePermissions {
  if (!selected) return {}
  return Object.fromEntries(roleAreas.map((area) => [area, [...roleGrants]]))
}

/** How much of the matrix is ticked: for the "select all" box (checked, mixed or clear). */
export function matrixSelection(permissions: RolePermissions): 'all' | 'some' | 'none' {
  let ticked = 0
  for (const area of roleAreas) ticked += permissions[area]?.length ?? 0
  if (ticked === 0) return 'none'
  return ticked === roleAreas.length * roleGrants.length ? 'all' : 'some'
}
