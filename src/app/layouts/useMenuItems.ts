import { AuthContext } from '../../screens/auth/authContext'
import { navigation } from '../navigation'
import { menuGroups, type NavigationItem } from '../navigationTypes'

export interface MenuSection {
  group: (typeof menuGroups)[number]
  items: NavigationItem[]
}

/** The menu: navigation rows with a group, minus those the signed-in ability forbids. */
export function useMenuSections(): MenuSection[] {
  const ability = AuthContext.useSelector((snapshot) => snapshot.context.ability)
  return menuGroups
    .map((group) => ({
      group,
      items: navigation.filter(
        (item) =>
          item.menuGroup === group &&
          (typeof item.access === 'string' || ability.can(item.access.action, item.access.subject)),
      ),
    }))
    .filter((section) => section.items.length > 0)
}
