import type { NavigationItem } from './navigationTypes'

// The UI kit's /page-layout/*: each page shown in its own layout (issue #37): plain data and lazy
// screens, like the table they join, in the menu's 'ui-kit' group.
export const pageLayoutNavigation: NavigationItem[] = []
