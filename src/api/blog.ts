import { apiRequest } from './http'
import type {
  BlogBookmarkRequest,
  BlogBookmarkResponse,
  BlogCommentRequest,
  BlogCommentResponse,
  BlogEditFormResponse,
  BlogEditRequest,
  BlogListQuery,
  BlogListResponse,
  BlogPostDetail,
  BlogSidebar,
} from './types/blog'

/** Posts newest first; `q` searches title and excerpt. Without `perPage`, every post. */
export function fetchBlogPosts(
  params: BlogListQuery = {},
  signal?: AbortSignal,
): Promise<BlogListResponse> {
  return apiRequest<BlogListResponse>('/blog/list/data', {
    query: {
      q: params.q || undefined,
      category: params.category || undefined,
      status: params.status,
      page: params.page,
      perPage: params.perPage,
    },
    signal,
  })
}

export function fetchBlogSidebar(signal?: AbortSignal): Promise<BlogSidebar> {
  return apiRequest<BlogSidebar>('/blog/list/data/sidebar', { signal })
}

/** One post; without an id, the newest. */
export function fetchBlogPost(id?: number, signal?: AbortSignal): Promise<BlogPostDetail> {
  return apiRequest<BlogPostDetail>('/blog/list/data/detail', { query: { id }, signal })
}

/** The edit form of a post; without an id, the newest. */
export function fetchBlogEditForm(
  id?: number,
  signal?: AbortSignal,
): Promise<BlogEditFormResponse> {
  return apiRequest<BlogEditFormResponse>('/blog/list/data/edit', { query: { id }, signal })
}

/** Saves the whole form; answers the saved form (400 when the slug is taken). */
export function saveBlogEditForm(
  form: BlogEditRequest,
  signal?: AbortSignal,
): Promise<BlogEditFormResponse> {
  return apiRequest<BlogEditFormResponse>('/blog/list/data/edit', {
    method: 'POST',
    body: form,
    signal,
  })
}

/** Adds a comment to a post, or a reply to one of its comments (`parentId`). */
export function addBlogComment(
  comment: BlogCommentRequest,
  signal?: AbortSignal,
): Promise<BlogCommentResponse> {
  return apiRequest<BlogCommentResponse>('/blog/list/data/comments', {
    method: 'POST',
    body: comment,
    signal,
  })
}

/** Bookmarks a post for the signed-in account, or takes the bookmark away. */
export function setBlogBookmark(
  bookmark: BlogBookmarkRequest,
  signal?: AbortSignal,
): Promise<BlogBookmarkResponse> {
  return apiRequest<BlogBookmarkResponse>('/blog/list/data/bookmark', {
    method: 'POST',
    body: bookmark,
    signal,
  })
}
