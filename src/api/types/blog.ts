// Blog (SPEC §3, §7 "Content and cards").

/** SPEC §4 shows Published; Pending, Draft and Scheduled complete the editor's choices. */
export const blogStatuses = ['Published', 'Pending', 'Draft', 'Scheduled'] as const
export type BlogStatus = (typeof blogStatuses)[number]

/** What the editor offers: a draft, published now, or published at `publishAt`. */
export const blogEditorStatuses = ['Draft', 'Published', 'Scheduled'] as const
export type BlogEditorStatus = (typeof blogEditorStatuses)[number]

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
  /** The account that wrote it (it may edit it); null for the sample posts. */
  authorId: number | null
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

/** The editor's fields (POST /blog/list/data/post, and update with `id`). */
export interface BlogPostInput {
  title: string
  /** Lowercase letters, digits and single dashes; unique among posts. */
  slug: string
  /** Category values (`travel`), one to six. */
  categories: string[]
  status: BlogEditorStatus
  /** ISO date-time: when a scheduled post is published; null otherwise. */
  publishAt: string | null
  excerpt: string
  /** An image path or http(s) address, or an uploaded PNG, JPEG, GIF or WebP as a data URL. */
  featuredImage: string
  /** HTML from the editor; the back end keeps only prose tags and safe links. */
  content: string
}

/** A post as the editor loads and saves it. */
export interface BlogPostRecord extends BlogPostInput {
  id: number
  authorId: number | null
  userFullName: string
}

export interface BlogPostAnswer {
  post: BlogPostRecord
}

/** GET /blog/list/data/slug: whether `slug` is free (the post `id`, when given, may keep its own). */
export interface BlogSlugCheck {
  slug: string
  available: boolean
}
