import { PackageIcon } from '@primer/octicons-react'
import type { NavigationItem } from './navigationTypes'

// The UI kit's /components: the searchable index of the kit's components (issue #37): plain data
// and lazy screens, like the table they join, in the menu's 'ui-kit' group.

const componentsIndexScreen = async () => {
  const { ComponentsIndexScreen } =
    await import('../screens/components-index/ComponentsIndexScreen')
  return <ComponentsIndexScreen />
}

export const componentsIndexNavigation: NavigationItem[] = [
  {
    id: 'components',
    path: '/components',
    labelKey: 'nav.item.components',
    icon: PackageIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Auth' },
    menuGroup: 'ui-kit',
    screen: componentsIndexScreen,
  },
]
