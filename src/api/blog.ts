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
  BlogPostAnswer,
  BlogPostDetail,
  BlogPostInput,
  BlogSidebar,
  BlogSlugCheck,
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

/** A post as the editor edits it (403 when the caller may not change it, 404 when none). */
export function fetchEditablePost(id: number, signal?: AbortSignal): Promise<BlogPostAnswer> {
  return apiRequest<BlogPostAnswer>('/blog/list/data/post', { query: { id }, signal })
}

/** Writes a new post by the caller (201); a taken slug is 409, a refused field 400 `errors`. */
export function createBlogPost(post: BlogPostInput, signal?: AbortSignal): Promise<BlogPostAnswer> {
  return apiRequest<BlogPostAnswer>('/blog/list/data/post', { method: 'POST', body: post, signal })
}

/** Saves every field of a post the caller may change. */
export function updateBlogPost(
  id: number,
  post: BlogPostInput,
  signal?: AbortSignal,
): Promise<BlogPostAnswer> {
  return apiRequest<BlogPostAnswer>('/blog/list/data/post/update', {
    method: 'POST',
    body: { id, ...post },
    signal,
  })
}

export async function deleteBlogPost(id: number): Promise<void> {
  await apiRequest('/blog/list/data/post', { method: 'DELETE', query: { id } })
}

/** Whether a slug is free; `id`: the post being edited, which may keep its own. */
export function checkBlogSlug(
  slug: string,
  id: number | null,
  signal?: AbortSignal,
): Promise<BlogSlugCheck> {
  return apiRequest<BlogSlugCheck>('/blog/list/data/slug', {
    query: { slug, id: id ?? undefined },
    signal,
  })
}
