import type { NavigationItem } from './navigationTypes'

// The UI kit's /extensions/toasts, /extensions/drag-and-drop and /extensions/i18n (issue #37):
// plain data and lazy screens, like the table they join, in the menu's 'ui-kit' group.
export const extensionsNavigation: NavigationItem[] = []
