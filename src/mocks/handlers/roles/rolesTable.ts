import type { Role } from '../../../api/types/roles'
import { createRoles } from '../../../fixtures/roles'
import { defineTable } from '../../db/table'

export const rolesTable = defineTable<Role>('roles', createRoles)
