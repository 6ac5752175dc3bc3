import { Button, Link, Spinner } from '@primer/react'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import type { ActorRefFrom } from 'xstate'
import { dateTimeFormat } from '../../components/intl/cachedIntl'
import type { blogSidebarMachine } from '../../machines/blog/blogSidebarMachine'
import { HelpSearchBox } from '../help/HelpSearchBox'
import { recordPageStateOf } from '../shared/pageStateOf'
import { blogIconOf } from './blogIcons'
import { blogPostPath, categoryValueOf } from './blogPaths'

export interface BlogListSidebarProps {
  sidebar: ActorRefFrom<typeof blogSidebarMachine>
  searchText: string
  onSearch: (text: string) => void
  onSearchNow: () => void
  /** The category value the list shows ('' for all). */
  category: string
  onCategory: (value: string) => void
}

/** The blog list's sidebar (SPEC §3): search, the recent posts and the categories. */
export function BlogListSidebar(props: BlogListSidebarProps) {
  const { t, i18n } = useTranslation()
  const state = useSelector(props.sidebar, recordPageStateOf)
  const data = useSelector(props.sidebar, (snapshot) => snapshot.context.sidebar)
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  return (
    <aside className="cea-blog-sidebar" aria-label={t('blogList.sidebar')}>
      <HelpSearchBox
        label={t('blogList.search')}
        placeholder={t('blogList.searchPlaceholder')}
        value={props.searchText}
        onType={props.onSearch}
        onSubmit={props.onSearchNow}
      />
      {state === 'loading' ? <Spinner size="small" srText={t('blogList.sidebarLoading')} /> : null}
      {state === 'error' ? (
        <div role="alert" className="cea-blog-state">
          <p>{t('blogList.sidebarFailed')}</p>
          <Button onClick={() => props.sidebar.send({ type: 'sidebar.retry' })}>
            {t('blogPost.retry')}
          </Button>
        </div>
      ) : null}
      {data ? (
        <>
          <section aria-labelledby="cea-blog-recent">
            <h2 id="cea-blog-recent" className="cea-blog-section-title">
              {t('blogList.recent')}
            </h2>
            <ul className="cea-blog-sidebar__recent">
              {data.recentPosts.map((post) => (
                <li key={post.id}>
                  <img src={post.img} alt="" className="cea-blog-sidebar__thumb" />
                  <div>
                    <Link as={RouterLink} to={blogPostPath(post.id)}>
                      {post.title}
                    </Link>
                    <time dateTime={post.createdTime} className="cea-blog-card__date">
                      {date.format(new Date(post.createdTime))}
                    </time>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="cea-blog-categories">
            <h2 id="cea-blog-categories" className="cea-blog-section-title">
              {t('blogList.categories')}
            </h2>
            <ul className="cea-blog-sidebar__categories">
              <li>
                <Button
                  variant="invisible"
                  aria-pressed={props.category === ''}
                  onClick={() => props.onCategory('')}
                >
                  {t('blogList.allCategories')}
                </Button>
              </li>
              {data.categories.map(({ category, icon }) => {
                const value = categoryValueOf(category)
                return (
                  <li key={category}>
                    <Button
                      variant="invisible"
                      leadingVisual={blogIconOf(icon)}
                      aria-pressed={props.category === value}
                      onClick={() => props.onCategory(value)}
                    >
                      {category}
                    </Button>
                  </li>
                )
              })}
            </ul>
          </section>
        </>
      ) : null}
    </aside>
  )
}
