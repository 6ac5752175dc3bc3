// Entity types of SPEC §3, shared by fixtures, the simulated back end and the client.

export interface AbilityRule {
  action: string
  subject: string
}

export type LoginRole = 'admin' | 'client'

/** User (login sample), as stored by the back end. */
export interface LoginUser {
  id: number
  fullName: string
  username: string
  password: string
  avatar: string
  email: string
  role: LoginRole
  ability: AbilityRule[]
  extras: { eCommerceCartItemsCount: number }
  /** ISO date-time the account was deactivated in its settings; it can no longer sign in. */
  deactivatedAt?: string
}

/** What the client keeps as `userData`: the login user without the password. */
export type UserData = Omit<LoginUser, 'password'>

export interface LoginRequest {
  email: string
  password: string
}

export interface LoginResponse {
  userData: UserData
  accessToken: string
  refreshToken: string
}

export interface RegisterRequest {
  email: string
  password: string
  username: string
}

/** Register answers 200 either with the new session or with field errors (SPEC §5). */
export type RegisterResponse =
  | { user: UserData; accessToken: string; refreshToken: string }
  | { error: { email?: string; username?: string } }

export interface RefreshRequest {
  refreshToken: string
}

export type RefreshResponse = LoginResponse

/** Login failure (SPEC §8): 400 with the message at the email field. */
export interface LoginErrorResponse {
  error: { email: string }
}
