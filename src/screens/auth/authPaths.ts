/** The two looks of every auth page: a centred card, or a two-column page with an illustration. */
export type AuthVariant = 'basic' | 'cover'

export const authVariants: readonly AuthVariant[] = ['basic', 'cover']

/** The auth pages of SPEC §2, as they appear in their routes. */
export type AuthPage =
  'login' | 'register' | 'forgot-password' | 'reset-password' | 'verify-email' | 'two-steps'

export const authPages: readonly AuthPage[] = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'verify-email',
  'two-steps',
]

/** `/pages/login-basic`, `/pages/two-steps-cover`, … (SPEC §2). */
export function authPagePath(page: AuthPage, variant: AuthVariant): string {
  return `/pages/${page}-${variant}`
}

/** The app's own sign-in and sign-up pages (cover variants). */
export const appLoginPath = '/login'
export const appRegisterPath = '/register'
