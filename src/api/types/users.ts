// Users list entities of SPEC §3 and §4, and the shapes of the users calls of §7.
import type { SortDirection } from './common'

// The value lists live here, beside their types, so the back end validates
// against the same lists the UI offers in its filters.
export const userRoles = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const
export const userStatuses = ['active', 'inactive', 'pending'] as const
export const userPlans = ['basic', 'team', 'company', 'enterprise'] as const
export const userBillingMethods = [
  'Manual - Credit Card',
  'Manual - Paypal',
  'Manual - Cash',
  'Auto Debit',
] as const

export type UserRole = (typeof userRoles)[number]
export type UserStatus = (typeof userStatuses)[number]
export type UserPlan = (typeof userPlans)[number]
export type UserBilling = (typeof userBillingMethods)[number]

/** User (list). An empty `avatar` means the UI shows the initials. */
export interface User {
  id: number
  billing: UserBilling
  fullName: string
  company: string
  role: UserRole
  username: string
  country: string
  contact: string
  email: string
  currentPlan: UserPlan
  status: UserStatus
  avatar: string
}

/** What POST /apps/users/add-user takes: a user without id (the back end assigns it). */
export type NewUser = Omit<User, 'id'>

/** Columns GET /api/users/list/data can sort by. */
export const userSortColumns = [
  'id',
  'fullName',
  'email',
  'role',
  'currentPlan',
  'status',
  'billing',
  'company',
  'country',
  'username',
  'contact',
] as const satisfies ReadonlyArray<keyof User>
export type UserSortColumn = (typeof userSortColumns)[number]

export interface UsersQuery {
  q?: string
  page?: number
  perPage?: number
  role?: UserRole | ''
  status?: UserStatus | ''
  currentPlan?: UserPlan | ''
  /** Beyond §7: only the holders of this role (a role's id; the roles page). */
  accessRole?: number | ''
  sort?: SortDirection
  sortColumn?: UserSortColumn
}

/** GET /api/users/list/data: the matching count and one page of users. */
export interface UsersPage {
  total: number
  users: User[]
}

/** GET /api/users/list/stats: how many users there are, in all and per status. */
export interface UserStats extends Record<UserStatus, number> {
  total: number
}

/** POST /apps/users/update-user: the id and the fields to change. */
export type UserUpdate = { id: number } & Partial<NewUser>

/** GET /api/users/list/export takes the list's query without the page. */
export type UsersExportQuery = Omit<UsersQuery, 'page' | 'perPage'>

/** GET /api/users/list/all-data. */
export interface AllUsersResponse {
  users: User[]
}

/** GET /api/users/user and POST /apps/users/add-user. */
export interface UserResponse {
  user: User
}
