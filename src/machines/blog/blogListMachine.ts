import { fetchBlogPosts } from '../../api/blog'
import type { BlogListQuery, BlogPost } from '../../api/types/blog'
import { createListMachine } from '../list/listMachine'
import { listShape, type ListParams, pageQuery } from '../list/listParams'

export type BlogListFilters = { category: string }

/** Six cards a page (12 and 24 on offer), newest first; a category narrows it. */
export const blogListShape = listShape<BlogListFilters>({
  filters: { category: '' },
  sortColumns: [],
  perPage: 6,
  perPageChoices: [6, 12, 24],
})

/** A category value as the back end knows them (`travel`): lowercase letters only, else none. */
const categoryOf = (value: string) => (/^[a-z]{1,40}$/.test(value) ? value : undefined)

/** The list call's query: published posts only, searched, of one category, a page of them. */
export function blogListQueryOf(params: ListParams<BlogListFilters>): BlogListQuery {
  const { page, perPage, q } = pageQuery(params, [])
  const category = categoryOf(params.filters.category)
  return {
    page,
    perPage,
    status: 'Published',
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
