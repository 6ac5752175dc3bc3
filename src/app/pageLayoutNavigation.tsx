import {
  ColumnsIcon,
  type Icon,
  SidebarCollapseIcon,
  SquareIcon,
  ScreenFullIcon,
  ScreenNormalIcon,
} from '@primer/octicons-react'
import {
  type PageLayoutKind,
  pageLayoutKinds,
  pageLayoutOverrides,
  pageLayoutPath,
} from '../screens/page-layout/pageLayoutKinds'
import type { NavigationItem } from './navigationTypes'

// The UI kit's /page-layout/*: each page shown in its own layout (issue #37): plain data and lazy
// screens, like the table they join, in the menu's 'ui-kit' group. A row's `layoutOverrides` is
// what the main frame shows on that route over the person's own preferences.

const icons: Record<PageLayoutKind, Icon> = {
  'collapsed-menu': SidebarCollapseIcon,
  'layout-boxed': ColumnsIcon,
  'without-menu': ScreenFullIcon,
  'layout-empty': SquareIcon,
  'layout-blank': ScreenNormalIcon,
}

const pageLayoutScreen = (kind: PageLayoutKind) => async () => {
  const { PageLayoutScreen } = await import('../screens/page-layout/PageLayoutScreen')
  return <PageLayoutScreen kind={kind} />
}

export const pageLayoutNavigation: NavigationItem[] = pageLayoutKinds.map((kind) => ({
  id: `page-layout-${kind}`,
  path: pageLayoutPath(kind),
  labelKey: `nav.item.page-layout-${kind}`,
  icon: icons[kind],
  layout: kind === 'layout-blank' ? 'blank' : 'main',
  access: { action: 'read', subject: 'Auth' },
  menuGroup: 'ui-kit',
  layoutOverrides: pageLayoutOverrides[kind],
  screen: pageLayoutScreen(kind),
}))
