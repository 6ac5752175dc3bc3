import type { Role } from '../../../api/types/roles'
import { createRoles } from '../../../fixtures/roles'
import { defineTable } from '../../db/store'

export const rolesTable = defineTable<Role>('roles', createRoles)
