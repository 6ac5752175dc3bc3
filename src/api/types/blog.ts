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
  comments: BlogComment[]
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
  status?: BlogStatus
  page?: number
  perPage?: number
}

export interface BlogListResponse {
  total: number
  posts: BlogPost[]
}
