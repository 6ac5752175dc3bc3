import type { NavigationItem } from './navigationTypes'

// The UI kit's /forms/elements, /forms/layouts, /forms/wizard and /forms/validation (issue #37):
// plain data and lazy screens, like the table they join, in the menu's 'ui-kit' group.
export const formsNavigation: NavigationItem[] = []
