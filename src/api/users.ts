// Typed calls of the users area (SPEC §7 "Users", and the calls the users screens add: README "Calls").
import { apiRequest } from './http'
import type {
  AllUsersResponse,
  NewUser,
  UserResponse,
  UsersExportQuery,
  UsersPage,
  UsersQuery,
  UserStats,
  UserUpdate,
} from './types/users'

export async function fetchAllUsers(signal?: AbortSignal): Promise<AllUsersResponse> {
  return apiRequest<AllUsersResponse>('/api/users/list/all-data', { signal })
}

export async function fetchUsers(
  params: UsersQuery = {},
  signal?: AbortSignal,
): Promise<UsersPage> {
  return apiRequest<UsersPage>('/api/users/list/data', { query: { ...params }, signal })
}

/** Every user matching the list's search, filters and sort, as CSV text. */
export async function exportUsersCsv(params: UsersExportQuery = {}): Promise<string> {
  return apiRequest<string>('/api/users/list/export', { query: { ...params } })
}

export async function fetchUserStats(signal?: AbortSignal): Promise<UserStats> {
  return apiRequest<UserStats>('/api/users/list/stats', { signal })
}

export async function fetchUser(id: number, signal?: AbortSignal): Promise<UserResponse> {
  return apiRequest<UserResponse>('/api/users/user', { query: { id }, signal })
}

export async function addUser(user: NewUser): Promise<UserResponse> {
  return apiRequest<UserResponse>('/apps/users/add-user', { method: 'POST', body: user })
}

export async function updateUser(update: UserUpdate): Promise<UserResponse> {
  return apiRequest<UserResponse>('/apps/users/update-user', { method: 'POST', body: update })
}

/** Deletes several users in one call: all of them, or none when one is unknown (404). */
export async function deleteUsers(ids: readonly number[]): Promise<void> {
  await apiRequest<unknown>('/apps/users/delete', { method: 'DELETE', query: { id: ids } })
}
