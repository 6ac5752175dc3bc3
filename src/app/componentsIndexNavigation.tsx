import type { NavigationItem } from './navigationTypes'

// The UI kit's /components: the searchable index of the kit's components (issue #37): plain data
// and lazy screens, like the table they join, in the menu's 'ui-kit' group.
export const componentsIndexNavigation: NavigationItem[] = []
