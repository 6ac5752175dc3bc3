import type { User } from '../../../api/types/users'
import { createUsers } from '../../../fixtures/users'
import { defineTable } from '../../db/table'

export const usersTable = defineTable<User>('users', createUsers)
