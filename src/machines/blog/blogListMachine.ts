import { fetchBlogPosts } from '../../api/blog'
import type { BlogListQuery, BlogPost, BlogStatus } from '../../api/types/blog'
import { createListMachine } from '../list/listMachine'
import { listShape, type ListParams, pageQuery } from '../list/listParams'

/** `status`: '' for the published blog; `draft` or `scheduled` for who writes (in the URL). */
export type BlogListFilters = { category: string; status: string }

/** The posts a writer can list besides the published ones, by their value in the URL. */
export const unpublishedBlogStatuses = { draft: 'Draft', scheduled: 'Scheduled' } as const

/** Six cards a page (12 and 24 on offer), newest first; a category narrows it. */
export const blogListShape = listShape<BlogListFilters>({
  filters: { category: '', status: '' },
  sortColumns: [],
  perPage: 6,
  perPageChoices: [6, 12, 24],
})

/** A category value as the back end knows them (`travel`): lowercase letters only, else none. */
const categoryOf = (value: string) => (/^[a-z]{1,40}$/.test(value) ? value : undefined)

/** The status a `status` value in the URL asks for: published unless it names another. */
const statusOf = (value: string): BlogStatus =>
  Object.entries(unpublishedBlogStatuses).find(([key]) => key === value)?.[1] ?? 'Published'

/** The list call's query: posts of one status, searched, of one category, a page of them. */
export function blogListQueryOf(params: ListParams<BlogListFilters>): BlogListQuery {
  const { page, perPage, q } = pageQuery(params, [])
  const category = categoryOf(params.filters.category)
  return {
    page,
    perPage,
    status: statusOf(params.filters.status),
    ...(q ? { q } : {}),
    ...(category ? { category } : {}),
  }
}

/** The blog's cards: the kit's list machine over the posts call (no delete here). */
export const blogListMachine = createListMachine<BlogPost, BlogListFilters, never>({
  shape: blogListShape,
  load: async (params, signal) => {
    const answer = await fetchBlogPosts(blogListQueryOf(params), signal)
    return { total: answer.total, rows: answer.posts }
  },
})
