// Layout preferences (SPEC §1): shared by the preferences machine, the shell and the components.

export const skins = ['light', 'bordered', 'dark', 'semi-dark'] as const
export type Skin = (typeof skins)[number]

export function isSkin(value: unknown): value is Skin {
  return typeof value === 'string' && (skins as readonly string[]).includes(value)
}

export type LayoutKind = 'vertical' | 'horizontal'
export type NavbarType = 'floating' | 'sticky' | 'static' | 'hidden'
export type NavbarColor =
  'default' | 'accent' | 'success' | 'attention' | 'danger' | 'done' | 'emphasis'
export type FooterType = 'static' | 'sticky' | 'hidden'
export type ContentWidth = 'boxed' | 'full'
export type RouterTransition = 'fade' | 'zoom-in' | 'fade-in-left' | 'none'

export interface Preferences {
  skin: Skin
  isRTL: boolean
  menuCollapsed: boolean
  menuHidden: boolean
  layout: LayoutKind
  navbarType: NavbarType
  navbarColor: NavbarColor
  footerType: FooterType
  contentWidth: ContentWidth
  routerTransition: RouterTransition
  isScrollTopShown: boolean
}

/** SPEC §1 defaults: light, LTR, vertical menu, floating white navbar, static footer, boxed, fade, scroll-to-top. */
export const defaultPreferences: Preferences = {
  skin: 'light',
  isRTL: false,
  menuCollapsed: false,
  menuHidden: false,
  layout: 'vertical',
  navbarType: 'floating',
  navbarColor: 'default',
  footerType: 'static',
  contentWidth: 'boxed',
  routerTransition: 'fade',
  isScrollTopShown: true,
}

export const preferenceChoices = {
  skin: skins,
  layout: ['vertical', 'horizontal'],
  navbarType: ['floating', 'sticky', 'static', 'hidden'],
  navbarColor: ['default', 'accent', 'success', 'attention', 'danger', 'done', 'emphasis'],
  footerType: ['static', 'sticky', 'hidden'],
  contentWidth: ['boxed', 'full'],
  routerTransition: ['fade', 'zoom-in', 'fade-in-left', 'none'],
} as const satisfies Partial<Record<keyof Preferences, readonly string[]>>

/** SPEC §1: only these survive a reload; the others live for the session. */
export const persistedPreferenceKeys = [
  'skin',
  'isRTL',
  'menuCollapsed',
] as const satisfies ReadonlyArray<keyof Preferences>
