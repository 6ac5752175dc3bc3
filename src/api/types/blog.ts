// Blog (SPEC §3, §7 "Content and cards").

/** SPEC §4 shows Published; Pending and Draft complete the editor's choices. */
export const blogStatuses = ['Published', 'Pending', 'Draft'] as const
export type BlogStatus = (typeof blogStatuses)[number]

/** A post in the list. */
export interface BlogPost {
  id: number
  title: string
  img: string
  avatar: string
  userFullName: string
  /** ISO date-time of publication. */
  blogPosted: string
  /** Category labels, e.g. `Fashion`. */
  tags: string[]
  excerpt: string
  /** How many comments the post has. */
  comment: number
}

export interface BlogComment {
  /** Unique within its post. */
  id: number
  /** The comment this one answers; null for a comment on the post itself. */
  parentId: number | null
  avatar: string
  userFullName: string
  /** ISO date-time. */
  commentedAt: string
  commentText: string
}

/** GET /blog/list/data/detail */
export interface BlogPostDetail extends BlogPost {
  /** HTML; sanitize before rendering. */
  content: string
  /** Oldest first; a reply names its comment in `parentId`. */
  comments: BlogComment[]
  /** Whether the signed-in account bookmarked the post. */
  bookmarked: boolean
  /** ISO date-time the post was written. */
  createdTime: string
}

export interface BlogCategoryOption {
  value: string
  label: string
}

export interface BlogEditForm {
  blogTitle: string
  blogCategories: BlogCategoryOption[]
  slug: string
  status: BlogStatus
  excerpt: string
  featuredImage: string
}

/** GET /blog/list/data/edit answers the form of one post, with that post's id. */
export interface BlogEditFormResponse extends BlogEditForm {
  id: number
}

/** POST /blog/list/data/edit: the whole form of a post; answers the saved form. */
export type BlogEditRequest = BlogEditFormResponse

export interface BlogRecentPost {
  img: string
  title: string
  id: number
  createdTime: string
}

export interface BlogSidebarCategory {
  category: string
  /** A Primer octicon name. */
  icon: string
}

/** GET /blog/list/data/sidebar */
export interface BlogSidebar {
  recentPosts: BlogRecentPost[]
  categories: BlogSidebarCategory[]
}

/** GET /blog/list/data: newest first; without perPage every post is returned. */
export interface BlogListQuery {
  q?: string
  /** A category's `value` (`travel`): only posts tagged with it. */
  category?: string
  status?: BlogStatus
  page?: number
  perPage?: number
}

export interface BlogListResponse {
  total: number
  posts: BlogPost[]
}

/** POST /blog/list/data/comments: a comment on a post, or a reply to one of its comments. */
export interface BlogCommentRequest {
  postId: number
  parentId?: number | null
  /** Plain text, shown as text (never as HTML). */
  commentText: string
}

export interface BlogCommentResponse {
  comment: BlogComment
}

/** POST /blog/list/data/bookmark: the signed-in account's bookmark of a post, on or off. */
export interface BlogBookmarkRequest {
  postId: number
  bookmarked: boolean
}

export interface BlogBookmarkResponse {
  postId: number
  bookmarked: boolean
}
