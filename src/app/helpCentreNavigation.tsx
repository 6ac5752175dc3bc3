import {
  BookIcon,
  FileIcon,
  type Icon,
  NoteIcon,
  PencilIcon,
  QuestionIcon,
} from '@primer/octicons-react'
import type { Subject } from '../api/access'
import type { NavigationItem } from './navigationTypes'

// The help centre's and the blog's routes (issue #34): plain data and lazy screens, like
// the table they join.

const faqScreen = async () => {
  const { FaqScreen } = await import('../screens/help/FaqScreen')
  return <FaqScreen />
}

const knowledgeBaseScreen = async () => {
  const { KnowledgeBaseScreen } = await import('../screens/help/KnowledgeBaseScreen')
  return <KnowledgeBaseScreen />
}

const blogPostScreen = async () => {
  const { BlogPostScreen } = await import('../screens/blog/BlogPostScreen')
  return <BlogPostScreen />
}

const blogListScreen = async () => {
  const { BlogListScreen } = await import('../screens/blog/BlogListScreen')
  return <BlogListScreen />
}

const blogEditorScreen = async () => {
  const { BlogEditorScreen } = await import('../screens/blog/BlogEditorScreen')
  return <BlogEditorScreen />
}

interface ScreenRows {
  screenKey: string
  icon: Icon
  subject: Subject
  screen: NavigationItem['screen']
}

/** Rows that show one screen (a home and its pages): the first is the menu's entry. */
const rowsOf = (
  { screenKey, icon, subject, screen }: ScreenRows,
  paths: ReadonlyArray<readonly [id: string, path: string]>,
): NavigationItem[] =>
  paths.map(([id, path], index) => ({
    id,
    path,
    labelKey: `nav.item.${screenKey}`,
    icon,
    layout: 'main',
    access: { action: 'read', subject },
    ...(index === 0 ? { menuGroup: 'pages' } : {}),
    // Moving between them keeps the screen and its machine.
    screenKey,
    screen,
  }))

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
  ...rowsOf(
    { screenKey: 'knowledge-base', icon: BookIcon, subject: 'Faq', screen: knowledgeBaseScreen },
    [
      ['knowledge-base', '/pages/knowledge-base'],
      ['knowledge-base-category', '/pages/knowledge-base/:category'],
      ['knowledge-base-article', '/pages/knowledge-base/:category/:question'],
    ],
  ),
  {
    id: 'blog-list',
    path: '/pages/blog/list',
    labelKey: 'nav.item.blog-list',
    icon: NoteIcon,
    layout: 'main',
    access: { action: 'read', subject: 'Blog' },
    menuGroup: 'pages',
    screen: blogListScreen,
  },
  // The bare route opens the newest post, then names it in the URL.
  ...rowsOf({ screenKey: 'blog-detail', icon: FileIcon, subject: 'Blog', screen: blogPostScreen }, [
    ['blog-detail-newest', '/pages/blog/detail'],
    ['blog-detail', '/pages/blog/detail/:id'],
  ]),
  // The bare route writes a new post; once saved, its id joins the URL (the same screen).
  ...rowsOf(
    { screenKey: 'blog-edit', icon: PencilIcon, subject: 'Blog', screen: blogEditorScreen },
    [
      ['blog-edit', '/pages/blog/edit'],
      ['blog-edit-post', '/pages/blog/edit/:id'],
    ],
  ),
]
