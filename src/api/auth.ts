import { apiRequest } from './http'
import { readRefreshToken } from './session'
import type { LoginRequest, LoginResponse, RegisterRequest, RegisterResponse } from './types/auth'

export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/jwt/login', { method: 'POST', body: credentials })
}

export function register(account: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('/jwt/register', { method: 'POST', body: account })
}

/** Ends the session on the server too (its refresh token stops working). */
export async function logout(): Promise<void> {
  const refreshToken = readRefreshToken()
  if (!refreshToken) return
  await apiRequest<unknown>('/jwt/logout', { method: 'POST', body: { refreshToken } })
}
