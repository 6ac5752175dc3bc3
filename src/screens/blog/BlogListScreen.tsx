import { PencilIcon } from '@primer/octicons-react'
import { Button, Flash, Heading, LinkButton } from '@primer/react'
import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom'
import { ListCardGrid } from '../../components/list-grid/ListCardGrid'
import { blogListMachine, blogListShape } from '../../machines/blog/blogListMachine'
import { blogSidebarMachine } from '../../machines/blog/blogSidebarMachine'
import { paramsFromSearch } from '../../machines/list/listParams'
import { listTableLabels } from '../list/listTableLabels'
import { listPagingProps } from '../list/listTableProps'
import { useListUrl } from '../list/useListUrl'
import { useListView } from '../list/useListView'
import { BlogCard } from './BlogCard'
import { BlogListSidebar } from './BlogListSidebar'
import { BlogStatusChoice } from './BlogStatusChoice'
import { blogEditPath } from './blogPaths'
import { useBlogAccess } from './useBlogAccess'
import './blog.css'
import './blogList.css'

/** The title of the post the editor just deleted (the editor's navigation state), or null. */
function deletedPostTitleOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('deletedPostTitle' in state)) return null
  return typeof state.deletedPostTitle === 'string' ? state.deletedPostTitle : null
}

export interface BlogListScreenProps {
  /** The search's typing pause, for stories and tests; the params always come from the URL. */
  searchDelayMs?: number
}

/**
 * /pages/blog/list: published posts as cards, paged, searched and by category (all in the URL);
 * who writes also finds their drafts and scheduled posts here (`?status=`).
 */
export function BlogListScreen({ searchDelayMs }: BlogListScreenProps) {
  const { t, i18n } = useTranslation()
  const [search] = useSearchParams()
  const [input] = useState(() => ({
    params: paramsFromSearch(search, blogListShape),
    searchDelayMs,
  }))
  const list = useActorRef(blogListMachine, { input })
  const sidebar = useActorRef(blogSidebarMachine)
  useListUrl(list, blogListShape)
  const view = useListView(list)
  const { canWrite, canEdit } = useBlogAccess()
  const deletedTitle = deletedPostTitleOf(useLocation().state)

  const status = view.params.filters.status
  const listLabels = listTableLabels(t, 'blogList', {
    isFiltered: view.isFiltered,
    failure: view.failure,
    language: i18n.language,
  })
  // An empty list of drafts or scheduled posts says so (not "nothing published yet").
  const isSearched = Boolean(view.params.q || view.params.filters.category)
  const labels =
    status && !isSearched
      ? { ...listLabels, empty: t(`blogList.status.empty.${status}`) }
      : listLabels

  return (
    <div className="cea-blog-list">
      <div className="cea-blog-list__header">
        <Heading as="h1" className="cea-blog__title">
          {t('blogList.title')}
        </Heading>
        {canWrite ? (
          <LinkButton as={RouterLink} to={blogEditPath()} leadingVisual={PencilIcon}>
            {t('blogList.write')}
          </LinkButton>
        ) : null}
      </div>
      {deletedTitle === null ? null : (
        <Flash variant="success" className="cea-blog-list__notice">
          <p role="status">{t('blogList.deleted', { title: deletedTitle })}</p>
        </Flash>
      )}
      <div className="cea-blog-list__panes">
        <div className="cea-blog-list__main">
          {canWrite ? (
            <div className="cea-blog-list__status">
              <BlogStatusChoice value={status} onChange={(value) => view.filter('status', value)} />
            </div>
          ) : null}
          <ListCardGrid
            {...listPagingProps(view)}
            aria-label={t('blogList.posts')}
            labels={labels}
            minCardWidth="16rem"
            renderCard={(post) => <BlogCard post={post} canEdit={canEdit(post.authorId)} />}
            emptyAction={
              // Clears what its label says; the status chosen (drafts, scheduled) stays.
              isSearched ? (
                <Button
                  onClick={() =>
                    list.send({
                      type: 'list.params',
                      params: {
                        ...view.params,
                        q: '',
                        filters: { ...view.params.filters, category: '' },
                        page: 1,
                      },
                    })
                  }
                >
                  {t('blogList.clearFilters')}
                </Button>
              ) : null
            }
          />
        </div>
        <BlogListSidebar
          sidebar={sidebar}
          searchText={view.searchText}
          onSearch={view.search}
          onSearchNow={() =>
            list.send({
              type: 'list.params',
              params: { ...view.params, q: view.searchText, page: 1 },
            })
          }
          category={view.params.filters.category}
          onCategory={(value) => view.filter('category', value)}
        />
      </div>
    </div>
  )
}
