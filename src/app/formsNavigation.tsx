import { ChecklistIcon, ListOrderedIcon, RowsIcon } from '@primer/octicons-react'
import type { NavigationItem } from './navigationTypes'

// The UI kit's /forms/elements, /forms/layouts, /forms/wizard and /forms/validation (issue #37):
// plain data and lazy screens, like the table they join, in the menu's 'ui-kit' group.

const formElementsScreen = async () => {
  const { FormElementsScreen } = await import('../screens/forms/FormElementsScreen')
  return <FormElementsScreen />
}

const formLayoutsScreen = async () => {
  const { FormLayoutsScreen } = await import('../screens/forms/FormLayoutsScreen')
  return <FormLayoutsScreen />
}

const wizardScreen = async () => {
  const { WizardScreen } = await import('../screens/forms/wizard/WizardScreen')
  return <WizardScreen />
}

const formValidationScreen = async () => {
  const { FormValidationScreen } = await import('../screens/forms/validation/FormValidationScreen')
  return <FormValidationScreen />
}

export const formsNavigation: NavigationItem[] = [
  {
    id: 'forms-elements',
    path: '/forms/elements',
    labelKey: 'nav.item.forms-elements',
    icon: ChecklistIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Auth' },
    menuGroup: 'ui-kit',
    screen: formElementsScreen,
  },
  {
    id: 'forms-layouts',
    path: '/forms/layouts',
    labelKey: 'nav.item.forms-layouts',
    icon: RowsIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Auth' },
    menuGroup: 'ui-kit',
    screen: formLayoutsScreen,
  },
  {
    id: 'forms-wizard',
    path: '/forms/wizard',
    labelKey: 'nav.item.forms-wizard',
    icon: ListOrderedIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Auth' },
    menuGroup: 'ui-kit',
    screen: wizardScreen,
  },
  {
    id: 'forms-validation',
    path: '/forms/validation',
    labelKey: 'nav.item.forms-validation',
    icon: ChecklistIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Auth' },
    menuGroup: 'ui-kit',
    screen: formValidationScreen,
  },
]
