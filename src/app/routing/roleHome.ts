import type { UserData } from '../../api/types/auth'

/** Where each role lands after sign-in: the admin's dashboard, the client's access-control page. */
export function roleHomePath(userData: UserData | null): string {
  return userData?.role === 'admin' ? '/' : '/access-control'
}

/** A `returnTo` that stays inside the app (never another origin, never the login page itself). */
export function safeReturnPath(candidate: string | null): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//')) return null
  if (candidate.startsWith('/login') || candidate.startsWith('/register')) return null
  return candidate
}
