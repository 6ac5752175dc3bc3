import { BookIcon, QuestionIcon } from '@primer/octicons-react'
import type { NavigationItem } from './navigationTypes'

// The help centre's routes (issue #34): plain data and lazy screens, like the table they join.

const faqScreen = async () => {
  const { FaqScreen } = await import('../screens/help/FaqScreen')
  return <FaqScreen />
}

const knowledgeBaseScreen = async () => {
  const { KnowledgeBaseScreen } = await import('../screens/help/KnowledgeBaseScreen')
  return <KnowledgeBaseScreen />
}

const knowledgeBaseRow = (id: string, path: string, isInMenu: boolean): NavigationItem => ({
  id,
  path,
  labelKey: 'nav.item.knowledge-base',
  icon: BookIcon,
  layout: 'main',
  access: { action: 'read', subject: 'Faq' },
  ...(isInMenu ? { menuGroup: 'pages' } : {}),
  // Home, category and article are one screen: moving between them keeps its machine.
  screenKey: 'knowledge-base',
  screen: knowledgeBaseScreen,
})

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
  knowledgeBaseRow('knowledge-base', '/pages/knowledge-base', true),
  knowledgeBaseRow('knowledge-base-category', '/pages/knowledge-base/:category', false),
  knowledgeBaseRow('knowledge-base-article', '/pages/knowledge-base/:category/:question', false),
]
