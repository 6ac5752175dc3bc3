import { GlobeIcon, GrabberIcon, type Icon, BellIcon } from '@primer/octicons-react'
import { changeLanguage } from './i18n'
import type { NavigationItem } from './navigationTypes'

// The UI kit's /extensions/toasts, /extensions/drag-and-drop and /extensions/i18n (issue #37):
// plain data and lazy screens, like the table they join, in the menu's 'ui-kit' group.

const toastsScreen = async () => {
  const { ToastsScreen } = await import('../screens/extensions/ToastsScreen')
  return <ToastsScreen />
}

const dragAndDropScreen = async () => {
  const { DragAndDropScreen } = await import('../screens/extensions/DragAndDropScreen')
  return <DragAndDropScreen />
}

// The page switches the app's own language setting, so the whole shell follows.
const i18nScreen = async () => {
  const { I18nScreen } = await import('../screens/extensions/I18nScreen')
  return <I18nScreen onLanguageChange={(language) => void changeLanguage(language)} />
}

const extensionsPage = (
  id: string,
  path: string,
  icon: Icon,
  screen: NavigationItem['screen'],
): NavigationItem => ({
  id,
  path,
  labelKey: `nav.item.${id}`,
  icon,
  layout: 'main',
  access: { action: 'read', subject: 'Auth' },
  menuGroup: 'ui-kit',
  screen,
})

export const extensionsNavigation: NavigationItem[] = [
  extensionsPage('extensions-toasts', '/extensions/toasts', BellIcon, toastsScreen),
  extensionsPage(
    'extensions-drag-and-drop',
    '/extensions/drag-and-drop',
    GrabberIcon,
    dragAndDropScreen,
  ),
  extensionsPage('extensions-i18n', '/extensions/i18n', GlobeIcon, i18nScreen),
]
