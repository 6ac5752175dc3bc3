import type { LayoutOverrides } from '../preferences/routeLayout'

/** The UI kit's page layouts (issue #37), each at /page-layout/<kind>. */
export const pageLayoutKinds = [
  'collapsed-menu',
  'layout-boxed',
  'without-menu',
  'layout-empty',
  'layout-blank',
] as const
export type PageLayoutKind = (typeof pageLayoutKinds)[number]

/**
 * What each page sets over the person's own preferences (blank: no frame at all, by its route).
 * The menu's pages use the vertical layout, where collapsing or hiding the menu shows.
 */
export const pageLayoutOverrides: Record<PageLayoutKind, LayoutOverrides> = {
  'collapsed-menu': { layout: 'vertical', menuCollapsed: true },
  'layout-boxed': { contentWidth: 'boxed' },
  'without-menu': { layout: 'vertical', menuHidden: true },
  'layout-empty': { menuHidden: true, navbarType: 'hidden', footerType: 'hidden' },
  'layout-blank': {},
}

export const pageLayoutPath = (kind: PageLayoutKind) => `/page-layout/${kind}`
