// The role dialog's rules: the name's checks and the permission matrix's edits. Pure functions.
import { maxRoleName, roleNamePattern, textProblem } from '../../api/schemas/rules'
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

/**
 * The back end's rule for a role's name (the limit and pattern `src/api/schemas/roles.ts` is built
 * from), checked before sending without zod.
 */
export function checkRoleName(name: string): RoleNameError | null {
  const problem = textProblem(name.trim(), { max: maxRoleName, pattern: roleNamePattern })
  if (problem === null) return null
  if (problem === 'required' || problem === 'tooLong') return { code: problem }
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
