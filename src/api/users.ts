// Typed calls of the users area (SPEC §7 "Users").
import { apiRequest } from './http'
import type { AllUsersResponse, NewUser, UserResponse, UsersPage, UsersQuery } from './types/users'

export async function fetchAllUsers(signal?: AbortSignal): Promise<AllUsersResponse> {
  return apiRequest<AllUsersResponse>('/api/users/list/all-data', { signal })
}

export async function fetchUsers(
  params: UsersQuery = {},
  signal?: AbortSignal,
): Promise<UsersPage> {
  return apiRequest<UsersPage>('/api/users/list/data', { query: { ...params }, signal })
}

export async function fetchUser(id: number, signal?: AbortSignal): Promise<UserResponse> {
  return apiRequest<UserResponse>('/api/users/user', { query: { id }, signal })
}

export async function addUser(user: NewUser): Promise<UserResponse> {
  return apiRequest<UserResponse>('/apps/users/add-user', { method: 'POST', body: user })
}

export async function deleteUser(id: number): Promise<void> {
  await apiRequest<unknown>('/apps/users/delete', { method: 'DELETE', query: { id } })
}
