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
}

/** What the client keeps as `userData`: the login user without the password. */
export type UserData = Omit<LoginUser, 'password'>
