import type { Icon } from '@primer/octicons-react'
import type { ReactNode } from 'react'
import type { RouteAccess } from '../api/access'
import type { LayoutOverrides } from '../screens/preferences/routeLayout'

export const menuGroups = [
  'dashboards',
  'apps',
  'pages',
  'ui-kit',
  'authentication',
  'misc',
] as const
export type MenuGroup = (typeof menuGroups)[number]

/** One row drives a route and its menu entry: label, icon, path, lazy screen, layout and access. */
export interface NavigationItem {
  id: string
  path: string
  /** i18n key of the menu label and page title. */
  labelKey: string
  icon: Icon
  layout: 'main' | 'blank'
  access: RouteAccess
  /** The menu group; without one the route exists but is not in the menu. */
  menuGroup?: MenuGroup
  /**
   * Rows that show the same screen name the same key (the chat and an open chat): moving between
   * them keeps the screen and its machine. Without one, the row's id is its screen's key.
   */
  screenKey?: string
  /** Layout preferences this route shows, over the person's own (the UI kit's page layouts). */
  layoutOverrides?: LayoutOverrides
  screen: () => Promise<ReactNode>
  /**
   * Starts, as a visit opens on this route, the GETs its screen's machine makes first, from the
   * URL's query (src/app/firstRequests.ts): their answers are on the way while the screen's code
   * loads and renders, instead of asked for after.
   */
  firstRequests?: (search: URLSearchParams) => Promise<void>
}
