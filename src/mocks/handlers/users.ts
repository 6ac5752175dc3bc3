// The users calls of SPEC §7, and those the users screens add (README "Calls").
import { userAccountHandlers } from './users/userAccountHandlers'
import { usersReadHandlers, usersScenarios } from './users/usersRead'
import { usersWriteHandlers } from './users/usersWrite'

export { usersScenarios }
export { usersTable } from './users/usersTable'
export { userAccountsTable } from './users/userAccountsTable'

export const usersHandlers = [...usersReadHandlers, ...usersWriteHandlers, ...userAccountHandlers]
