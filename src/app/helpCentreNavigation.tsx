import { QuestionIcon } from '@primer/octicons-react'
import type { NavigationItem } from './navigationTypes'

// The help centre's routes (issue #34): plain data and lazy screens, like the table they join.

const faqScreen = async () => {
  const { FaqScreen } = await import('../screens/help/FaqScreen')
  return <FaqScreen />
}

export const helpCentreNavigation: NavigationItem[] = [
  {
    id: 'faq',
    path: '/pages/faq',
    labelKey: 'nav.item.faq',
    icon: QuestionIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Faq' },
    menuGroup: 'pages',
    screen: faqScreen,
  },
]
